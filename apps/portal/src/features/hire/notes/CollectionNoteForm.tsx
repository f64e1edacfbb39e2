import {
  type CollectionNoteFormValues,
  type CollectionNoteRequest,
  collectionNoteFormCheck,
  formatUnits,
  toCollectionNoteRequest,
  type UnitsByItem,
} from '@scaffold/domain';
import { Checkbox, Notice } from '@scaffold/ui';
import { useMemo } from 'react';
import { CorrectionField } from './CorrectionField';
import type { SiteChoice } from './DeliveryNoteForm';
import * as styles from './NoteForm.css';
import { type ItemChoice, NoteLinesField } from './NoteLinesField';
import { NoteSignatureField } from './NoteSignatureField';
import { DriverAndSend, type NoteFormProps, useNoteForm, VehicleAndTime } from './note-form-parts';
import { fieldErrorsResolver } from './note-resolver';

export interface CollectionNoteFormProps
  extends NoteFormProps<CollectionNoteFormValues, CollectionNoteRequest> {
  /** The site the kit is collected from. */
  site: SiteChoice;
  items: readonly ItemChoice[];
  /** Units the site holds, or null when not known here (no over-returns are shown). */
  held: UnitsByItem | null;
}

/**
 * The collection note: the lines collected with the yard's short and damaged counts, the site's
 * signature or none, the driver's. More than the site holds is shown as an over-return, a notice
 * that does not stop the note (the kit belongs to another site).
 */
export function CollectionNoteForm(props: CollectionNoteFormProps) {
  const { site, items, held, defaultValues, now = () => new Date() } = props;
  const checkOf = useMemo(
    () => (values: CollectionNoteFormValues) =>
      collectionNoteFormCheck(values, { now: now(), siteStart: site.start_date, held }),
    [site, held, now],
  );
  const resolver = useMemo(
    () => fieldErrorsResolver<CollectionNoteFormValues>((values) => checkOf(values).errors),
    [checkOf],
  );
  const { form, submit, result, done } = useNoteForm(props, resolver, toCollectionNoteRequest);
  const { control, register, watch, formState } = form;
  const values = watch();
  const overReturns = checkOf(values).overReturns;
  const siteSigned = values.site_signed;

  const nameOf = (id: number) => items.find((item) => item.id === id)?.name ?? `Item ${id}`;

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
      <VehicleAndTime
        vehicle={register('vehicle')}
        vehicleError={formState.errors.vehicle?.message}
        time={register('collected_at')}
        timeLabel="Collected at"
        timeError={formState.errors.collected_at?.message}
      />
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
      <DriverAndSend
        control={control}
        now={now}
        result={result}
        noun="Collection note"
        busy={formState.isSubmitting}
        done={done}
      />
    </form>
  );
}
