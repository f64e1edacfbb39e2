// The New Inspection form as the tests fill it in (its stories, the e2e and the e2e of every
// engine; never imported by the app): one table of fields and values, read by one filling
// helper per way of driving a browser, so a field renamed or a value changed is changed for all.

/** How a field takes its value: typed into a textbox, chosen by its option's label, or a photo. */
export type FieldKind = 'text' | 'select' | 'photo';

export interface FormField {
  /**
   * The start of the field's accessible name (all of it when `exact`); a photo's is its item's
   * name, which labels the file input behind its button.
   */
  label: string;
  kind: FieldKind;
  /** What is typed, the option chosen, or the photo's file name. */
  value: string;
  exact?: boolean;
}

/** The weather and scaffold: every one required. */
export const CONDITIONS: readonly FormField[] = [
  { label: 'Weather', kind: 'select', value: 'Clear' },
  { label: 'Temperature', kind: 'text', value: '12' },
  { label: 'Humidity', kind: 'text', value: '64' },
  { label: 'Wind speed', kind: 'text', value: '18' },
  { label: 'Scaffold type', kind: 'select', value: 'Cuplock' },
  { label: 'Scaffold height', kind: 'text', value: '14.5' },
  { label: 'Load rating', kind: 'text', value: 'General purpose (2.0 kN/m²)' },
  { label: 'Tie pattern', kind: 'text', value: 'Box ties at every other lift' },
];

/** The item that fails, with a note and a photo. */
export const FAILED_ITEM = 'Signage';

/** Answers to the checklist: three items pass and one fails, with a note. */
export const CHECKLIST: readonly FormField[] = [
  ...['Base plates', 'Ties secure', 'Toe boards'].map(
    (item): FormField => ({ label: `Status for ${item}`, kind: 'select', value: 'Pass' }),
  ),
  { label: `Status for ${FAILED_ITEM}`, kind: 'select', value: 'Fail' },
  { label: `Notes for ${FAILED_ITEM}`, kind: 'text', value: 'Sign missing at gate 2' },
];

/** The failed item's photo; it shows as `${label} photo` once taken. */
export const ITEM_PHOTO: FormField = { label: FAILED_ITEM, kind: 'photo', value: 'signage.png' };

/** The general notes, which tell the saved inspection apart in a site's history. */
export const INSPECTION_NOTES = 'Gate 2 sign to be replaced today.';

/** The report's words; with an item failed, its further action is required. */
export const REPORT: readonly FormField[] = [
  { label: 'Notes', kind: 'text', value: INSPECTION_NOTES, exact: true },
  {
    label: 'Further action needed',
    kind: 'text',
    value: 'Replace the gate 2 sign before the scaffold is used.',
  },
];

/** Everything an inspector enters before signing, in the order of the form. */
export const COMPLETE: readonly FormField[] = [...CONDITIONS, ...CHECKLIST, ITEM_PHOTO, ...REPORT];

/** The signature pads, by the start of their names ('… Signed' once drawn). */
export const SIGNERS = ['Inspector signature', 'Supervisor signature', 'Client signature'];

/** The value the table gives the field of this label. */
export function tableValue(label: string): string {
  const field = COMPLETE.find((candidate) => candidate.label === label);
  if (!field) throw new Error(`No field '${label}' in the form's table`);
  return field.value;
}

/** The fields with some values of a test's own (a reading it is about, an input it refuses). */
export function withValues(
  fields: readonly FormField[],
  values: Record<string, string>,
): FormField[] {
  return fields.map((field) =>
    field.label in values ? { ...field, value: values[field.label] ?? field.value } : field,
  );
}
