import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  emptyInspectionForm,
  humidityError,
  missingRequiredInspectionFields,
  type NewInspectionFormValues,
  newInspectionSchema,
  newInspectionSchemaFor,
  temperatureError,
  toSavedInspection,
  windSpeedError,
} from './new-inspection';

const filled = (overrides: Partial<NewInspectionFormValues> = {}): NewInspectionFormValues => ({
  ...emptyInspectionForm(),
  weather: 'clear',
  temperature: '12.5',
  humidity: '60',
  wind_speed: '15',
  scaffold_type: 'Cuplock',
  scaffold_height: '8.5',
  load_rating: 'Class 3',
  tie_pattern: 'Staggered',
  inspector_name: 'Sian Roberts',
  inspector_position: 'Scaffold inspector',
  ...overrides,
});

const fieldErrors = (values: NewInspectionFormValues, schema = newInspectionSchema) => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('temperature', () => {
  it('accepts -100 and 100, refuses -101 and 101 with the range message', () => {
    expect(temperatureError('-100')).toBeNull();
    expect(temperatureError('100')).toBeNull();
    expect(temperatureError('101')).toBe('101 is out of range (-100 to 100)');
    expect(temperatureError('-101')).toBe('-101 is out of range (-100 to 100)');
  });
  it("says 'Required' when empty and '{value} is not a valid value' when not a number", () => {
    expect(temperatureError('')).toBe('Required');
    expect(temperatureError('   ')).toBe('Required');
    expect(temperatureError('warm')).toBe('warm is not a valid value');
    expect(temperatureError('1e2')).toBe('1e2 is not a valid value');
    expect(temperatureError('Infinity')).toBe('Infinity is not a valid value');
  });
});

describe('humidity and wind speed', () => {
  it('refuse 0 and 101, accept 1 and 100', () => {
    for (const check of [humidityError, windSpeedError]) {
      expect(check('0')).toBe('0 is out of range (1 to 100)');
      expect(check('1')).toBeNull();
      expect(check('100')).toBeNull();
      expect(check('101')).toBe('101 is out of range (1 to 100)');
      expect(check('0.5')).toBe('0.5 is out of range (1 to 100)');
      expect(check('')).toBe('Required');
      expect(check('gusty')).toBe('gusty is not a valid value');
    }
  });
});

describe('newInspectionSchema', () => {
  it('accepts a filled form unchanged', () => {
    const values = filled();
    expect(newInspectionSchema.parse(values)).toEqual(values);
  });

  it('reports every blank required field as Required', () => {
    expect(fieldErrors(emptyInspectionForm())).toEqual({
      weather: 'Required',
      temperature: 'Required',
      humidity: 'Required',
      wind_speed: 'Required',
      scaffold_type: 'Required',
      scaffold_height: 'Required',
      load_rating: 'Required',
      tie_pattern: 'Required',
      inspector_name: 'Required',
      inspector_position: 'Required',
    });
  });

  it('refuses a scaffold height of 0 or text', () => {
    expect(fieldErrors(filled({ scaffold_height: '0' }))).toEqual({
      scaffold_height: '0 must be greater than 0',
    });
    expect(fieldErrors(filled({ scaffold_height: 'tall' }))).toEqual({
      scaffold_height: 'tall is not a valid value',
    });
  });

  it('checks the scaffold type against the component systems when given them', () => {
    const schema = newInspectionSchemaFor(['Cuplock', 'Tube and fitting']);
    expect(fieldErrors(filled(), schema)).toEqual({});
    expect(fieldErrors(filled({ scaffold_type: 'Kwikstage' }), schema)).toEqual({
      scaffold_type: MESSAGES.scaffoldTypeUnknown,
    });
    expect(fieldErrors(filled({ scaffold_type: '' }), schema)).toEqual({
      scaffold_type: 'Required',
    });
  });
});

