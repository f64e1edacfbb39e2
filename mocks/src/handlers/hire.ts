// Hire: delivery and collection notes, off-hires and their reads (docs/DECISIONS.md "Hire").
// Checks and answers are the domain's (hire/write-checks.ts, hire/answers.ts), the same as the
// server's; the mock only finds the customer's records and commits.
import {
  applyNoteStock,
  type CollectionNote,
  type CustomerNode,
  collectionNoteOutcome,
  correctedChain,
  type DeliveryNote,
  deliveryNoteRefusal,
  ENDPOINTS,
  type HireBook,
  type HireSite,
  hireCatalogue,
  hireNoteAnswer,
  hireNoteNumber,
  hireOverviewAnswer,
  hireStatementAnswer,
  type NoteStockRequest,
  noteImageRefusal,
  noteMovements,
  offHireRefusal,
  siteHireAnswer,
} from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { currentState, customerNode, findSite, nextId } from '../db/database';
import type { HireNoteRecord, OffHireRecord } from '../db/hire-state';
import type { DatabaseState, UserRecord } from '../db/state';
import { idempotent } from './idempotent';
import {
  authenticate,
  customerIdParam,
  describeIssues,
  forbidden,
  problem,
  readBody,
  route,
  type ScenarioSource,
} from './respond';

/** The lives in which a scaffold is the client's, on hire. */
const ON_HIRE_LIVES = new Set(['handed_over', 'in_use', 'altered']);

const withoutOwner = <T extends { customer_id: number }>({ customer_id: _, ...rest }: T) => rest;

/** The customer's notes and off-hires, as the domain reads them. */
function bookOf(state: DatabaseState, customerId: number): HireBook {
  const notes = state.hireNotes.filter((note) => note.customer_id === customerId);
  return {
    deliveries: notes.flatMap((note) => (note.kind === 'delivery' ? [withoutOwner(note)] : [])),
    collections: notes.flatMap((note) => (note.kind === 'collection' ? [withoutOwner(note)] : [])),
    offHires: state.offHires
      .filter((offHire) => offHire.customer_id === customerId)
      .map(withoutOwner),
  };
}

function sitesOf(customer: CustomerNode | undefined): HireSite[] {
  return (customer?.clients ?? []).flatMap((client) =>
    client.sites.map((site) => ({ id: site.id, name: site.name, client_id: client.id })),
  );
}

function catalogueOf(customer: CustomerNode | undefined) {
  return hireCatalogue(
    (customer?.clients ?? []).flatMap((client) =>
      client.sites.flatMap((site) => site.inventory_items),
    ),
  );
}

/** The caller's site of a body, or null when it is another customer's or none. */
function ownSite(siteId: number, user: UserRecord) {
  const found = findSite(siteId);
  return found && found.customerId === user.customer_id ? found.site : null;
}

const by = (user: UserRecord) => ({ id: user.id, name: `${user.first_name} ${user.last_name}` });

/** The customer's next number of a kind: one more than the notes of that kind it has. */
function nextNumber(state: DatabaseState, customerId: number, kind: 'delivery' | 'collection') {
  const count = state.hireNotes.filter(
    (note) => note.customer_id === customerId && note.kind === kind,
  ).length;
  return hireNoteNumber(kind, count + 1);
}

/**
 * The note's stock change on the customer's sites (hire/note-stock.ts), or its refusal: what
 * the notes it corrects moved is undone first, so only the difference moves.
 */
function noteStock(
  state: DatabaseState,
  user: UserRecord,
  note: NoteStockRequest & { corrects: { note_id: number } | null },
) {
  const own = state.hireNotes.filter((record) => record.customer_id === user.customer_id);
  const chain = new Set(correctedChain(own, note.corrects?.note_id));
  const customer = customerNode(user.customer_id);
  const records = (customer?.clients ?? []).flatMap((client) =>
    client.sites.flatMap((site) => site.inventory_items),
  );
  return applyNoteStock(state.customers, note, {
    previous: state.movements.filter(
      (movement) =>
        movement.customer_id === user.customer_id &&
        movement.note != null &&
        chain.has(movement.note.id),
    ),
    template: (itemId) => records.find((record) => record.item?.id === itemId),
    now: mockNow(),
    nextId: (kind) => nextId(kind === 'allocation' ? 'allocation' : 'inventoryItem'),
  });
}

