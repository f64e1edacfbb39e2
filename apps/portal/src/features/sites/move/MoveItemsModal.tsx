import {
  clampMoveQuantity,
  formatUnits,
  type MoveDestinationRow,
  type MoveDestinationSite,
  type MoveFormValues,
} from '@scaffold/domain';
import { Button, Modal, NumberField, Select, Stack, Text, TextField } from '@scaffold/ui';
import { type FormEventHandler, useId, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { FirstPageFailed, type PagesQuery, ShowMoreRows } from '../../../data/views/ShowMoreRows';
import * as styles from './MoveFlow.css';
import { moveSelectOptions } from './move-options';
import type { MoveSource } from './move-source';

export interface MoveItemsModalProps {
  source: MoveSource;
  destinations: readonly MoveDestinationSite[];
  /** The destinations as read, a page at a time (their loading, error and 'Show more'). */
  destinationPages: PagesQuery<MoveDestinationRow>;
  siteSearch: string;
  onSiteSearch: (search: string) => void;
  onSiteChosen: (siteId: string) => void;
  form: UseFormReturn<MoveFormValues>;
  onMove: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
}

/** 'Move Items': where to (site, sublocation, subarea) and how many (clamped as typed). */
export function MoveItemsModal({
  source,
  destinations,
  destinationPages,
  siteSearch,
  onSiteSearch,
  onSiteChosen,
  form,
  onMove,
  onCancel,
}: MoveItemsModalProps) {
  const loading = !destinationPages.data;
  // Many sites: a search narrows them (by name or city); a few are all in the select.
  const searchable = siteSearch !== '' || Boolean(destinationPages.hasNextPage);
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
          {searchable && (
            <TextField
              type="search"
              label="Find a destination site"
              hint="Part of its name or city."
              autoComplete="off"
              value={siteSearch}
              onChange={(event) => onSiteSearch(event.target.value)}
            />
          )}
          <Select
            label="Destination site"
            placeholder={loading ? 'Loading sites...' : 'Select a site'}
            options={options.sites}
            required
            disabled={loading}
            error={errors.site_id?.message}
            {...register('site_id', {
              onChange: (event: { target: { value: string } }) => {
                onSiteChosen(event.target.value);
                setValue('sublocation_id', '');
                setValue('subarea_id', '');
              },
            })}
          />
          <FirstPageFailed query={destinationPages} noun="sites" />
          <ShowMoreRows query={destinationPages} noun="sites" />
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
              // PRODUCT.md "Move quantity": clamped to 0..available as the user types; empty stays empty so
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
