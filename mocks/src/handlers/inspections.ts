import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_ITEMS,
  type Inspection,
  type InspectionItem,
  nextInspectionDue,
  PHOTO_MAX_DATA_URL_CHARS,
  photoPayloadProblem,
  type SavedInspection,
  SIGNATURE_ROLES,
  type Site,
} from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { currentState, findSite, nextId, replaceSite } from '../db/database';
import { inspectionWithDataUrls, withImagesStored } from '../db/media';
import { visibleCustomer } from './customers';
import { idempotent } from './idempotent';
import {
  authenticate,
  customerIdParam,
  forbidden,
  has,
  problem,
  type RouteContext,
  readBody,
  route,
  type ScenarioSource,
} from './respond';

const CHECKLIST_KEYS = new Set(
  CHECKLIST_CATEGORIES.flatMap((category) =>
    CHECKLIST_ITEMS[category].map((item) => `${category}.${item}`),
  ),
);

/** The caller's customer, after the token and the path's customer id are checked. */
function scopedCustomer({ request, params, scenarios }: RouteContext) {
  const auth = authenticate(request, scenarios);
  if (!auth.ok) return auth;
  const customerId = customerIdParam(params.customer_id);
  if (Number.isNaN(customerId)) {
    return { ok: false as const, response: problem(404, 'Not found.') };
  }
  if (customerId !== auth.user.customer_id) return { ok: false as const, response: forbidden() };
  const customer = visibleCustomer(customerId, has(scenarios, 'empty-data'));
  if (!customer) return { ok: false as const, response: problem(404, 'Not found.') };
  return { ok: true as const, customer };
}

function sitesWithClient(customer: NonNullable<ReturnType<typeof visibleCustomer>>): Site[] {
  return customer.clients.flatMap((client) =>
    client.sites.map((site) =>
      site.client
        ? site
        : { ...site, client: { id: client.id, name: client.name, address: client.address } },
    ),
  );
}

/** The sites as get_customer_inspections sends them: images as data URLs, as the spec's reads. */
function sitesWithDataUrls(sites: readonly Site[]): Site[] {
  const state = currentState();
  return sites.map((site) => ({
    ...site,
    inspections: site.inspections.map((inspection) => inspectionWithDataUrls(state, inspection)),
  }));
}

/** The stored inspection for a saved form: items as 'category.item', signatures with roles. */
function toInspection(saved: SavedInspection, now: Date): Inspection {
  const items: InspectionItem[] = CHECKLIST_CATEGORIES.flatMap((category) =>
    CHECKLIST_ITEMS[category].map((item) => {
      const answer = (
        saved.categories[category] as Record<string, { status: string; notes: string }>
      )[item];
      const status = answer?.status ?? '';
      return {
        name: `${category}.${item}`,
        status,
        notes: answer?.notes ?? '',
        passed: status === 'pass' ? true : status === 'fail' ? false : null,
      };
    }),
  );
  const stamp = now.toISOString();
  return {
    id: nextId('inspection'),
    passed: !items.some((item) => item.status === 'fail'),
    notes: saved.notes,
    created_at: stamp,
    updated_at: stamp,
    completed_at: stamp,
    weather_conditions: saved.weather_conditions,
    temperature: saved.temperature,
    humidity: saved.humidity,
    wind_speed: saved.wind_speed,
    scaffold_type: saved.scaffold_type,
    scaffold_height: saved.scaffold_height,
    load_rating: saved.load_rating,
    tie_pattern: saved.tie_pattern,
    items,
    photos: Object.entries(saved.photos).map(([item_key, photo]) => ({ item_key, photo })),
    signatures: SIGNATURE_ROLES.filter((role) => saved.signatures[role] !== '').map((role) => ({
      id: nextId('signature'),
      role,
      signature: saved.signatures[role],
    })),
    // Our Schedule 7 extension: stored when sent; an older client's save leaves them null.
    inspector_name: saved.inspector_name ?? null,
    inspector_position: saved.inspector_position ?? null,
    action_taken: saved.action_taken ?? null,
    further_action: saved.further_action ?? null,
  };
}

export function inspectionHandlers(source: ScenarioSource) {
  return [
    route(
      'inspectionMetrics',
      (context) => {
        const scoped = scopedCustomer(context);
        if (!scoped.ok) return scoped.response;
        const inspection_metrics = sitesWithClient(scoped.customer).flatMap((site) =>
          site.inspections.map((inspection) => ({
            passed: inspection.passed ?? null,
            items: inspection.items.map((item) => ({ status: item.status })),
            completed_at: inspection.completed_at ?? null,
          })),
        );
        return HttpResponse.json({ inspection_metrics });
      },
      source,
    ),

    route(
      'customerInspections',
      (context) => {
        const scoped = scopedCustomer(context);
        if (!scoped.ok) return scoped.response;
        return HttpResponse.json({
          sites: sitesWithDataUrls(sitesWithClient(scoped.customer)),
          component_systems: currentState().componentSystems,
        });
      },
      source,
    ),

    route(
      'saveInspection',
      idempotent('saveInspection', async ({ request, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const body = await readBody(request, 'saveInspection');
        if (!body.ok) return body.response;
        const unknownPhoto = Object.keys(body.value.photos).find((key) => !CHECKLIST_KEYS.has(key));
        if (unknownPhoto) return problem(400, `photos.${unknownPhoto}: not a checklist item`);
        const refusedImage = refusedImages(body.value);
        if (refusedImage) return refusedImage;
        const found = findSite(body.value.site_id);
        // An unknown site answers as another customer's does (403), so ids cannot be probed.
        if (!found || found.customerId !== auth.user.customer_id) return forbidden();

        const now = mockNow();
        const saved = toInspection(body.value, now);
        // Its photos and signatures go to the media table; the stored record names their URLs.
        const inspection = withImagesStored(currentState(), found.customerId, saved);
        const next = nextInspectionDue(now).toISOString();
        replaceSite(found.site.id, (site) => ({
          ...site,
          inspections: [inspection, ...site.inspections],
          last_inspection_date: inspection.created_at,
          next_inspection_date: next,
          inspection_due: next,
        }));
        // The record as stored (images by URL); a server with only the spec's calls has no media
        // call to read URLs from, so it answers with the images as sent.
        const answer = has(scenarios, 'spec-only') ? saved : inspection;
        return HttpResponse.json({ inspection: answer }, { status: 201 });
      }),
      source,
    ),

    route(
      'componentSystems',
      ({ request, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        return HttpResponse.json({ component_systems: currentState().componentSystems });
      },
      source,
    ),
  ];
}

/**
 * Photos and signatures must be base64 JPEG, PNG or WebP data URLs within the cap: 400 for
 * anything else (an SVG, a link, HTML), 413 for an oversized one (docs/DECISIONS.md).
 */
function refusedImages(body: SavedInspection): Response | null {
  const images: [string, string][] = [
    ...Object.entries(body.photos).map(([key, value]): [string, string] => [
      `photos.${key}`,
      value,
    ]),
    ...Object.entries(body.signatures)
      .filter(([, value]) => value !== '')
      .map(([role, value]): [string, string] => [`signatures.${role}`, value]),
  ];
  for (const [field, value] of images) {
    const found = photoPayloadProblem(value);
    if (found === 'too-large') {
      return problem(413, `${field}: larger than ${PHOTO_MAX_DATA_URL_CHARS} characters`);
    }
    if (found === 'not-an-image') {
      return problem(400, `${field}: not a base64 JPEG, PNG or WebP data URL`);
    }
  }
  return null;
}
