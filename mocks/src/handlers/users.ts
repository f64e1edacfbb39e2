import { HttpResponse } from 'msw';
import { currentState } from '../db/database';
import { route, type ScenarioSource } from './respond';

export function userHandlers(source: ScenarioSource) {
  return [
    // As observed: no token needed (the portal no longer calls it from the login screen).
    route(
      'users',
      () =>
        HttpResponse.json({
          users: currentState().users.map(({ id, email, first_name, last_name, role }) => ({
            id,
            email,
            first_name,
            last_name,
            role,
          })),
        }),
      source,
    ),
  ];
}
