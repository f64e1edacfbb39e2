import {
  clampMoveQuantity,
  formatUnits,
  type MoveDestinationSite,
  type MoveFormValues,
} from '@scaffold/domain';
import { Button, Modal, NumberField, Select, Stack, Text } from '@scaffold/ui';
import { type FormEventHandler, useId, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import * as styles from './MoveFlow.css';
import { moveSelectOptions } from './move-options';
import type { MoveSource } from './move-source';

export interface MoveItemsModalProps {
  source: MoveSource;
  destinations: readonly MoveDestinationSite[];
  form: UseFormReturn<MoveFormValues>;
  onMove: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
}

/** 'Move Items': where to (site, sublocation, subarea) and how many (clamped as typed). */
export function MoveItemsModal({
  source,
  destinations,
  form,
  onMove,
  onCancel,
}: MoveItemsModalProps) {
  const formId = useId();
  const { register, setValue, control, formState } = form;
  const [siteId, sublocationId] = useWatch({ control, name: ['site_id', 'sublocation_id'] });
  const options = useMemo(
    () => moveSelectOptions(destinations, String(siteId), String(sublocationId)),
    [destinations, siteId, sublocationId],
  );
  const errors = formState.errors;

  return (
    <Modal
      open
      title="Move Items"
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Move
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onMove} noValidate>
        <Stack space="md">
          <div className={styles.source}>
            <div className={styles.sourceItem}>
              <Text weight="strong">{source.itemName}</Text>
              <Text size="sm" weight="strong" tabularNumbers>
                {formatUnits(source.available)} available
              </Text>
            </div>
            <Text size="sm" tone="muted">
              From {source.siteName}, {source.fromPlace}
            </Text>
          </div>
          <Select
            label="Destination site"
            placeholder="Select a site"
            options={options.sites}
            required
            error={errors.site_id?.message}
            {...register('site_id', {
              onChange: () => {
                setValue('sublocation_id', '');
                setValue('subarea_id', '');
              },
            })}
          />
          <Select
            label="Sublocation"
            placeholder={
              options.sublocations.length ? 'Select a sublocation' : 'Choose a site first'
            }
            options={options.sublocations}
            required
            disabled={options.sublocations.length === 0}
            error={errors.sublocation_id?.message}
            {...register('sublocation_id', { onChange: () => setValue('subarea_id', '') })}
          />
          <Select
            label="Subarea"
            placeholder={
              options.subareas.length ? 'Select a subarea' : 'Choose a sublocation first'
            }
            options={options.subareas}
            required
            disabled={options.subareas.length === 0}
            error={errors.subarea_id?.message}
            {...register('subarea_id')}
          />
          <NumberField
            label="Quantity"
            integer
            required
            hint={`Whole units, up to ${formatUnits(source.available)}.`}
            error={errors.quantity?.message}
            {...register('quantity', {
              // SPEC section 5: clamped to 0..available as the user types; empty stays empty so
              // that 'Move' can refuse it.
              onChange: (event: { target: { value: string } }) => {
                const typed = event.target.value;
                if (typed.trim() === '') return;
                const clamped = String(clampMoveQuantity(typed, source.available));
                if (clamped !== typed) setValue('quantity', clamped);
              },
            })}
          />
        </Stack>
      </form>
    </Modal>
  );
}
