import {
  canMoveLife,
  ENDPOINTS,
  handoverCertificate,
  handoverRefusal,
  lifeAfterInspection,
  newTagCode,
  nextTagNumber,
  refusedImage,
  type SavedInspection,
  sameTagNumber,
  scaffoldDescriptionOf,
} from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { commit, currentState, customerNode, findSite, nextId } from '../db/database';
import type { ScaffoldRecord } from '../db/scaffold-state';
import type { DatabaseState } from '../db/state';
import { idempotent } from './idempotent';
import {
  authenticate,
  customerIdParam,
  describeIssues,
  forbidden,
  has,
  problem,
  type RouteContext,
  readBody,
  route,
  type ScenarioSource,
} from './respond';
import { asCertificate, scaffoldDetails, toScaffold } from './scaffold-view';

/** The lives in which adverse weather matters: the scaffold stands and may be used. */
const STANDING = new Set(['handed_over', 'in_use', 'altered']);

/** The caller's scaffold of the path, or the answer refusing it (unknown answers as foreign). */
function ownScaffold({ request, params, scenarios }: RouteContext) {
  const auth = authenticate(request, scenarios);
  if (!auth.ok) return auth;
  const id = customerIdParam(params.scaffold_id);
  const record = currentState().scaffolds.find(
    (scaffold) => scaffold.id === id && scaffold.customer_id === auth.user.customer_id,
  );
  if (!record) return { ok: false as const, response: forbidden() };
  return { ok: true as const, record, user: auth.user };
}

/** Replaces one scaffold record and commits, with any other tables changed in the same step. */
function saveScaffold(record: ScaffoldRecord, also: Partial<DatabaseState> = {}) {
  const state = currentState();
  commit({
    ...state,
    ...also,
    scaffolds: state.scaffolds.map((scaffold) => (scaffold.id === record.id ? record : scaffold)),
  });
}

/** 400 or 413 for a signature that is not a small image data URL; null when it is fine. */
export function refusedSignature(field: string, value: string): Response | null {
  const refused = refusedImage(field, value);
  return refused && problem(refused.status, refused.detail);
}

/**
 * An inspection saved naming a scaffold (saveInspection's `scaffold_id`): the scaffold must be
 * on the inspected site. Returns the refusal, or null.
 */
export function refusedScaffoldOfInspection(
  body: SavedInspection,
  customerId: number,
): Response | null {
  if (body.scaffold_id === undefined) return null;
  const record = currentState().scaffolds.find(
    (scaffold) => scaffold.id === body.scaffold_id && scaffold.customer_id === customerId,
  );
  if (!record) return forbidden();
  if (record.site_id !== body.site_id) {
    return problem(400, 'scaffold_id: the scaffold is not on this site');
  }
  return null;
}

/**
 * The state after an inspection of a scaffold is stored: one that passes puts it in use. Pure, so
 * the save commits it with the inspection and its kept answer in one step.
 */
export function withScaffoldInspected(
  state: DatabaseState,
  scaffoldId: number | undefined,
  passed: boolean,
): DatabaseState {
  if (scaffoldId === undefined) return state;
  const record = state.scaffolds.find((scaffold) => scaffold.id === scaffoldId);
  if (!record) return state;
  const life = lifeAfterInspection(record.life, passed);
  if (life === record.life) return state;
  return {
    ...state,
    scaffolds: state.scaffolds.map((scaffold) =>
      scaffold.id === scaffoldId ? { ...record, life } : scaffold,
    ),
  };
}

