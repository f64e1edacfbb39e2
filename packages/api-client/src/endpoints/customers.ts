import { type CustomerDataResponse, customerDataResponseSchema } from '@scaffold/domain';
import { type CallOptions, type Requests, readJson } from '../transport';

export interface CustomerCalls {
  /** GET /api/get_customer_data/: the customer → client → site tree of the logged-in user. */
  getCustomerData(options?: CallOptions): Promise<CustomerDataResponse>;
}

export function createCustomerCalls(requests: Requests): CustomerCalls {
  return {
    getCustomerData: (options) =>
      requests.authenticated(
        { method: 'GET', path: '/api/get_customer_data/' },
        readJson(customerDataResponseSchema),
        options,
      ),
  };
}
