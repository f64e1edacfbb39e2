import { type NewInspectionFormValues, WEATHER_OPTIONS } from '@scaffold/domain';
import { NumberField, Select, TextField } from '@scaffold/ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import * as styles from './NewInspectionForm.css';
import type { ScaffoldChoices } from './scaffold-choices';

export type ComponentSystemsState =
  | { status: 'loading' }
  | { status: 'ready'; names: readonly string[] }
  | { status: 'error' };

interface ConditionsFieldsProps {
  register: UseFormRegister<NewInspectionFormValues>;
  errors: FieldErrors<NewInspectionFormValues>;
  componentSystems: ComponentSystemsState;
  /** A restored draft may name a scaffold type no longer offered; it stays selectable. */
  scaffoldType: string;
  /** The site's scaffolds the inspection may name. */
  scaffoldChoices: ScaffoldChoices;
  /** The scaffold named now ('' for none), and its tag when known from a deep link. */
  scaffoldId: string;
  scaffoldTag?: string;
}

const NO_SCAFFOLD = 'None: the site as a whole';

/** The scaffold the inspection is of: optional, the site's own inspections stay valid. */
function ScaffoldChoice({
  register,
  choices,
  scaffoldId,
  scaffoldTag,
}: {
  register: UseFormRegister<NewInspectionFormValues>;
  choices: ScaffoldChoices;
  scaffoldId: string;
  scaffoldTag?: string;
}) {
  const listed = choices.status === 'ready' ? choices.scaffolds : [];
  // The one named already (a deep link, a draft) stays choosable while the list is not read.
  if (choices.status === 'none' && !scaffoldId) return null;
  const options = listed.map((scaffold) => ({
    value: String(scaffold.id),
    label: `Tag ${scaffold.tag_number}: ${scaffold.description}`,
  }));
  if (scaffoldId && !listed.some((scaffold) => String(scaffold.id) === scaffoldId)) {
    options.push({
      value: scaffoldId,
      label: scaffoldTag ? `Tag ${scaffoldTag}` : 'The scaffold named before',
    });
  }
  return (
    <Select
      label="Scaffold (tag)"
      placeholder={choices.status === 'loading' ? 'Loading scaffolds...' : NO_SCAFFOLD}
      options={options}
      hint={
        choices.status === 'error'
          ? "The site's scaffolds could not be loaded: the inspection can be of the site."
          : 'Its tag follows the result.'
      }
      {...register('scaffold_id')}
    />
  );
}

/** Weather and scaffold: every field here is required before anything is sent (PRODUCT.md "New inspection fields"). */
export function ConditionsFields({
  register,
  errors,
  componentSystems,
  scaffoldType,
  scaffoldChoices,
  scaffoldId,
  scaffoldTag,
}: ConditionsFieldsProps) {
  const names = componentSystems.status === 'ready' ? componentSystems.names : [];
  const scaffoldOptions = [
    ...names,
    ...(scaffoldType && !names.includes(scaffoldType) ? [scaffoldType] : []),
  ].map((name) => ({ value: name, label: name }));
  const scaffoldPlaceholder =
    componentSystems.status === 'loading'
      ? 'Loading scaffold types...'
      : componentSystems.status === 'error'
        ? 'Scaffold types unavailable'
        : 'Select scaffold type';
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Weather conditions</legend>
        <div className={`${styles.grid} ${styles.gridWide}`}>
          <Select
            label="Weather"
            required
            placeholder="Select weather"
            options={WEATHER_OPTIONS}
            error={errors.weather?.message}
            {...register('weather')}
          />
          <NumberField
            label="Temperature"
            unit="°C"
            signed
            required
            error={errors.temperature?.message}
            {...register('temperature')}
          />
          <NumberField
            label="Humidity"
            unit="%"
            required
            error={errors.humidity?.message}
            {...register('humidity')}
          />
          <NumberField
            label="Wind speed"
            unit="km/h"
            required
            error={errors.wind_speed?.message}
            {...register('wind_speed')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Scaffold</legend>
        <div className={styles.grid}>
          <ScaffoldChoice
            register={register}
            choices={scaffoldChoices}
            scaffoldId={scaffoldId}
            scaffoldTag={scaffoldTag}
          />
          <Select
            label="Scaffold type"
            required
            placeholder={scaffoldPlaceholder}
            options={scaffoldOptions}
            error={errors.scaffold_type?.message}
            {...register('scaffold_type')}
          />
          <NumberField
            label="Scaffold height"
            unit="m"
            required
            error={errors.scaffold_height?.message}
            {...register('scaffold_height')}
          />
          <TextField
            label="Load rating"
            required
            placeholder="e.g. General purpose (2.0 kN/m²)"
            error={errors.load_rating?.message}
            {...register('load_rating')}
          />
          <TextField
            label="Tie pattern"
            required
            placeholder="e.g. Box ties at every other lift"
            error={errors.tie_pattern?.message}
            {...register('tie_pattern')}
          />
        </div>
      </fieldset>
    </>
  );
}
