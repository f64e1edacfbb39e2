import { type CustomerDataResponse, ENDPOINTS } from '@scaffold/domain';
import { type CallOptions, type Requests, readJson } from '../transport';

export interface CustomerCalls {
  /** customerData: the customer → client → site tree of the logged-in user. */
  getCustomerData(options?: CallOptions): Promise<CustomerDataResponse>;
}

export function createCustomerCalls(requests: Requests): CustomerCalls {
  return {
    getCustomerData: (options) =>
      requests.authenticated(
        { endpoint: 'customerData' },
        readJson(ENDPOINTS.customerData.success.schema),
        options,
      ),
  };
}
