import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  emptyHandoverForm,
  HANDOVER_MESSAGES,
  type HandoverFormValues,
  handoverFormSchema,
  parseLocalDateTime,
  toHandoverRequest,
  toLocalDateTimeInput,
} from './handover';
import {
  emptyScaffoldForm,
  LIFTS_MESSAGE,
  newScaffoldFormSchema,
  toCreateScaffoldRequest,
} from './scaffold';

const NOW = new Date(2026, 10, 24, 10, 15);
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

const valid = (overrides: Partial<HandoverFormValues> = {}): HandoverFormValues => ({
  ...emptyHandoverForm(
    {
      description: 'Independent tied scaffold, north elevation',
      system: 'Cuplock',
      height_m: 12.5,
      lifts: 6,
      load_class: 3,
      permitted_use: 'Brickwork and general access',
      limitations: '',
    },
    { name: 'Priya Shah', position: 'Scaffold supervisor (CISRS Advanced)' },
    NOW,
  ),
  ties_tested: 'yes',
  erected_by: 'Summit erection team 2',
  competent_person_signature: SIGNATURE,
  ...overrides,
});

/** The messages by field, or {} when the values are valid. */
function problems(values: HandoverFormValues, now = NOW): Record<string, string> {
  const parsed = handoverFormSchema(now).safeParse(values);
  if (parsed.success) return {};
  return Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe("the handover's validation", () => {
  it('accepts a complete certificate without the client (to be signed later)', () => {
    expect(problems(valid())).toEqual({});
    const request = toHandoverRequest(valid());
    expect(request.client).toBeNull();
    expect(request).toMatchObject({ height_m: 12.5, lifts: 6, load_class: 3, ties_tested: 'yes' });
    expect(request.handed_over_at).toBe(NOW.toISOString());
  });

  it('asks for every required particular', () => {
    const blank = emptyHandoverForm(null, { name: '', position: '' }, NOW);
    const found = problems({ ...blank, handed_over_at: '' });
    for (const field of [
      'description',
      'system',
      'height_m',
      'lifts',
      'load_class',
      'permitted_use',
      'ties_tested',
      'erected_by',
      'competent_person_name',
      'competent_person_position',
      'handed_over_at',
    ]) {
      expect(found[field], field).toBe(MESSAGES.required);
    }
    expect(found.competent_person_signature).toBe(HANDOVER_MESSAGES.competentSignature);
    expect(found.limitations).toBeUndefined();
  });

  it('refuses untested ties, a date later than now, and odd numbers', () => {
    expect(problems(valid({ ties_tested: 'no' })).ties_tested).toBe(HANDOVER_MESSAGES.tiesUntested);
    expect(problems(valid({ ties_tested: 'na' }))).toEqual({});
    const later = toLocalDateTimeInput(new Date(NOW.getTime() + 6 * 60_000));
    expect(problems(valid({ handed_over_at: later })).handed_over_at).toBe(
      HANDOVER_MESSAGES.inTheFuture,
    );
    // A clock a few minutes fast is not the future.
    const soon = toLocalDateTimeInput(new Date(NOW.getTime() + 4 * 60_000));
    expect(problems(valid({ handed_over_at: soon }))).toEqual({});
    expect(problems(valid({ handed_over_at: 'yesterday' })).handed_over_at).toBe(
      HANDOVER_MESSAGES.dateTime,
    );
    expect(problems(valid({ height_m: '0' })).height_m).toBe('0 must be greater than 0');
    expect(problems(valid({ height_m: '250' })).height_m).toBe('250 is out of range (up to 200 m)');
    expect(problems(valid({ lifts: '2.5' })).lifts).toBe(LIFTS_MESSAGE);
    expect(problems(valid({ load_class: '7' as never })).load_class).toBeDefined();
  });

  it('takes the client on the spot only with both a name and a signature', () => {
    expect(problems(valid({ client_signature: SIGNATURE })).client_name).toBe(
      HANDOVER_MESSAGES.clientName,
    );
    expect(problems(valid({ client_name: 'Sam Client' })).client_signature).toBe(
      HANDOVER_MESSAGES.clientUnsigned,
    );
    const both = valid({ client_name: ' Sam Client ', client_signature: SIGNATURE });
    expect(problems(both)).toEqual({});
    expect(toHandoverRequest(both).client).toEqual({ name: 'Sam Client', signature: SIGNATURE });
  });

  it('reads back any minute it writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 0, 1), noInvalidDate: true }),
        (date) => {
          const minute = new Date(date);
          minute.setSeconds(0, 0);
          expect(parseLocalDateTime(toLocalDateTimeInput(minute))?.getTime()).toBe(
            minute.getTime(),
          );
        },
      ),
      { numRuns: 100 },
    );
  }, 30_000);
});

describe('the new-scaffold form', () => {
  it('numbers the scaffold on the server when no tag number is typed', () => {
    const values = {
      ...emptyScaffoldForm(),
      description: 'Birdcage, atrium',
      system: 'Kwikstage',
      height_m: '8',
      lifts: '4',
      load_class: '2',
      permitted_use: 'Ceiling works',
      sublocation_id: '11',
      subarea_id: '',
    };
    expect(newScaffoldFormSchema.safeParse(values).success).toBe(true);
    const request = toCreateScaffoldRequest(values, 5);
    expect(request).not.toHaveProperty('tag_number');
    expect(request).toMatchObject({ site_id: 5, sublocation_id: 11, subarea_id: null, lifts: 4 });
    expect(toCreateScaffoldRequest({ ...values, tag_number: ' T-0100 ' }, 5).tag_number).toBe(
      'T-0100',
    );
  });
});
