import { HttpResponse } from 'msw';
import { mockNow } from '../db/clock';
import { commit, currentState, nextId } from '../db/database';
import { find, has, problem, readBody, route, type ScenarioSource } from './respond';

export const ESTIMATED_RESPONSE_TIME = '2 business days';

export function registrationHandlers(source: ScenarioSource) {
  return [
    route(
      'register',
      async ({ request, scenarios }) => {
        const body = await readBody(request, 'register');
        if (!body.ok) return body.response;
        const failure = find(scenarios, 'registration-error');
        if (failure) return problem(failure.status ?? 500, 'Registration failed');
        const details = {
          human_id: `REG-${String(nextId('registration')).padStart(6, '0')}`,
          created_at: mockNow().toISOString(),
          estimated_response_time: ESTIMATED_RESPONSE_TIME,
        };
        const state = currentState();
        commit({
          ...state,
          registrations: [...state.registrations, { ...body.value, ...details }],
        });
        if (has(scenarios, 'registration-no-content'))
          return new HttpResponse(null, { status: 204 });
        return HttpResponse.json(details, { status: 201 });
      },
      source,
    ),
  ];
}
