import {
  type ComponentSystemsResponse,
  type CustomerInspectionsResponse,
  ENDPOINTS,
  type Id,
  type Inspection,
  type InspectionMetricsResponse,
  type SavedInspection,
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
  /** inspectionMetrics of a customer. */
  getInspectionMetrics(customerId: Id, options?: CallOptions): Promise<InspectionMetricsResponse>;
  /** customerInspections: a customer's sites with their inspections. */
  getCustomerInspections(
    customerId: Id,
    options?: CallOptions,
  ): Promise<CustomerInspectionsResponse>;
  /**
   * saveInspection. Any 2xx is success, whatever its body. On a non-OK answer the
   * ApiError carries the server's body (`error.body`) for the console, as the portal logs it.
   * Pass an `idempotencyKey` kept for the submission, so a retry after a lost answer is safe.
   */
  saveInspection(inspection: SavedInspection, options?: CallOptions): Promise<SaveInspectionResult>;
  /** componentSystems: the scaffold types the form offers. */
  getComponentSystems(options?: CallOptions): Promise<ComponentSystemsResponse>;
}

export function createInspectionCalls(requests: Requests): InspectionCalls {
  return {
    getInspectionMetrics: (customerId, options) =>
      requests.authenticated(
        { endpoint: 'inspectionMetrics', params: { customer_id: customerId } },
        readJson(ENDPOINTS.inspectionMetrics.success.schema),
        options,
      ),

    getCustomerInspections: (customerId, options) =>
      requests.authenticated(
        { endpoint: 'customerInspections', params: { customer_id: customerId } },
        readJson(ENDPOINTS.customerInspections.success.schema),
        options,
      ),

    saveInspection: (inspection, options) =>
      requests.authenticated(
        { endpoint: 'saveInspection', body: inspection },
        async (response, call) => {
          const read = readJsonLeniently(ENDPOINTS.saveInspection.success.schema, (data) => ({
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
        { endpoint: 'componentSystems' },
        readJson(ENDPOINTS.componentSystems.success.schema),
        options,
      ),
  };
}
