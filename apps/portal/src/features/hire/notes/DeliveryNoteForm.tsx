import {
  type DeliveryNoteFormValues,
  type DeliveryNoteRequest,
  deliveryNoteFormErrors,
  FROM_YARD,
  toDeliveryNoteRequest,
  type UnitsByItem,
} from '@scaffold/domain';
import { PhotoInput, Select } from '@scaffold/ui';
import { useMemo } from 'react';
import { CorrectionField } from './CorrectionField';
import * as styles from './NoteForm.css';
import { type ItemChoice, NoteLinesField } from './NoteLinesField';
import { NoteSignatureField } from './NoteSignatureField';
import { DriverAndSend, type NoteFormProps, useNoteForm, VehicleAndTime } from './note-form-parts';
import { fieldErrorsResolver } from './note-resolver';

/** A site a note can name: where kit goes or comes from, and when it started. */
export interface SiteChoice {
  id: number;
  name: string;
  start_date?: string | null;
}

export interface DeliveryNoteFormProps
  extends NoteFormProps<DeliveryNoteFormValues, DeliveryNoteRequest> {
  sites: readonly SiteChoice[];
  items: readonly ItemChoice[];
  /** Units available at a source (FROM_YARD or a site's id), or null when not known here. */
  availableAt: (from: string) => UnitsByItem | null;
}

/**
 * The delivery note, for a driver's phone: from the yard or a site to a site, the lines, the
 * vehicle and time, the driver's signature and the receiver's, or no one on site and a photo of
 * the drop. Checked by the domain's rules (forms/delivery-note.ts) before anything is sent.
 */
export function DeliveryNoteForm(props: DeliveryNoteFormProps) {
  const { sites, items, availableAt, defaultValues, now = () => new Date() } = props;
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
  const { form, submit, result, done } = useNoteForm(props, resolver, toDeliveryNoteRequest);
  const { control, register, watch, formState, setValue } = form;
  const receipt = watch('receipt');
  const photo = watch('photo');

  const siteOptions = sites.map((site) => ({ value: String(site.id), label: site.name }));

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
      <VehicleAndTime
        vehicle={register('vehicle')}
        vehicleError={formState.errors.vehicle?.message}
        time={register('delivered_at')}
        timeLabel="Delivered at"
        timeError={formState.errors.delivered_at?.message}
      />
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
      <DriverAndSend
        control={control}
        now={now}
        result={result}
        noun="Delivery note"
        busy={formState.isSubmitting}
        done={done}
      />
    </form>
  );
}
