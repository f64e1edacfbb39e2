import {
  type CalendarDate,
  emptyOffHireForm,
  type OffHireFormValues,
  type OffHireRequest,
  offHireFormErrors,
  toOffHireRequest,
} from '@scaffold/domain';
import { Button, Modal, Select, TextArea, TextField } from '@scaffold/ui';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as formStyles from '../notes/NoteForm.css';
import { NoteLinesField } from '../notes/NoteLinesField';
import { fieldErrorsResolver } from '../notes/note-resolver';
import type { NoteSendResult } from '../notes/note-send-result';
import { SendResultNotice } from '../notes/SendResultNotice';
import type { ItemUnits } from './site-hire-view';

export interface OffHireDialogProps {
  site: { id: number; name: string; start_date?: string | null };
  onHire: readonly ItemUnits[];
  /** The scaffolds let on a contract and on hire here. */
  scaffolds: readonly { id: number; label: string }[];
  today: CalendarDate;
  onSend: (request: OffHireRequest) => Promise<NoteSendResult>;
  onClose: () => void;
}

const SCOPES = [
  { value: 'site', label: 'Everything on the site' },
  { value: 'lines', label: 'Some of the kit' },
  { value: 'scaffold', label: 'A scaffold let on a contract' },
] as const;

/**
 * Off-hire from the site's hire page: the whole site, some lines or a scaffold, from today or a
 * later date (never backdated), who asked, and a note.
 */
export function OffHireDialog({
  site,
  onHire,
  scaffolds,
  today,
  onSend,
  onClose,
}: OffHireDialogProps) {
  const formId = useId();
  const [result, setResult] = useState<NoteSendResult | null>(null);
  const resolver = useMemo(
    () =>
      fieldErrorsResolver<OffHireFormValues>((values) =>
        offHireFormErrors(values, site.id, {
          siteStart: site.start_date,
          today,
          onHire: new Map(onHire.map((line) => [line.item_id, line.quantity])),
          scaffoldsOnHire: new Set(scaffolds.map((scaffold) => scaffold.id)),
        }),
      ),
    [site, today, onHire, scaffolds],
  );
  const { control, register, handleSubmit, watch, formState } = useForm<OffHireFormValues>({
    defaultValues: emptyOffHireForm(today),
    resolver,
  });
  const scope = watch('scope');
  const submit = handleSubmit(async (values) => {
    setResult(null);
    setResult(await onSend(toOffHireRequest(values, site.id)));
  });
  const done = result?.kind === 'stored' || result?.kind === 'queued';
  const items = onHire.map((line) => ({ id: line.item_id, name: line.name }));

  return (
    <Modal
      open
      title={`Off-hire at ${site.name}`}
      description="Hire stops from the date asked for: today or later, never before."
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {done ? 'Close' : 'Cancel'}
          </Button>
          {!done && (
            <Button
              type="submit"
              form={formId}
              busy={formState.isSubmitting}
              busyLabel="Sending..."
            >
              Off-hire
            </Button>
          )}
        </>
      }
    >
      <form id={formId} className={formStyles.form} onSubmit={submit} noValidate>
        <fieldset className={formStyles.choice}>
          <legend className={formStyles.legend}>What stops</legend>
          {SCOPES.map((option) => (
            <label key={option.value} className={formStyles.radio}>
              <input type="radio" value={option.value} {...register('scope')} />
              {option.label}
            </label>
          ))}
        </fieldset>
        {scope === 'lines' && (
          <NoteLinesField control={control} items={items} legend="Kit off-hired" />
        )}
        {scope === 'scaffold' && (
          <Select
            label="Scaffold"
            placeholder="Choose the scaffold"
            options={scaffolds.map((scaffold) => ({
              value: String(scaffold.id),
              label: scaffold.label,
            }))}
            error={formState.errors.scaffold_id?.message}
            {...register('scaffold_id')}
          />
        )}
        <div className={formStyles.row}>
          <TextField
            label="Off-hire from"
            type="date"
            min={today}
            error={formState.errors.from?.message}
            {...register('from')}
          />
          <TextField
            label="Requested by"
            autoComplete="off"
            error={formState.errors.requested_by?.message}
            {...register('requested_by')}
          />
        </div>
        <TextArea label="Note" error={formState.errors.note?.message} {...register('note')} />
        <SendResultNotice result={result} noun="Off-hire" />
      </form>
    </Modal>
  );
}
