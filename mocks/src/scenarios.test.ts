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
  SCENARIO_NAMES,
  type Scenario,
  ScenarioError,
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
      const params = { customer_id: 1, site_id: 1, inspection_id: 1, media_id: 1 };
      const options = { token: access, params, body };
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
  it('reads the text form used by ?scenario=, and the JSON form', () => {
    expect(
      parseScenarios(
        'slow;delayMs=2000, server-error;endpoint=customerData;status=503,,empty-data',
      ),
    ).toEqual([
      { name: 'slow', delayMs: 2000 },
      { name: 'server-error', endpoint: 'customerData', status: 503 },
      { name: 'empty-data' },
    ]);
    expect(parseScenarios('slow;delayMs=infinite')).toEqual([
      { name: 'slow', delayMs: 'infinite' },
    ]);
    expect(parseScenarios('malformed-body;kind=invalid-json')).toEqual([
      { name: 'malformed-body', kind: 'invalid-json' },
    ]);
    expect(parseScenarios('[{"name":"chaos","rate":0.5,"seed":3}]')).toEqual([
      { name: 'chaos', rate: 0.5, seed: 3 },
    ]);
    expect(parseScenarios('')).toEqual([]);
  });

  const refusal = (text: string) => {
    try {
      parseScenarios(text);
    } catch (error) {
      expect(error).toBeInstanceOf(ScenarioError);
      return (error as ScenarioError).problems;
    }
    throw new Error(`accepted: ${text}`);
  };

  it('refuses the whole list over an unknown name, saying which names exist', () => {
    expect(refusal('slow,bogus')).toEqual([
      `unknown scenario "bogus" (known: ${SCENARIO_NAMES.join(', ')})`,
    ]);
  });

  it('refuses an unknown field, saying which fields the scenario has', () => {
    expect(refusal('slow;delay=200')).toEqual([
      'slow: unknown field "delay" (fields: endpoint, delayMs)',
    ]);
    expect(refusal('empty-data;endpoint=login')).toEqual([
      'empty-data: unknown field "endpoint" (fields: none)',
    ]);
    expect(refusal('slow;delayMs')).toEqual(['slow: "delayMs" has no value (write delayMs=…)']);
  });

  it('refuses a value of the wrong kind, naming the field', () => {
    const problems = refusal(
      'network-error;endpoint=nowhere,malformed-body;kind=html,server-error;status=200,slow;delayMs=-1,chaos;rate=two',
    );
    expect(problems.map((problem) => problem.split(':').slice(0, 2).join(':'))).toEqual([
      'network-error: endpoint',
      'malformed-body: kind',
      'server-error: status',
      'slow: delayMs',
      'chaos: rate',
    ]);
    expect(problems[0]).toContain('"customerData"');
  });

  it('checks the JSON form as strictly', () => {
    expect(refusal('[{"name":"slow","delayMs":"soon"}]')[0]).toMatch(/^slow: delayMs: /);
    expect(refusal('[{"name":"slow"},{"nme":"chaos"}]')[0]).toMatch(/^unknown scenario null/);
    expect(refusal('[not json')).toEqual(['the JSON list does not parse']);
  });

  it('setScenario and scenarioHandlers refuse what the schema refuses', () => {
    expect(() => setScenario({ name: 'slow', delay: 5 } as unknown as Scenario)).toThrow(
      /slow: unknown field "delay"/,
    );
    expect(() => scenarioHandlers({ name: 'flaky' } as unknown as Scenario)).toThrow(
      /unknown scenario "flaky"/,
    );
    expect(getScenarios()).toEqual([]);
  });
});
