import { zodResolver } from '@hookform/resolvers/zod';
import { newIdempotencyKey } from '@scaffold/api-client';
import {
  displayName,
  emptyHandoverForm,
  type HandoverFormValues,
  handoverFormSchema,
  REPORT_POSITIONS,
  type RecordHandoverResponse,
  type ScaffoldDetails,
  toHandoverRequest,
} from '@scaffold/domain';
import { Button, Notice, Select, SignaturePad, TextField } from '@scaffold/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { type Control, Controller, type Resolver, useForm } from 'react-hook-form';
import { componentSystemNames, componentSystemsRead } from '../../../data/reads/component-systems';
import { useReadContext } from '../../../data/reads/read-context';
import { useNow } from '../../../services/services-context';
import { authStateAtom } from '../../../session/session-atoms';
import { useScaffoldWrites } from '../scaffold-queries';
import { problemMessage } from '../shared/api-problem';
import { ScaffoldDescriptionFields } from '../shared/ScaffoldDescriptionFields';
import * as styles from './HandoverScreen.css';

const TIES_OPTIONS = [
  { value: 'yes', label: 'Yes, tested' },
  { value: 'na', label: 'Not applicable: no ties fitted' },
  { value: 'no', label: 'No, not tested' },
];

/** A signature of the certificate, drawn on a pad, with its error under it. */
function SignatureField({
  control,
  name,
  label,
}: {
  control: Control<HandoverFormValues>;
  name: 'competent_person_signature' | 'client_signature';
  label: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <SignaturePad label={label} value={field.value} onChange={field.onChange} />
          {fieldState.error && (
            <p className={styles.fieldError} role="alert">
              {fieldState.error.message}
            </p>
          )}
        </div>
      )}
    />
  );
}

/**
 * The handover certificate form: what is handed over, ties tested, who erected it, the
 * competent person, when; signed by the competent person and, if present, the client.
 */
export function HandoverForm({
  details,
  onRecorded,
}: {
  details: ScaffoldDetails;
  onRecorded: (answer: RecordHandoverResponse) => void;
}) {
  const auth = useAtomValue(authStateAtom);
  const getNow = useNow();
  const writes = useScaffoldWrites();
  const systems = useQuery({
    ...componentSystemsRead(useReadContext()),
    select: componentSystemNames,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const [defaults] = useState(() =>
    emptyHandoverForm(
      details.scaffold,
      {
        name: auth ? displayName(auth) : '',
        position: auth ? REPORT_POSITIONS[auth.role] : '',
      },
      getNow(),
    ),
  );
  // "Not later than now" is judged when the form is checked, not when it opened.
  const resolver = useCallback<Resolver<HandoverFormValues>>(
    (values, context, options) =>
      zodResolver(handoverFormSchema(getNow()))(values, context, options),
    [getNow],
  );
  const { register, control, handleSubmit, formState } = useForm<HandoverFormValues>({
    defaultValues: defaults,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    key.current ??= newIdempotencyKey();
    try {
      const answer = await writes.recordHandover(details.scaffold.id, toHandoverRequest(values), {
        idempotencyKey: key.current,
      });
      key.current = null;
      onRecorded(answer);
    } catch (error) {
      setFailure(problemMessage(error));
    }
  });

  const systemOptions = [...new Set([...(systems.data ?? []), details.scaffold.system])].map(
    (name) => ({ value: name, label: name }),
  );

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>The scaffold</legend>
        <ScaffoldDescriptionFields
          register={register}
          errors={errors}
          systemOptions={systemOptions}
          systemPlaceholder="Choose a type"
          rowClassName={styles.row}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Ties and anchors</legend>
        <div className={styles.row}>
          <Select
            label="Ties and anchors tested"
            required
            placeholder="Choose"
            options={TIES_OPTIONS}
            error={errors.ties_tested?.message}
            {...register('ties_tested')}
          />
          <TextField
            label="Test results"
            hint="e.g. 1 in 10 pull-tested to 6.25 kN, all held"
            error={errors.ties_notes?.message}
            {...register('ties_notes')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>The handover</legend>
        <TextField
          label="Erected by"
          required
          error={errors.erected_by?.message}
          {...register('erected_by')}
        />
        <div className={styles.row}>
          <TextField
            label="Competent person"
            required
            error={errors.competent_person_name?.message}
            {...register('competent_person_name')}
          />
          <TextField
            label="Position"
            required
            error={errors.competent_person_position?.message}
            {...register('competent_person_position')}
          />
        </div>
        <TextField
          type="datetime-local"
          label="Date and time of the handover"
          required
          error={errors.handed_over_at?.message}
          {...register('handed_over_at')}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Signatures</legend>
        <SignatureField
          control={control}
          name="competent_person_signature"
          label="Competent person's signature"
        />
        <p className={styles.hint}>
          The client signs here if present. If not, leave both blank: the certificate then shows
          'Awaiting client signature' and you can send the client a signing link.
        </p>
        <TextField
          label="Client's name"
          autoComplete="off"
          error={errors.client_name?.message}
          {...register('client_name')}
        />
        <SignatureField control={control} name="client_signature" label="Client's signature" />
      </fieldset>

      {failure && <Notice tone="danger">{failure}</Notice>}
      <div className={styles.actions}>
        <Button type="submit" busy={formState.isSubmitting} busyLabel="Recording...">
          Record handover
        </Button>
      </div>
    </form>
  );
}