describe('missingRequiredInspectionFields', () => {
  it('lists blank required fields, none when complete', () => {
    expect(missingRequiredInspectionFields(filled())).toEqual([]);
    expect(missingRequiredInspectionFields(filled({ weather: '', humidity: ' ' }))).toEqual([
      'weather',
      'humidity',
    ]);
    expect(missingRequiredInspectionFields(emptyInspectionForm())).toHaveLength(8);
  });
});

describe('emptyInspectionForm', () => {
  it('has a blank answer for each of the 22 checklist items and unsigned pads', () => {
    const form = emptyInspectionForm();
    const answers = Object.values(form.categories).flatMap((category) => Object.values(category));
    expect(answers).toHaveLength(22);
    expect(answers.every((answer) => answer.status === '' && answer.notes === '')).toBe(true);
    expect(form.signatures).toEqual({ inspector: '', supervisor: '', client: '' });
    expect(form.weather).toBe('');
  });
});

describe('toSavedInspection', () => {
  it('names the scaffold inspected when the form has one, and no scaffold otherwise', () => {
    expect(toSavedInspection(filled({ scaffold_id: '7' }), 3)).toMatchObject({
      site_id: 3,
      scaffold_id: 7,
    });
    expect(toSavedInspection(filled({ scaffold_id: '' }), 3)).not.toHaveProperty('scaffold_id');
    expect(toSavedInspection(filled({}), 3)).not.toHaveProperty('scaffold_id');
  });

  it('parses numbers, trims text and drops empty photos', () => {
    const values = filled({
      notes: ' All good ',
      temperature: '-3',
      photos: { 'foundations.base_plates': 'data:image/png;base64,AAA', 'safety.signage': '' },
    });
    values.categories.foundations.base_plates = { status: 'pass', notes: 'firm' };
    const saved = toSavedInspection(values, 42);
    expect(saved).toMatchObject({
      site_id: 42,
      notes: 'All good',
      weather_conditions: 'clear',
      temperature: -3,
      humidity: 60,
      wind_speed: 15,
      scaffold_type: 'Cuplock',
      scaffold_height: 8.5,
      load_rating: 'Class 3',
      tie_pattern: 'Staggered',
      photos: { 'foundations.base_plates': 'data:image/png;base64,AAA' },
      signatures: { inspector: '', supervisor: '', client: '' },
    });
    expect(saved.categories.foundations.base_plates).toEqual({ status: 'pass', notes: 'firm' });
  });
  it('throws on values that did not pass the form schema', () => {
    expect(() => toSavedInspection(filled({ humidity: '101' }), 1)).toThrow();
  });
});

describe('the report particulars (Schedule 7)', () => {
  const withFailedSignage = (further_action: string) => {
    const values = filled({ further_action });
    values.categories.safety.signage = { status: 'fail', notes: 'Sign missing' };
    return values;
  };

  it('require the inspector name and position', () => {
    const errors = fieldErrors(filled({ inspector_name: ' ', inspector_position: '' }));
    expect(errors).toEqual({
      inspector_name: MESSAGES.required,
      inspector_position: MESSAGES.required,
    });
  });

  it('require the further action when an item failed, and only then', () => {
    expect(fieldErrors(withFailedSignage('  '))).toEqual({
      further_action: MESSAGES.furtherActionRequired,
    });
    expect(fieldErrors(withFailedSignage('Replace the sign at gate 2'))).toEqual({});
    expect(fieldErrors(filled({ further_action: '' }))).toEqual({});
    // The same rule holds with the scaffold types checked.
    expect(fieldErrors(withFailedSignage(''), newInspectionSchemaFor(['Cuplock']))).toEqual({
      further_action: MESSAGES.furtherActionRequired,
    });
  });

  it('are sent trimmed', () => {
    const saved = toSavedInspection(
      filled({ action_taken: ' Closed bay 3 ', further_action: ' Replace board ' }),
      4,
    );
    expect(saved).toMatchObject({
      inspector_name: 'Sian Roberts',
      inspector_position: 'Scaffold inspector',
      action_taken: 'Closed bay 3',
      further_action: 'Replace board',
    });
  });
});