/** The state with the note stored, its stock moved and the movements it leaves logged. */
function withNote(
  user: UserRecord,
  record: HireNoteRecord,
  moved: Extract<ReturnType<typeof noteStock>, { ok: true }>,
): DatabaseState {
  const movements = noteMovements(moved.moves, {
    note: { id: record.id, kind: record.kind, number: record.number },
    now: mockNow(),
    by: by(user),
    nextId: () => nextId('movement'),
  }).map((movement) => ({ ...movement, customer_id: user.customer_id }));
  // Read after the ids above were taken: taking one moves the state's counters on.
  const state = currentState();
  return {
    ...state,
    customers: moved.customers,
    movements: [...state.movements, ...movements],
    hireNotes: withCorrection(state.hireNotes, record),
  };
}

/** The notes with the corrected one naming its correction. */
function withCorrection(notes: HireNoteRecord[], record: HireNoteRecord): HireNoteRecord[] {
  const corrected = record.corrects?.note_id;
  return [
    ...notes.map((note) => (note.id === corrected ? { ...note, corrected_by: record.id } : note)),
    record,
  ];
}

export function hireHandlers(source: ScenarioSource) {
  return [
    route(
      'createDeliveryNote',
      idempotent('createDeliveryNote', async ({ request, user, write }) => {
        const body = await readBody(request, 'createDeliveryNote');
        if (!body.ok) return body.response;
        const note = body.value;
        const site = ownSite(note.to_site_id, user);
        if (!site) return forbidden();
        if (note.from_site_id !== null && !ownSite(note.from_site_id, user)) return forbidden();
        const image = noteImageRefusal(note);
        if (image) return problem(image.status, image.detail);
        const state = currentState();
        const refused = deliveryNoteRefusal(bookOf(state, user.customer_id), note, {
          siteStart: site.start_date,
          now: mockNow(),
        });
        if (refused) return problem(refused.status, refused.detail);
        const moved = noteStock(state, user, { ...note, kind: 'delivery' });
        if (!moved.ok) return problem(moved.refusal.status, moved.refusal.detail);
        const answer: DeliveryNote = {
          ...note,
          kind: 'delivery',
          id: nextId('hireNote'),
          number: nextNumber(state, user.customer_id, 'delivery'),
          recorded_by: by(user),
          recorded_at: mockNow().toISOString(),
          corrected_by: null,
        };
        // The note, its stock move and its movements in one commit.
        const record: HireNoteRecord = { ...answer, customer_id: user.customer_id };
        return write(withNote(user, record, moved), 201, answer);
      }),
      source,
    ),

    route(
      'createCollectionNote',
      idempotent('createCollectionNote', async ({ request, user, write }) => {
        const body = await readBody(request, 'createCollectionNote');
        if (!body.ok) return body.response;
        const note = body.value;
        const site = ownSite(note.from_site_id, user);
        if (!site) return forbidden();
        const image = noteImageRefusal(note);
        if (image) return problem(image.status, image.detail);
        const state = currentState();
        const outcome = collectionNoteOutcome(bookOf(state, user.customer_id), note, {
          siteStart: site.start_date,
          now: mockNow(),
        });
        if (outcome.refusal) return problem(outcome.refusal.status, outcome.refusal.detail);
        const moved = noteStock(state, user, { ...note, kind: 'collection' });
        if (!moved.ok) return problem(moved.refusal.status, moved.refusal.detail);
        const saved: CollectionNote = {
          ...note,
          kind: 'collection',
          id: nextId('hireNote'),
          number: nextNumber(state, user.customer_id, 'collection'),
          recorded_by: by(user),
          recorded_at: mockNow().toISOString(),
          corrected_by: null,
        };
        const record: HireNoteRecord = { ...saved, customer_id: user.customer_id };
        return write(withNote(user, record, moved), 201, {
          ...saved,
          over_returns: outcome.overReturns,
        });
      }),
      source,
    ),

    route(
      'createOffHire',
      idempotent('createOffHire', async ({ request, user, write }) => {
        if (user.role === 'staff') return forbidden();
        const body = await readBody(request, 'createOffHire');
        if (!body.ok) return body.response;
        const site = ownSite(body.value.site_id, user);
        if (!site) return forbidden();
        const state = currentState();
        const scaffoldsOnHire = new Set(
          state.scaffolds
            .filter((scaffold) => scaffold.site_id === site.id && ON_HIRE_LIVES.has(scaffold.life))
            .map((scaffold) => scaffold.id),
        );
        const refused = offHireRefusal(bookOf(state, user.customer_id), body.value, {
          siteStart: site.start_date,
          now: mockNow(),
          scaffoldsOnHire,
        });
        if (refused) return problem(refused.status, refused.detail);
        const record: OffHireRecord = {
          ...body.value,
          id: nextId('offHire'),
          customer_id: user.customer_id,
          recorded_by: by(user),
          recorded_at: mockNow().toISOString(),
        };
        const current = currentState();
        return write(
          { ...current, offHires: [...current.offHires, record] },
          201,
          withoutOwner(record),
        );
      }),
      source,
    ),

    route(
      'siteHire',
      ({ request, params, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const site = ownSite(customerIdParam(params.site_id), auth.user);
        if (!site) return forbidden();
        const customer = customerNode(auth.user.customer_id);
        const hireSite = sitesOf(customer).find((entry) => entry.id === site.id);
        if (!hireSite) return forbidden();
        return HttpResponse.json(
          siteHireAnswer(
            bookOf(currentState(), auth.user.customer_id),
            hireSite,
            catalogueOf(customer),
          ),
        );
      },
      source,
    ),

    route(
      'hireNote',
      ({ request, params, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const id = customerIdParam(params.note_id);
        const record = currentState().hireNotes.find(
          (note) => note.id === id && note.customer_id === auth.user.customer_id,
        );
        if (!record) return forbidden();
        const customer = customerNode(auth.user.customer_id);
        const { customer_id: _, ...note } = record;
        return HttpResponse.json(hireNoteAnswer(note, sitesOf(customer), catalogueOf(customer)));
      },
      source,
    ),

    route(
      'hireStatement',
      ({ request, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const query = ENDPOINTS.hireStatement.query.safeParse(
          Object.fromEntries(new URL(request.url).searchParams.entries()),
        );
        if (!query.success) return problem(400, describeIssues(query.error));
        const customer = customerNode(auth.user.customer_id);
        const client = customer?.clients.find((entry) => entry.id === query.data.client_id);
        if (!client) return forbidden();
        const { client_id: _, ...period } = query.data;
        return HttpResponse.json(
          hireStatementAnswer(
            bookOf(currentState(), auth.user.customer_id),
            { id: client.id, name: client.name },
            sitesOf(customer),
            catalogueOf(customer),
            period,
            mockNow(),
          ),
        );
      },
      source,
    ),

    route(
      'hireOverview',
      ({ request, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const customer = customerNode(auth.user.customer_id);
        return HttpResponse.json(
          hireOverviewAnswer(
            bookOf(currentState(), auth.user.customer_id),
            (customer?.clients ?? []).map((client) => ({ id: client.id, name: client.name })),
            sitesOf(customer),
            catalogueOf(customer),
            mockNow(),
          ),
        );
      },
      source,
    ),
  ];
}
