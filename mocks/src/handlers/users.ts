import { HttpResponse } from 'msw';
import { checkToken } from '../auth/tokens';
import { currentState } from '../db/database';
import { route, type ScenarioSource } from './respond';

/** The caller's customer, from a valid access token if the request carries one. */
function callerCustomer(request: Request): number | null {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get('Authorization') ?? '').trim());
  const check = match?.[1] ? checkToken('access', match[1]) : null;
  return check?.ok ? check.user.customer_id : null;
}

export function userHandlers(source: ScenarioSource) {
  return [
    // No token needed, as observed (the portal never calls it), but it reveals nothing across
    // customers, as the server answers it: a signed-in caller sees their own customer's users,
    // anyone else an empty list.
    route(
      'users',
      ({ request }) => {
        const customerId = callerCustomer(request);
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
