import { HttpResponse } from 'msw';
import { currentState } from '../db/database';
import { authenticate, route, type ScenarioSource } from './respond';

export function userHandlers(source: ScenarioSource) {
  return [
    // No token needed, as observed, but a caller without one learns nothing, and a signed-in
    // caller sees only the users of their own customer (least privilege per customer).
    route(
      'users',
      ({ request, scenarios }) => {
        const auth = request.headers.has('Authorization') ? authenticate(request, scenarios) : null;
        const customerId = auth?.ok ? auth.user.customer_id : null;
        return HttpResponse.json({
          users: currentState()
            .users.filter((user) => user.customer_id === customerId)
            .map(({ id, email, first_name, last_name, role }) => ({
              id,
              email,
              first_name,
              last_name,
              role,
            })),
        });
      },
      source,
    ),
  ];
}
