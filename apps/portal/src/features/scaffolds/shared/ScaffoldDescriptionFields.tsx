import type { toScaffoldDescription } from '@scaffold/domain';
import { Select, TextArea, TextField } from '@scaffold/ui';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { LOAD_CLASS_OPTIONS } from './load-class-options';

/** The description fields as typed (domain's scaffoldDescriptionFields). */
type DescriptionValues = Parameters<typeof toScaffoldDescription>[0];

interface ScaffoldDescriptionFieldsProps<T extends FieldValues & DescriptionValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The scaffold types offered. */
  systemOptions: readonly { value: string; label: string }[];
  systemPlaceholder: string;
  descriptionHint?: string;
  /** The class of a row of two fields (each form lays its rows out). */
  rowClassName: string;
}

/**
 * What a scaffold is, as the new-scaffold form and the handover certificate both ask it:
 * description, type, load class, height, lifts, permitted use and limitations.
 */
export function ScaffoldDescriptionFields<T extends FieldValues & DescriptionValues>({
  register,
  errors,
  systemOptions,
  systemPlaceholder,
  descriptionHint,
  rowClassName,
}: ScaffoldDescriptionFieldsProps<T>) {
  // The names are the description's own, which T has (the constraint): one cast for them all.
  const field = (name: keyof DescriptionValues) => register(name as Path<T>);
  const error = (name: keyof DescriptionValues) =>
    (errors as FieldErrors<DescriptionValues>)[name]?.message;
  return (
    <>
      <TextField
        label="Description"
        hint={descriptionHint}
        required
        error={error('description')}
        {...field('description')}
      />
      <div className={rowClassName}>
        <Select
          label="Scaffold type"
          required
          placeholder={systemPlaceholder}
          options={systemOptions}
          error={error('system')}
          {...field('system')}
        />
        <Select
          label="Load class"
          required
          placeholder="Choose a class"
          options={LOAD_CLASS_OPTIONS}
          error={error('load_class')}
          {...field('load_class')}
        />
      </div>
      <div className={rowClassName}>
        <TextField
          label="Height (m)"
          inputMode="decimal"
          required
          error={error('height_m')}
          {...field('height_m')}
        />
        <TextField
          label="Lifts"
          inputMode="numeric"
          required
          error={error('lifts')}
          {...field('lifts')}
        />
      </div>
      <TextField
        label="Permitted use"
        required
        error={error('permitted_use')}
        {...field('permitted_use')}
      />
      <TextArea
        label="Limitations"
        hint="Anything here makes its tag amber: safe to use within these limits."
        rows={2}
        error={error('limitations')}
        {...field('limitations')}
      />
    </>
  );
}
