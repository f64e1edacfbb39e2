import { inspectionFromSave, nextInspectionDue, refusedSave, type Site } from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { currentState, findSite, nextId, withSiteReplaced } from '../db/database';
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
import { refusedScaffoldOfInspection, withScaffoldInspected } from './scaffolds';

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
      idempotent('saveInspection', async ({ request, scenarios, user, write }) => {
        const body = await readBody(request, 'saveInspection');
        if (!body.ok) return body.response;
        const refused = refusedSave(body.value);
        if (refused) return problem(refused.status, refused.detail);
        const found = findSite(body.value.site_id);
        // An unknown site answers as another customer's does (403), so ids cannot be probed.
        if (!found || found.customerId !== user.customer_id) return forbidden();
        const refusedScaffold = refusedScaffoldOfInspection(body.value, user.customer_id);
        if (refusedScaffold) return refusedScaffold;

        const now = mockNow();
        const asSent = inspectionFromSave(body.value, now, (kind) => nextId(kind));
        // Its photos and signatures go to the media table; the stored record names their URLs.
        const inspection = withImagesStored(currentState(), found.customerId, asSent);
        const next = nextInspectionDue(now).toISOString();
        const saved = withSiteReplaced(currentState(), found.site.id, (site) => ({
          ...site,
          inspections: [inspection, ...site.inspections],
          last_inspection_date: inspection.created_at,
          next_inspection_date: next,
          inspection_due: next,
        }));
        if (!saved) return forbidden();
        const inspected = withScaffoldInspected(
          saved,
          body.value.scaffold_id,
          inspection.passed === true,
        );
        // The record as stored (images by URL); a server with only the base calls has no media
        // call to read URLs from, so it answers with the images as sent.
        const answer = has(scenarios, 'spec-only') ? asSent : inspection;
        return write(inspected, 201, { inspection: answer });
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
