import {
  type ComponentSystemsResponse,
  type CustomerInspectionsResponse,
  componentSystemsResponseSchema,
  customerInspectionsResponseSchema,
  type Id,
  type Inspection,
  type InspectionMetricsResponse,
  inspectionMetricsResponseSchema,
  type SavedInspection,
  saveInspectionResponseSchema,
} from '@scaffold/domain';
import { type CallOptions, type Requests, readJson, readJsonLeniently } from '../transport';

/** Saving sends photos and signatures, often over a weak signal: it gets longer than a read. */
export const SAVE_INSPECTION_TIMEOUT_MS = 90_000;

/**
 * What a successful save tells us. The spec shows no success body: the inspection when the
 * server sends it as ours does, its `id` when it sends only that, else nothing (204 and others).
 */
export interface SaveInspectionResult {
  inspection: Inspection | null;
  id: Id | null;
}

const idOf = (data: unknown): Id | null => {
  const id = (data as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
};

export interface InspectionCalls {
  /** GET /api/get_inspection_metrics/{customer_id} */
  getInspectionMetrics(customerId: Id, options?: CallOptions): Promise<InspectionMetricsResponse>;
  /** GET /api/get_customer_inspections/{customer_id}: sites with their inspections. */
  getCustomerInspections(
    customerId: Id,
    options?: CallOptions,
  ): Promise<CustomerInspectionsResponse>;
  /**
   * POST /api/save_inspection/. Any 2xx is success, whatever its body. On a non-OK answer the
   * ApiError carries the server's body (`error.body`) for the console, as the portal logs it.
   * Pass an `idempotencyKey` kept for the submission, so a retry after a lost answer is safe.
   */
  saveInspection(inspection: SavedInspection, options?: CallOptions): Promise<SaveInspectionResult>;
  /** GET /api/get_component_systems/ */
  getComponentSystems(options?: CallOptions): Promise<ComponentSystemsResponse>;
}

const customerPath = <P extends string>(prefix: P, customerId: Id) =>
  `${prefix}${encodeURIComponent(String(customerId))}` as const;

export function createInspectionCalls(requests: Requests): InspectionCalls {
  return {
    getInspectionMetrics: (customerId, options) =>
      requests.authenticated(
        { method: 'GET', path: customerPath('/api/get_inspection_metrics/', customerId) },
        readJson(inspectionMetricsResponseSchema),
        options,
      ),

    getCustomerInspections: (customerId, options) =>
      requests.authenticated(
        { method: 'GET', path: customerPath('/api/get_customer_inspections/', customerId) },
        readJson(customerInspectionsResponseSchema),
        options,
      ),

    saveInspection: (inspection, options) =>
      requests.authenticated(
        { method: 'POST', path: '/api/save_inspection/', body: inspection },
        async (response, call) => {
          const read = readJsonLeniently(saveInspectionResponseSchema, (data) => ({
            inspection: null,
            id: idOf(data),
          }));
          const result = await read(response, call);
          return 'id' in result
            ? result
            : { inspection: result.inspection, id: result.inspection.id };
        },
        { timeoutMs: SAVE_INSPECTION_TIMEOUT_MS, ...options },
      ),

    getComponentSystems: (options) =>
      requests.authenticated(
        { method: 'GET', path: '/api/get_component_systems/' },
        readJson(componentSystemsResponseSchema),
        options,
      ),
  };
}
