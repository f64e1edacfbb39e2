import type { CustomerNode } from '@scaffold/domain';
import { HttpResponse } from 'msw';
import { currentState, customerNode } from '../db/database';
import { customerWithDataUrls } from '../db/media';
import { authenticate, has, route, type ScenarioSource } from './respond';

/** The signed-in customer's tree, or an empty one under the empty-data scenario. */
export function visibleCustomer(customerId: number, empty: boolean): CustomerNode | undefined {
  const customer = customerNode(customerId);
  if (!customer) return undefined;
  return empty ? { id: customer.id, name: customer.name, clients: [] } : customer;
}

export function customerHandlers(source: ScenarioSource) {
  return [
    route(
      'customerData',
      ({ request, scenarios }) => {
        const auth = authenticate(request, scenarios);
        if (!auth.ok) return auth.response;
        const customer = visibleCustomer(auth.user.customer_id, has(scenarios, 'empty-data'));
        // Serialised here: nothing outside the mock holds a reference to the database. Images as
        // data URLs, as the spec's reads carry them.
        return HttpResponse.json({
          customers: customer ? [customerWithDataUrls(currentState(), customer)] : [],
        });
      },
      source,
    ),
  ];
}
