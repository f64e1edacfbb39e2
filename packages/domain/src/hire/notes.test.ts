import { describe, expect, it } from 'vitest';
import {
  type CollectionNote,
  collectionNoteRequestSchema,
  type DeliveryNote,
  type DeliveryNoteRequest,
  deliveryNoteRequestSchema,
  hireStatementQuerySchema,
  offHireRequestSchema,
  statementPeriodSchema,
} from '../schemas';
import { HIRE_MESSAGES } from './messages';
import {
  collectionNoteCheck,
  correctionError,
  deliveryNoteErrors,
  noteDateError,
  offHireErrors,
  siteStartDate,
} from './note-checks';

const signature = (name = 'Dan Driver', points = 42) => ({
  name,
  image: 'data:image/png;base64,iVBORw0KGgo=',
  points,
  signed_at: '2026-11-20T09:30:00Z',
});
const delivery = (overrides: Record<string, unknown> = {}) => ({
  from_site_id: null,
  to_site_id: 7,
  delivered_at: '2026-11-20T09:30:00Z',
  lines: [{ item_id: 1, quantity: 40 }],
  receipt: { kind: 'signed', signature: signature('Sam Site') },
  vehicle: 'MX21 ABC',
  driver_signature: signature(),
  ...overrides,
});
/** The messages of a refused body, by the path of each field. */
function refusals(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('a delivery note as sent', () => {
  it('is read when signed by both, or dropped with a photo', () => {
    expect(deliveryNoteRequestSchema.safeParse(delivery()).success).toBe(true);
    const dropped = delivery({
      receipt: { kind: 'no_one_on_site', photo: 'data:image/jpeg;base64,/9j/4AAQ' },
    });
    expect(deliveryNoteRequestSchema.parse(dropped).corrects).toBeNull();
  });

  it.each([
    [0, HIRE_MESSAGES.quantityAtLeastOne],
    [-3, HIRE_MESSAGES.quantityAtLeastOne],
    [2.5, HIRE_MESSAGES.quantityWhole],
    [Number.NaN, HIRE_MESSAGES.quantityWhole],
    ['4', HIRE_MESSAGES.quantityWhole],
  ])('refuses a quantity of %j with the field’s message', (quantity, message) => {
    const result = deliveryNoteRequestSchema.safeParse(
      delivery({ lines: [{ item_id: 1, quantity }] }),
    );
    expect(refusals(result)).toEqual({ 'lines.0.quantity': message });
  });

  it('refuses an empty pad, by its points or its picture, and a nameless signer', () => {
    expect(
      refusals(
        deliveryNoteRequestSchema.safeParse(delivery({ driver_signature: signature('Dan', 0) })),
      ),
    ).toEqual({ 'driver_signature.image': HIRE_MESSAGES.padEmpty });
    const blank = { ...signature(), image: '' };
    expect(
      refusals(deliveryNoteRequestSchema.safeParse(delivery({ driver_signature: blank }))),
    ).toEqual({ 'driver_signature.image': HIRE_MESSAGES.padEmpty });
    const receipt = { kind: 'signed', signature: signature('  ') };
    expect(refusals(deliveryNoteRequestSchema.safeParse(delivery({ receipt })))).toEqual({
      'receipt.signature.name': HIRE_MESSAGES.signerName,
    });
  });

  it('refuses a drop with no photo, no lines, an item twice, the same site, a correction without a reason', () => {
    expect(
      refusals(
        deliveryNoteRequestSchema.safeParse(
          delivery({ receipt: { kind: 'no_one_on_site', photo: '' } }),
        ),
      ),
    ).toEqual({ 'receipt.photo': HIRE_MESSAGES.photoRequired });
    expect(refusals(deliveryNoteRequestSchema.safeParse(delivery({ lines: [] })))).toEqual({
      lines: HIRE_MESSAGES.noLines,
    });
    const twice = [
      { item_id: 1, quantity: 4 },
      { item_id: 1, quantity: 5 },
    ];
    expect(refusals(deliveryNoteRequestSchema.safeParse(delivery({ lines: twice })))).toEqual({
      'lines.1.item_id': HIRE_MESSAGES.lineTwice,
    });
    expect(refusals(deliveryNoteRequestSchema.safeParse(delivery({ from_site_id: 7 })))).toEqual({
      to_site_id: HIRE_MESSAGES.sameSite,
    });
    const corrects = { note_id: 3, reason: '   ' };
    expect(refusals(deliveryNoteRequestSchema.safeParse(delivery({ corrects })))).toEqual({
      'corrects.reason': HIRE_MESSAGES.reasonRequired,
    });
  });
});

describe('a collection note as sent', () => {
  const collection = (lines: unknown[]) => ({
    from_site_id: 7,
    collected_at: '2026-11-27T15:00:00Z',
    lines,
    site_signature: null,
    vehicle: 'MX21 ABC',
    driver_signature: signature(),
  });
  it('reads variances, none by default', () => {
    const note = collectionNoteRequestSchema.parse(
      collection([{ item_id: 1, quantity: 10, short: 2 }]),
    );
    expect(note.lines[0]).toEqual({ item_id: 1, quantity: 10, short: 2, damaged: 0 });
  });
  it('refuses more short and damaged than were collected', () => {
    const result = collectionNoteRequestSchema.safeParse(
      collection([{ item_id: 1, quantity: 10, short: 6, damaged: 5 }]),
    );
    expect(refusals(result)).toEqual({ 'lines.0.short': HIRE_MESSAGES.variancesAboveQuantity });
  });
});

describe('the checks beyond the body', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  it('refuses a date in the future (a clock a few minutes fast aside) or before the site started', () => {
    const dates = { siteStart: '2026-11-02', now };
    expect(noteDateError('2026-11-28T10:04:00Z', dates)).toBeNull();
    expect(noteDateError('2026-11-28T10:06:00Z', dates)).toBe(HIRE_MESSAGES.dateInTheFuture);
    expect(noteDateError('2026-11-02T00:00:00Z', dates)).toBeNull();
    expect(noteDateError('2026-11-01T23:59:00Z', dates)).toBe(HIRE_MESSAGES.dateBeforeSiteStart);
    // 23:30 UTC on 31 May is 00:30 on 1 June in London: the site's first day.
    expect(noteDateError('2026-05-31T23:30:00Z', { siteStart: '2026-06-01', now })).toBeNull();
    expect(noteDateError('2026-05-31T22:30:00Z', { siteStart: '2026-06-01', now })).toBe(
      HIRE_MESSAGES.dateBeforeSiteStart,
    );
    expect(noteDateError('2026-11-20T09:00:00Z', { siteStart: null, now })).toBeNull();
  });

  it('reads a site start sent as a date or a date-time', () => {
    expect(siteStartDate('2026-11-02')).toBe('2026-11-02');
    expect(siteStartDate('2026-06-30T23:30:00Z')).toBe('2026-07-01');
    expect(siteStartDate('soon')).toBeNull();
    expect(siteStartDate(undefined)).toBeNull();
  });

  it('refuses a delivery line above what the source has available', () => {
    const note = deliveryNoteRequestSchema.parse(
      delivery({
        lines: [
          { item_id: 1, quantity: 40 },
          { item_id: 2, quantity: 3 },
        ],
      }),
    ) as DeliveryNoteRequest;
    const errors = deliveryNoteErrors(note, {
      siteStart: '2026-11-02',
      now,
      available: new Map([
        [1, 40],
        [2, 1],
      ]),
    });
    expect(errors).toEqual([{ path: 'lines.1.quantity', message: 'Only 1 is available here.' }]);
    expect(
      deliveryNoteErrors(note, { siteStart: '2026-12-01', now, available: new Map() }).map(
        (e) => e.path,
      ),
    ).toEqual(['delivered_at', 'lines.0.quantity', 'lines.1.quantity']);
  });

  it('calls a collection of more than the site holds an over-return, not an error', () => {
    const note = collectionNoteRequestSchema.parse({
      from_site_id: 7,
      collected_at: '2026-11-27T15:00:00Z',
      lines: [
        { item_id: 1, quantity: 12 },
        { item_id: 2, quantity: 5 },
      ],
      site_signature: null,
      vehicle: 'MX21 ABC',
      driver_signature: signature(),
    });
    const check = collectionNoteCheck(note, {
      siteStart: '2026-11-02',
      now,
      held: new Map([
        [1, 10],
        [2, 5],
      ]),
    });
    expect(check).toEqual({ errors: [], overReturns: [{ item_id: 1, quantity: 2 }] });
  });

  it('refuses a backdated off-hire, more than is on hire, a scaffold not on hire', () => {
    const request = (from: string, scope: unknown) =>
      offHireRequestSchema.parse({ site_id: 7, from, scope, requested_by: 'Pat Client' });
    const context = {
      siteStart: '2026-11-02',
      today: '2026-11-28',
      onHire: new Map([[1, 10]]),
      scaffoldsOnHire: new Set([5]),
    };
    expect(offHireErrors(request('2026-11-28', { kind: 'site' }), context)).toEqual([]);
    expect(offHireErrors(request('2026-11-27', { kind: 'site' }), context)).toEqual([
      { path: 'from', message: HIRE_MESSAGES.offHireBeforeToday },
    ]);
    expect(
      offHireErrors(
        request('2026-12-01', { kind: 'lines', lines: [{ item_id: 1, quantity: 11 }] }),
        context,
      ),
    ).toEqual([{ path: 'scope.lines.0.quantity', message: 'Only 10 are on hire here.' }]);
    expect(
      offHireErrors(request('2026-12-01', { kind: 'scaffold', scaffold_id: 6 }), context),
    ).toEqual([{ path: 'scope.scaffold_id', message: HIRE_MESSAGES.scaffoldNotOnHire }]);
    expect(
      offHireErrors(request('2026-12-01', { kind: 'site' }), {
        ...context,
        siteStart: '2027-01-01',
      }),
    ).toEqual([{ path: 'from', message: HIRE_MESSAGES.dateBeforeSiteStart }]);
  });

  it('lets a signed note be corrected once, by a note of its kind and site that says why', () => {
    const record = {
      recorded_by: { id: 1, name: 'Mo Manager' },
      recorded_at: '2026-11-20T10:00:00Z',
    };
    const original: DeliveryNote = {
      ...(deliveryNoteRequestSchema.parse(delivery()) as DeliveryNoteRequest),
      ...record,
      id: 3,
      number: 'DN-000003',
      corrected_by: null,
      kind: 'delivery',
    };
    const fix = {
      ...(deliveryNoteRequestSchema.parse(
        delivery({ corrects: { note_id: 3, reason: 'Counted 38, not 40' } }),
      ) as DeliveryNoteRequest),
      kind: 'delivery' as const,
    };
    const notes = new Map<number, DeliveryNote | CollectionNote>([[3, original]]);
    expect(correctionError(fix, notes)).toBeNull();
    expect(correctionError({ ...fix, to_site_id: 8 }, notes)?.message).toBe(
      HIRE_MESSAGES.correctionOfOtherSite,
    );
    expect(correctionError(fix, new Map())?.message).toBe(HIRE_MESSAGES.noteNotFound);
    const first = { ...original, id: 4, number: 'DN-000004', corrected_by: null };
    notes.set(3, { ...original, corrected_by: 4 });
    notes.set(4, first);
    expect(correctionError(fix, notes)).toEqual({
      path: 'corrects.note_id',
      message: HIRE_MESSAGES.correctedAlready('DN-000004'),
    });
  });
});

describe('a statement’s period', () => {
  it('reads a month, refuses one backwards or longer than a year', () => {
    expect(statementPeriodSchema.safeParse({ from: '2026-11-01', to: '2026-11-30' }).success).toBe(
      true,
    );
    expect(
      refusals(statementPeriodSchema.safeParse({ from: '2026-11-30', to: '2026-11-01' })),
    ).toEqual({
      to: HIRE_MESSAGES.periodBackwards,
    });
    expect(
      refusals(statementPeriodSchema.safeParse({ from: '2026-01-01', to: '2027-01-02' })),
    ).toEqual({
      to: HIRE_MESSAGES.periodTooLong,
    });
    expect(
      hireStatementQuerySchema.safeParse({ client_id: '4', from: '2026-02-30', to: '2026-03-01' })
        .success,
    ).toBe(false);
    expect(
      refusals(
        hireStatementQuerySchema.safeParse({
          client_id: '4',
          from: '2026-03-02',
          to: '2026-03-01',
        }),
      ),
    ).toEqual({ to: HIRE_MESSAGES.periodBackwards });
    expect(
      hireStatementQuerySchema.parse({ client_id: '4', from: '2026-03-01', to: '2026-03-31' })
        .client_id,
    ).toBe(4);
  });
});
