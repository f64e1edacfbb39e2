import {
  customerDataResponseSchema,
  customerInspectionsResponseSchema,
  ENDPOINTS,
  inspectionMetricsResponseSchema,
} from '@scaffold/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './constants';
import { flattenHandlerGroups, scenarioHandlers } from './handlers';
import {
  AUTHENTICATED_ENDPOINTS,
  clearScenarios,
  getScenarios,
  parseScenarios,
  setScenario,
} from './scenarios';
import { call, login, useMockServer } from './test-support';

const server = useMockServer();

const loginBody = { email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD };
const registration = {
  first_name: 'Hannah',
  last_name: 'Clarke',
  email: 'hannah@northgate.test',
  company_name: 'Northgate Scaffolding Ltd',
  comments: 'Please call.',
};

describe('named scenarios (setScenario)', () => {
  it('login-failure: valid credentials are refused with 401', async () => {
    setScenario({ name: 'login-failure' });
    expect((await call('login', { body: loginBody })).status).toBe(401);
    clearScenarios();
    expect((await call('login', { body: loginBody })).status).toBe(200);
  });

  it('registration-error answers its status; registration-no-content answers 204 without a body', async () => {
    setScenario({ name: 'registration-error', status: 503 });
    const failed = await call('register', { body: registration });
    expect(failed.status).toBe(503);
    expect(failed.json).toEqual({ detail: 'Registration failed' });
    clearScenarios();
    setScenario({ name: 'registration-no-content' });
    const empty = await call('register', { body: registration });
    expect(empty.status).toBe(204);
    expect(empty.text).toBe('');
  });

  it('password-reset-error answers 500 by default', async () => {
    setScenario({ name: 'password-reset-error' });
    const response = await call('passwordReset', { body: { email: 'a@b.test' } });
    expect(response.status).toBe(500);
    expect(response.json.detail).toBe('Failed to send reset email');
  });

  it('refresh-failure: a valid refresh token is refused with 401', async () => {
    const { refresh } = await login();
    setScenario({ name: 'refresh-failure' });
    expect((await call('refresh', { body: { refresh } })).status).toBe(401);
  });

  it('expired-access-token: the current token gets 401, the refreshed one works', async () => {
    const { access, refresh } = await login();
    setScenario({ name: 'expired-access-token' });
    expect((await call('customerData', { token: access })).status).toBe(401);
    const refreshed = await call('refresh', { body: { refresh } });
    const fresh = String(refreshed.json.access);
    expect((await call('customerData', { token: fresh })).status).toBe(200);
  });

  it('server-error without an endpoint hits every authenticated call, not login', async () => {
    const { access } = await login();
    setScenario({ name: 'server-error' });
    for (const endpoint of AUTHENTICATED_ENDPOINTS) {
      const body = ENDPOINTS[endpoint].method === 'POST' ? {} : undefined;
      const options = { token: access, params: { customer_id: 1 }, body };
      expect((await call(endpoint, options)).status).toBe(500);
    }
    expect((await call('login', { body: loginBody })).status).toBe(200);
  });

  it('server-error with an endpoint and a status hits that call only', async () => {
    const { access } = await login();
    setScenario({ name: 'server-error', endpoint: 'customerData', status: 503 });
    expect((await call('customerData', { token: access })).status).toBe(503);
    expect((await call('componentSystems', { token: access })).status).toBe(200);
    setScenario({ name: 'server-error', endpoint: 'login', status: 502 });
    expect((await call('login', { body: loginBody })).status).toBe(502);
  });

  it('network-error makes fetch reject', async () => {
    const { access } = await login();
    setScenario({ name: 'network-error', endpoint: 'inspectionMetrics' });
    await expect(
      call('inspectionMetrics', { params: { customer_id: 1 }, token: access }),
    ).rejects.toThrow(TypeError);
    expect((await call('customerData', { token: access })).status).toBe(200);
  });

  it('slow delays the answer by delayMs', async () => {
    setScenario({ name: 'slow', endpoint: 'users', delayMs: 150 });
    const started = performance.now();
    expect((await call('users')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    const quick = performance.now();
    await call('login', { body: loginBody });
    expect(performance.now() - quick).toBeLessThan(140);
  });

  it('malformed-body answers 200 with a body that breaks the contract', async () => {
    const { access } = await login();
    setScenario({ name: 'malformed-body', endpoint: 'customerData' });
    const wrongShape = await call('customerData', { token: access });
    expect(wrongShape.status).toBe(200);
    expect(customerDataResponseSchema.safeParse(wrongShape.json).success).toBe(false);
    setScenario({ name: 'malformed-body', endpoint: 'customerData', kind: 'invalid-json' });
    const invalid = await call('customerData', { token: access });
    expect(() => JSON.parse(invalid.text)).toThrow();
  });

  it('empty-data: a customer with no clients, sites or inspections', async () => {
    const { access } = await login();
    setScenario({ name: 'empty-data' });
    const data = customerDataResponseSchema.parse(
      (await call('customerData', { token: access })).json,
    );
    expect(data.customers[0]?.clients).toEqual([]);
    const inspections = customerInspectionsResponseSchema.parse(
      (await call('customerInspections', { params: { customer_id: 1 }, token: access })).json,
    );
    expect(inspections.sites).toEqual([]);
    expect(inspections.component_systems.length).toBeGreaterThan(0);
    const metrics = inspectionMetricsResponseSchema.parse(
      (await call('inspectionMetrics', { params: { customer_id: 1 }, token: access })).json,
    );
    expect(metrics.inspection_metrics).toEqual([]);
  });

  it('chaos fails authenticated calls at the given rate, deterministically', async () => {
    const { access } = await login();
    setScenario({ name: 'chaos', rate: 1 });
    expect((await call('customerData', { token: access })).status).toBe(503);
    expect((await call('login', { body: loginBody })).status).toBe(200);
    const statuses = async () => {
      setScenario({ name: 'chaos', rate: 0.5, seed: 9 });
      const seen: number[] = [];
      for (let i = 0; i < 12; i += 1)
        seen.push((await call('componentSystems', { token: access })).status);
      return seen;
    };
    const first = await statuses();
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(await statuses()).toEqual(first);
  });

  it('setScenario replaces the same name and endpoint; clearScenarios(name) clears one', () => {
    setScenario({ name: 'slow', delayMs: 10 });
    setScenario({ name: 'slow', delayMs: 20 });
    setScenario({ name: 'empty-data' });
    expect(getScenarios()).toEqual([{ name: 'slow', delayMs: 20 }, { name: 'empty-data' }]);
    clearScenarios('slow');
    expect(getScenarios()).toEqual([{ name: 'empty-data' }]);
  });
});

describe('scenarioHandlers (per story)', () => {
  it('applies its scenarios only through its own handlers', async () => {
    const { access } = await login();
    server.use(
      ...flattenHandlerGroups({
        customers: scenarioHandlers({ name: 'server-error', status: 502 }).customers,
      }),
    );
    expect((await call('customerData', { token: access })).status).toBe(502);
    expect((await call('componentSystems', { token: access })).status).toBe(200);
    server.resetHandlers();
    expect((await call('customerData', { token: access })).status).toBe(200);
  });

  it('expired-access-token arms at the first request: one 401, then the refreshed token works', async () => {
    const { access, refresh } = await login();
    server.use(...flattenHandlerGroups(scenarioHandlers({ name: 'expired-access-token' })));
    expect((await call('customerData', { token: access })).status).toBe(401);
    const fresh = String((await call('refresh', { body: { refresh } })).json.access);
    expect((await call('customerData', { token: fresh })).status).toBe(200);
    server.resetHandlers();
  });
});

describe('parseScenarios', () => {
  it('reads the text form used by ?scenario=', () => {
    expect(
      parseScenarios(
        'slow;delayMs=2000, server-error;endpoint=customerData;status=503,bogus,network-error;endpoint=nowhere',
      ),
    ).toEqual([
      { name: 'slow', delayMs: 2000 },
      { name: 'server-error', endpoint: 'customerData', status: 503 },
    ]);
    expect(parseScenarios('slow;delayMs=infinite')).toEqual([
      { name: 'slow', delayMs: 'infinite' },
    ]);
    expect(parseScenarios('malformed-body;kind=invalid-json')).toEqual([
      { name: 'malformed-body', kind: 'invalid-json' },
    ]);
  });
});
