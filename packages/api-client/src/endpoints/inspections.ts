import {
  type ComponentSystemsResponse,
  type CustomerInspectionsResponse,
  componentSystemsResponseSchema,
  customerInspectionsResponseSchema,
  type Id,
  type InspectionMetricsResponse,
  inspectionMetricsResponseSchema,
  type SavedInspection,
  type SaveInspectionResponse,
  saveInspectionResponseSchema,
} from '@scaffold/domain';
import { type CallOptions, type Requests, readJson } from '../transport';

export interface InspectionCalls {
  /** GET /api/get_inspection_metrics/{customer_id} */
  getInspectionMetrics(customerId: Id, options?: CallOptions): Promise<InspectionMetricsResponse>;
  /** GET /api/get_customer_inspections/{customer_id}: sites with their inspections. */
  getCustomerInspections(
    customerId: Id,
    options?: CallOptions,
  ): Promise<CustomerInspectionsResponse>;
  /**
   * POST /api/save_inspection/. On a non-OK answer the ApiError carries the server's body
   * (`error.body`) for the console, as the portal logs it.
   */
  saveInspection(
    inspection: SavedInspection,
    options?: CallOptions,
  ): Promise<SaveInspectionResponse>;
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
        readJson(saveInspectionResponseSchema),
        options,
      ),

    getComponentSystems: (options) =>
      requests.authenticated(
        { method: 'GET', path: '/api/get_component_systems/' },
        readJson(componentSystemsResponseSchema),
        options,
      ),
  };
}
