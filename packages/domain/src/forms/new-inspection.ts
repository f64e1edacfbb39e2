// The New Inspection form: the values as its inputs hold them, the PRODUCT.md "New inspection fields" messages, the
// fields it requires, its blank state and the saveInspection body it sends. The body's shape is
// the contract's (schemas/inspection.ts), and so are the measurement ranges both check.
import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEMS,
  type ChecklistAnswers,
  checklistAnswersSchema,
  HUMIDITY_RANGE,
  type Id,
  type SavedInspection,
  savedInspectionSchema,
  TEMPERATURE_RANGE,
  WEATHER_CONDITIONS,
  WIND_SPEED_RANGE,
} from '../schemas';
import {
  checkedText,
  measurementError,
  parseDecimal,
  positiveNumberError,
  requiredText,
} from './fields';

export const temperatureError = (raw: string) =>
  measurementError(raw, TEMPERATURE_RANGE.min, TEMPERATURE_RANGE.max);
export const humidityError = (raw: string) =>
  measurementError(raw, HUMIDITY_RANGE.min, HUMIDITY_RANGE.max);
export const windSpeedError = (raw: string) =>
  measurementError(raw, WIND_SPEED_RANGE.min, WIND_SPEED_RANGE.max);

const scaffoldTypeField = (componentSystemNames?: readonly string[]) =>
  z.string().superRefine((value, ctx) => {
    if (!value.trim()) ctx.addIssue({ code: 'custom', message: MESSAGES.required });
    else if (componentSystemNames && !componentSystemNames.includes(value)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.scaffoldTypeUnknown });
    }
  });

const newInspectionFields = {
  weather: z
    .enum(['', ...WEATHER_CONDITIONS])
    .refine((value) => value !== '', { message: MESSAGES.required }),
  temperature: checkedText(temperatureError),
  humidity: checkedText(humidityError),
  wind_speed: checkedText(windSpeedError),
  scaffold_type: scaffoldTypeField(),
  scaffold_height: checkedText(positiveNumberError),
  load_rating: requiredText(),
  tie_pattern: requiredText(),
  categories: checklistAnswersSchema,
  notes: z.string(),
  /** item key 'category.item' → image data URL, one per item */
  photos: z.record(z.string(), z.string()),
  /** PNG data URLs, '' when unsigned */
  signatures: z.object({ inspector: z.string(), supervisor: z.string(), client: z.string() }),
  // Schedule 7's particulars the spec's form lacks: who reports, what was done, what is needed.
  inspector_name: requiredText(),
  inspector_position: requiredText(),
  action_taken: z.string(),
  further_action: z.string(),
  /** The id of the scaffold inspected, as text ('' or absent: the whole site). */
  scaffold_id: z.string().optional(),
};

/** Whether any checklist item failed: a matter of risk the report must act on. */
export function hasFailedItem(categories: ChecklistAnswers): boolean {
  return CHECKLIST_CATEGORIES.some((category) =>
    Object.values(categories[category]).some((answer) => answer.status === 'fail'),
  );
}

const withFurtherActionRule = <
  T extends z.ZodType<{ categories: ChecklistAnswers; further_action: string }>,
>(
  schema: T,
) =>
  schema.superRefine((values, ctx) => {
    if (hasFailedItem(values.categories) && !values.further_action.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['further_action'],
        message: MESSAGES.furtherActionRequired,
      });
    }
  });

/**
 * The New Inspection form values, as the inputs hold them (numbers as typed text), with the
 * PRODUCT.md "New inspection fields" messages. Parsing does not change the values; `toSavedInspection` converts.
 */
export const newInspectionSchema = withFurtherActionRule(z.object(newInspectionFields));
export type NewInspectionFormValues = z.input<typeof newInspectionSchema>;

/** The same form, with the scaffold type checked against the component systems offered. */
export function newInspectionSchemaFor(componentSystemNames: readonly string[]) {
  return withFurtherActionRule(
    z.object({ ...newInspectionFields, scaffold_type: scaffoldTypeField(componentSystemNames) }),
  );
}

/** The fields PRODUCT.md "New inspection fields" requires before anything is sent. */
export const REQUIRED_INSPECTION_FIELDS = [
  'scaffold_type',
  'scaffold_height',
  'load_rating',
  'tie_pattern',
  'weather',
  'temperature',
  'humidity',
  'wind_speed',
] as const satisfies readonly (keyof NewInspectionFormValues)[];
export type RequiredInspectionField = (typeof REQUIRED_INSPECTION_FIELDS)[number];

export const INSPECTION_FIELD_LABELS: Record<RequiredInspectionField, string> = {
  scaffold_type: 'Scaffold type',
  scaffold_height: 'Scaffold height',
  load_rating: 'Load rating',
  tie_pattern: 'Tie pattern',
  weather: 'Weather',
  temperature: 'Temperature',
  humidity: 'Humidity',
  wind_speed: 'Wind speed',
};

/**
 * The required fields left blank. Non-empty drives the alert
 * 'Please complete all required scaffold and weather fields.' and nothing is sent.
 */
export function missingRequiredInspectionFields(
  values: Pick<NewInspectionFormValues, RequiredInspectionField>,
): RequiredInspectionField[] {
  return REQUIRED_INSPECTION_FIELDS.filter((field) => !String(values[field] ?? '').trim());
}

function emptyAnswers(): ChecklistAnswers {
  const answers = Object.fromEntries(
    CHECKLIST_CATEGORIES.map((category) => [
      category,
      Object.fromEntries(
        CHECKLIST_ITEMS[category].map((item) => [item, { status: '', notes: '' }]),
      ),
    ]),
  );
  return answers as ChecklistAnswers;
}

/** The New Inspection form's default values: everything blank, every item 'Select Status'. */
export function emptyInspectionForm(): NewInspectionFormValues {
  return {
    weather: '',
    temperature: '',
    humidity: '',
    wind_speed: '',
    scaffold_type: '',
    scaffold_height: '',
    load_rating: '',
    tie_pattern: '',
    categories: emptyAnswers(),
    notes: '',
    photos: {},
    signatures: { inspector: '', supervisor: '', client: '' },
    inspector_name: '',
    inspector_position: '',
    action_taken: '',
    further_action: '',
  };
}

/**
 * The saveInspection body from valid form values: numbers parsed, text trimmed.
 * Throws a ZodError if the values are not valid (validate with the form schema first).
 */
export function toSavedInspection(values: NewInspectionFormValues, siteId: Id): SavedInspection {
  const number = (raw: string) => parseDecimal(raw) ?? Number.NaN;
  return savedInspectionSchema.parse({
    site_id: siteId,
    notes: values.notes.trim(),
    weather_conditions: values.weather,
    temperature: number(values.temperature),
    humidity: number(values.humidity),
    wind_speed: number(values.wind_speed),
    scaffold_type: values.scaffold_type.trim(),
    scaffold_height: number(values.scaffold_height),
    load_rating: values.load_rating.trim(),
    tie_pattern: values.tie_pattern.trim(),
    categories: values.categories,
    photos: Object.fromEntries(Object.entries(values.photos).filter(([, photo]) => photo !== '')),
    signatures: values.signatures,
    inspector_name: values.inspector_name.trim(),
    inspector_position: values.inspector_position.trim(),
    action_taken: values.action_taken.trim(),
    further_action: values.further_action.trim(),
    ...(values.scaffold_id ? { scaffold_id: Number(values.scaffold_id) } : {}),
  });
}
