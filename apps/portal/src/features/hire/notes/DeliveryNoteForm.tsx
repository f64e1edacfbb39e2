import {
  type DeliveryNoteFormValues,
  type DeliveryNoteRequest,
  deliveryNoteFormErrors,
  FROM_YARD,
  toDeliveryNoteRequest,
  type UnitsByItem,
} from '@scaffold/domain';
import { Button, PhotoInput, Select, TextField } from '@scaffold/ui';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CorrectionField } from './CorrectionField';
import * as styles from './NoteForm.css';
import { type ItemChoice, NoteLinesField } from './NoteLinesField';
import { NoteSignatureField } from './NoteSignatureField';
import { fieldErrorsResolver } from './note-resolver';
import type { NoteSendResult } from './note-send-result';
import { SendResultNotice } from './SendResultNotice';

/** A site a note can name: where kit goes or comes from, and when it started. */
export interface SiteChoice {
  id: number;
  name: string;
  start_date?: string | null;
}

export interface DeliveryNoteFormProps {
  sites: readonly SiteChoice[];
  items: readonly ItemChoice[];
  /** Units available at a source (FROM_YARD or a site's id), or null when not known here. */
  availableAt: (from: string) => UnitsByItem | null;
  defaultValues: DeliveryNoteFormValues;
  /** Sends the signed note (or keeps it to send); the form keeps its entries unless stored. */
  onSend: (request: DeliveryNoteRequest) => Promise<NoteSendResult>;
  /** Every change, for the draft kept on the device. */
  onChange?: (values: DeliveryNoteFormValues) => void;
  /** What became of its last send, when it opens again (a note queued on this device). */
  initialResult?: NoteSendResult | null;
  now?: () => Date;
}

/**
 * The delivery note, for a driver's phone: from the yard or a site to a site, the lines, the
 * vehicle and time, the driver's signature and the receiver's, or no one on site and a photo of
 * the drop. Checked by the domain's rules (forms/delivery-note.ts) before anything is sent.
 */
export function DeliveryNoteForm({
  sites,
  items,
  availableAt,
  defaultValues,
  onSend,
  onChange,
  initialResult = null,
  now = () => new Date(),
}: DeliveryNoteFormProps) {
  const [result, setResult] = useState<NoteSendResult | null>(initialResult);
  const resolver = useMemo(
    () =>
      fieldErrorsResolver<DeliveryNoteFormValues>((values) =>
        deliveryNoteFormErrors(values, {
          now: now(),
          siteStart: sites.find((site) => String(site.id) === values.to_site_id)?.start_date,
          available: availableAt(values.from),
        }),
      ),
    [sites, availableAt, now],
  );
  const form = useForm<DeliveryNoteFormValues>({ defaultValues, resolver, mode: 'onSubmit' });
  const { control, register, handleSubmit, watch, formState, setValue } = form;
  const receipt = watch('receipt');
  const photo = watch('photo');
  useEffect(() => {
    if (!onChange) return;
    const subscription = watch((values) => onChange(values as DeliveryNoteFormValues));
    return () => subscription.unsubscribe();
  }, [watch, onChange]);

  const siteOptions = sites.map((site) => ({ value: String(site.id), label: site.name }));
  const submit = handleSubmit(async (values) => {
    setResult(null);
    setResult(await onSend(toDeliveryNoteRequest(values)));
  });
  const done = result?.kind === 'stored' || result?.kind === 'queued';

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Delivery note">
      {defaultValues.corrects && (
        <CorrectionField control={control} corrects={defaultValues.corrects} />
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Where</legend>
        <div className={styles.row}>
          <Select
            label="From"
            options={[{ value: FROM_YARD, label: 'The yard' }, ...siteOptions]}
            {...register('from')}
          />
          <Select
            label="To site"
            placeholder="Choose the site"
            options={siteOptions}
            error={formState.errors.to_site_id?.message}
            {...register('to_site_id')}
          />
        </div>
      </fieldset>
      <NoteLinesField control={control} items={items} />
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
            label="Delivered at"
            type="datetime-local"
            error={formState.errors.delivered_at?.message}
            {...register('delivered_at')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Received by</legend>
        <div className={styles.choice} role="radiogroup" aria-label="Who received the kit">
          <label className={styles.radio}>
            <input type="radio" value="signed" {...register('receipt')} />
            Someone on site signs for it
          </label>
          <label className={styles.radio}>
            <input type="radio" value="no_one_on_site" {...register('receipt')} />
            No one on site: take a photo of the drop
          </label>
        </div>
        {receipt === 'signed' ? (
          <NoteSignatureField
            control={control}
            name="receiver_signature"
            label="Received by"
            now={now}
          />
        ) : (
          <div>
            <PhotoInput
              label="Photo of the drop"
              value={photo}
              onChange={(value) => setValue('photo', value, { shouldDirty: true })}
            />
            {formState.errors.photo?.message && (
              <p className={styles.fieldError} role="alert">
                {formState.errors.photo.message}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Driver</legend>
        <NoteSignatureField control={control} name="driver_signature" label="Driver" now={now} />
      </fieldset>
      <SendResultNotice result={result} noun="Delivery note" />
      <div className={styles.actions}>
        <Button type="submit" busy={formState.isSubmitting} busyLabel="Sending..." disabled={done}>
          Sign and send
        </Button>
      </div>
    </form>
  );
}
