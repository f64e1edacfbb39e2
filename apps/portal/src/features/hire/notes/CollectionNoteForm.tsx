import {
  type CollectionNoteFormValues,
  type CollectionNoteRequest,
  collectionNoteFormCheck,
  formatUnits,
  toCollectionNoteRequest,
  type UnitsByItem,
} from '@scaffold/domain';
import { Button, Checkbox, Notice, TextField } from '@scaffold/ui';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CorrectionField } from './CorrectionField';
import type { SiteChoice } from './DeliveryNoteForm';
import * as styles from './NoteForm.css';
import { type ItemChoice, NoteLinesField } from './NoteLinesField';
import { NoteSignatureField } from './NoteSignatureField';
import { fieldErrorsResolver } from './note-resolver';
import type { NoteSendResult } from './note-send-result';
import { SendResultNotice } from './SendResultNotice';

export interface CollectionNoteFormProps {
  /** The site the kit is collected from. */
  site: SiteChoice;
  items: readonly ItemChoice[];
  /** Units the site holds, or null when not known here (no over-returns are shown). */
  held: UnitsByItem | null;
  defaultValues: CollectionNoteFormValues;
  onSend: (request: CollectionNoteRequest) => Promise<NoteSendResult>;
  onChange?: (values: CollectionNoteFormValues) => void;
  /** What became of its last send, when it opens again (a note queued on this device). */
  initialResult?: NoteSendResult | null;
  now?: () => Date;
}

/**
 * The collection note: the lines collected with the yard's short and damaged counts, the site's
 * signature or none, the driver's. More than the site holds is shown as an over-return, a notice
 * that does not stop the note (the kit belongs to another site).
 */
export function CollectionNoteForm({
  site,
  items,
  held,
  defaultValues,
  onSend,
  onChange,
  initialResult = null,
  now = () => new Date(),
}: CollectionNoteFormProps) {
  const [result, setResult] = useState<NoteSendResult | null>(initialResult);
  const checkOf = useMemo(
    () => (values: CollectionNoteFormValues) =>
      collectionNoteFormCheck(values, { now: now(), siteStart: site.start_date, held }),
    [site, held, now],
  );
  const resolver = useMemo(
    () => fieldErrorsResolver<CollectionNoteFormValues>((values) => checkOf(values).errors),
    [checkOf],
  );
  const form = useForm<CollectionNoteFormValues>({ defaultValues, resolver, mode: 'onSubmit' });
  const { control, register, handleSubmit, watch, formState } = form;
  const values = watch();
  const overReturns = checkOf(values).overReturns;
  const siteSigned = values.site_signed;
  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((changed) => onChange(changed as CollectionNoteFormValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const nameOf = (id: number) => items.find((item) => item.id === id)?.name ?? `Item ${id}`;
  const submit = handleSubmit(async (valid) => {
    setResult(null);
    setResult(await onSend(toCollectionNoteRequest(valid)));
  });
  const done = result?.kind === 'stored' || result?.kind === 'queued';

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Collection note">
      {defaultValues.corrects && (
        <CorrectionField control={control} corrects={defaultValues.corrects} />
      )}
      <p className={styles.hint}>Collected from {site.name}, back to the yard.</p>
      <NoteLinesField control={control} items={items} counts legend="Components collected" />
      {overReturns.length > 0 && (
        <Notice tone="info" title="More than the site holds">
          {overReturns
            .map((over) => `${formatUnits(over.quantity)} × ${nameOf(over.item_id)}`)
            .join(', ')}{' '}
          beyond what is on hire here: recorded as an over-return (it belongs to another site).
        </Notice>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Vehicle and time</legend>
        <div className={styles.row}>
          <TextField
            label="Vehicle registration"
            autoCapitalize="characters"
            error={formState.errors.vehicle?.message}
            {...register('vehicle')}
          />
          <TextField
            label="Collected at"
            type="datetime-local"
            error={formState.errors.collected_at?.message}
            {...register('collected_at')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Released by</legend>
        <Checkbox
          label="Someone on site signs for the collection"
          hint="Leave it unticked when no one was there: the driver's count stands."
          {...register('site_signed')}
        />
        {siteSigned && (
          <NoteSignatureField
            control={control}
            name="site_signature"
            label="Released by"
            now={now}
          />
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Driver</legend>
        <NoteSignatureField control={control} name="driver_signature" label="Driver" now={now} />
      </fieldset>
      <SendResultNotice result={result} noun="Collection note" />
      <div className={styles.actions}>
        <Button type="submit" busy={formState.isSubmitting} busyLabel="Sending..." disabled={done}>
          Sign and send
        </Button>
      </div>
    </form>
  );
}