export function scaffoldHandlers(source: ScenarioSource) {
  return [
    route(
      'scaffolds',
      ({ request, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const url = new URL(request.url);
        const parsed = ENDPOINTS.scaffolds.query.safeParse(
          Object.fromEntries(url.searchParams.entries()),
        );
        if (!parsed.success) return problem(400, describeIssues(parsed.error));
        const siteId = parsed.data.site_id;
        if (siteId !== undefined && findSite(siteId)?.customerId !== auth.user.customer_id) {
          return forbidden();
        }
        const state = currentState();
        const now = mockNow();
        const scaffolds = has(scenarios, 'empty-data')
          ? []
          : state.scaffolds
              .filter(
                (scaffold) =>
                  scaffold.customer_id === auth.user.customer_id &&
                  (siteId === undefined || scaffold.site_id === siteId),
              )
              .sort((a, b) => a.tag_number.localeCompare(b.tag_number) || a.id - b.id)
              .map((record) => toScaffold(state, record, now));
        return HttpResponse.json({ scaffolds });
      },
      source,
    ),

    route(
      'createScaffold',
      idempotent('createScaffold', async ({ request, user, write }) => {
        const body = await readBody(request, 'createScaffold');
        if (!body.ok) return body.response;
        const found = findSite(body.value.site_id);
        if (!found || found.customerId !== user.customer_id) return forbidden();
        const sublocationId = body.value.sublocation_id ?? null;
        const subareaId = sublocationId === null ? null : (body.value.subarea_id ?? null);
        const sublocation = found.site.sublocations.find((s) => s.id === sublocationId);
        if (sublocationId !== null && !sublocation) {
          return problem(400, 'sublocation_id: not a sublocation of this site');
        }
        if (subareaId !== null && !sublocation?.subareas.some((s) => s.id === subareaId)) {
          return problem(400, 'subarea_id: not a subarea of this sublocation');
        }
        const state = currentState();
        const taken = state.scaffolds
          .filter((scaffold) => scaffold.customer_id === user.customer_id)
          .map((scaffold) => scaffold.tag_number);
        const tag = body.value.tag_number ?? nextTagNumber(taken);
        if (taken.some((other) => sameTagNumber(other, tag))) {
          return problem(409, `The tag number ${tag} is already used by another scaffold.`);
        }
        const now = mockNow().toISOString();
        const {
          site_id,
          tag_number: _typed,
          sublocation_id: _s,
          subarea_id: _a,
          ...rest
        } = body.value;
        const record: ScaffoldRecord = {
          id: nextId('scaffold'),
          customer_id: user.customer_id,
          site_id,
          tag_number: tag.toUpperCase(),
          sublocation_id: sublocationId,
          subarea_id: subareaId,
          ...rest,
          life: 'erecting',
          created_at: now,
          handover_id: null,
          adverse_weather_at: null,
        };
        // Read after nextId, whose counter the write keeps; the answer is kept with the write.
        const current = currentState();
        const next: DatabaseState = {
          ...current,
          scaffolds: [...current.scaffolds, record],
          tagCodes: [
            ...current.tagCodes,
            {
              code: newTagCode(),
              scaffold_id: record.id,
              customer_id: record.customer_id,
              created_at: now,
              revoked_at: null,
            },
          ],
        };
        return write(next, 201, { scaffold: toScaffold(next, record, mockNow()) });
      }),
      source,
    ),

    route(
      'scaffoldDetails',
      (context) => {
        const own = ownScaffold(context);
        if (!own.ok) return own.response;
        return HttpResponse.json(scaffoldDetails(currentState(), own.record, mockNow()));
      },
      source,
    ),

    route(
      'scaffoldByTag',
      ({ request, params, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const state = currentState();
        const code = state.tagCodes.find((entry) => entry.code === params.tag_code);
        const record = state.scaffolds.find(
          (scaffold) =>
            scaffold.id === code?.scaffold_id && scaffold.customer_id === auth.user.customer_id,
        );
        if (!record) return forbidden();
        return HttpResponse.json(scaffoldDetails(state, record, mockNow()));
      },
      source,
    ),

    route(
      'changeScaffoldLife',
      async (context) => {
        const own = ownScaffold(context);
        if (!own.ok) return own.response;
        const body = await readBody(context.request, 'changeScaffoldLife');
        if (!body.ok) return body.response;
        const { record } = own;
        if (!canMoveLife(record.life, body.value.life)) {
          return problem(409, `A scaffold cannot go from ${record.life} to ${body.value.life}.`);
        }
        const updated = { ...record, life: body.value.life };
        saveScaffold(updated);
        return HttpResponse.json({ scaffold: toScaffold(currentState(), updated, mockNow()) });
      },
      source,
    ),

    route(
      'recordHandover',
      idempotent('recordHandover', async ({ write, ...context }) => {
        const own = ownScaffold(context);
        if (!own.ok) return own.response;
        const body = await readBody(context.request, 'recordHandover');
        if (!body.ok) return body.response;
        const handover = body.value;
        const refused =
          refusedSignature('competent_person_signature', handover.competent_person_signature) ??
          (handover.client
            ? refusedSignature('client.signature', handover.client.signature)
            : null);
        if (refused) return refused;
        const now = mockNow();
        const { record } = own;
        const refusedHandover = handoverRefusal(handover, record.life, now);
        if (refusedHandover) return problem(refusedHandover.status, refusedHandover.detail);
        const found = findSite(record.site_id);
        const owner = customerNode(record.customer_id);
        const clientOfSite =
          owner?.clients.find((entry) => entry.sites.some((site) => site.id === record.site_id)) ??
          null;
        const certificate = {
          customer_id: record.customer_id,
          ...handoverCertificate(handover, record, {
            id: nextId('handover'),
            place: {
              firmName: owner?.name ?? '',
              siteName: found?.site.name ?? '',
              siteLocation: found?.site.location ?? null,
              clientName: clientOfSite?.name ?? null,
            },
            signatures: {
              competent: handover.competent_person_signature,
              client: handover.client?.signature ?? null,
            },
            now,
          }),
        };
        const updated: ScaffoldRecord = {
          ...record,
          ...scaffoldDescriptionOf(handover),
          life: 'handed_over',
          handover_id: certificate.id,
        };
        const current = currentState();
        const next: DatabaseState = {
          ...current,
          handovers: [...current.handovers, certificate],
          scaffolds: current.scaffolds.map((scaffold) =>
            scaffold.id === updated.id ? updated : scaffold,
          ),
        };
        return write(next, 201, {
          handover: asCertificate(certificate),
          scaffold: toScaffold(next, updated, mockNow()),
        });
      }),
      source,
    ),

    route(
      'reprintTag',
      (context) => {
        const own = ownScaffold(context);
        if (!own.ok) return own.response;
        const { record } = own;
        const now = mockNow().toISOString();
        const state = currentState();
        commit({
          ...state,
          tagCodes: [
            ...state.tagCodes.map((code) =>
              code.scaffold_id === record.id && code.revoked_at === null
                ? { ...code, revoked_at: now }
                : code,
            ),
            {
              code: newTagCode(),
              scaffold_id: record.id,
              customer_id: record.customer_id,
              created_at: now,
              revoked_at: null,
            },
          ],
        });
        return HttpResponse.json({ scaffold: toScaffold(currentState(), record, mockNow()) });
      },
      source,
    ),

    route(
      'recordAdverseWeather',
      ({ request, params, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const siteId = customerIdParam(params.site_id);
        if (findSite(siteId)?.customerId !== auth.user.customer_id) return forbidden();
        const now = mockNow();
        const state = currentState();
        const scaffolds = state.scaffolds.map((scaffold) =>
          scaffold.site_id === siteId && STANDING.has(scaffold.life)
            ? { ...scaffold, adverse_weather_at: now.toISOString() }
            : scaffold,
        );
        commit({ ...state, scaffolds });
        const next = currentState();
        return HttpResponse.json({
          scaffolds: scaffolds
            .filter((scaffold) => scaffold.site_id === siteId)
            .sort((a, b) => a.tag_number.localeCompare(b.tag_number) || a.id - b.id)
            .map((record) => toScaffold(next, record, now)),
        });
      },
      source,
    ),

    route(
      'handoverCertificate',
      ({ request, params, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const id = customerIdParam(params.handover_id);
        const handover = currentState().handovers.find(
          (entry) => entry.id === id && entry.customer_id === auth.user.customer_id,
        );
        if (!handover) return forbidden();
        return HttpResponse.json({ handover: asCertificate(handover) });
      },
      source,
    ),
  ];
}
