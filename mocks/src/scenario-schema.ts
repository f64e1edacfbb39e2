import { ENDPOINT_NAMES, type EndpointName } from '@scaffold/domain';
import { z } from 'zod';

// What a scenario may say, checked wherever one comes in: `?scenario=` and the saved list of the
// demo, setScenario() and scenarioHandlers(). A misspelt name or field is refused with a message
// that says what is known, instead of being dropped or read as something else.

const endpoint = z.enum(ENDPOINT_NAMES as [EndpointName, ...EndpointName[]]);
const errorStatus = z.number().int().min(400).max(599);

/**
 * One named scenario per documented error case (PRODUCT.md "Messages").
 * `endpoint` narrows a scenario to one call; without it, server-error, network-error,
 * malformed-body and chaos hit every authenticated call, and slow hits every call.
 */
const SCENARIO_VARIANTS = [
  /** login answers 401 whatever the credentials. */
  z.strictObject({ name: z.literal('login-failure') }),
  /** register answers `status` (default 500) with {detail}. */
  z.strictObject({ name: z.literal('registration-error'), status: errorStatus.optional() }),
  /** register answers 204 with no body. */
  z.strictObject({ name: z.literal('registration-no-content') }),
  /** passwordReset answers `status` (default 500) with {detail}. */
  z.strictObject({ name: z.literal('password-reset-error'), status: errorStatus.optional() }),
  /** refresh answers 401: the session-expired path. */
  z.strictObject({ name: z.literal('refresh-failure') }),
  /** Every access token issued before the scenario took effect answers 401; refresh works. */
  z.strictObject({ name: z.literal('expired-access-token') }),
  /** The call answers `status` (default 500) with {detail}. */
  z.strictObject({
    name: z.literal('server-error'),
    endpoint: endpoint.optional(),
    status: errorStatus.optional(),
  }),
  /** The request fails at the network level (fetch rejects). */
  z.strictObject({ name: z.literal('network-error'), endpoint: endpoint.optional() }),
  /** The answer comes after `delayMs` (default 3000; 'infinite' never answers). */
  z.strictObject({
    name: z.literal('slow'),
    endpoint: endpoint.optional(),
    delayMs: z.union([z.number().int().nonnegative(), z.literal('infinite')]).optional(),
  }),
  /** 200 with a body that breaks the contract: a wrong shape (default) or text that is not JSON. */
  z.strictObject({
    name: z.literal('malformed-body'),
    endpoint: endpoint.optional(),
    kind: z.enum(['wrong-shape', 'invalid-json']).optional(),
  }),
  /** The signed-in customer has no clients, sites or inspections. */
  z.strictObject({ name: z.literal('empty-data') }),
  /**
   * The call is carried out (a write is stored), then its answer is lost on the way back, the
   * next `times` times (default 1): the connection drops, or with `status` a gateway answers its
   * own HTML error page instead (a proxy timing out after the server stored).
   */
  z.strictObject({
    name: z.literal('lost-answer'),
    endpoint: endpoint.optional(),
    status: z.union([z.literal(502), z.literal(503), z.literal(504)]).optional(),
    times: z.number().int().positive().optional(),
  }),
  /**
   * A server with only the base calls (PRODUCT.md "The base calls"): every call a server
   * may lack (`capability` in the contract: the reads shaped by the screens, capabilities,
   * media) answers 404, and a saved inspection comes back with its images as sent.
   */
  z.strictObject({ name: z.literal('spec-only') }),
  /** Authenticated calls fail with 503 at random (seeded), `rate` of the time (default 0.3). */
  z.strictObject({
    name: z.literal('chaos'),
    rate: z.number().min(0).max(1).optional(),
    seed: z.number().int().optional(),
  }),
] as const;

export const scenarioSchema = z.discriminatedUnion('name', SCENARIO_VARIANTS);
export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioName = Scenario['name'];

export const SCENARIO_NAMES: readonly ScenarioName[] = SCENARIO_VARIANTS.map(
  (variant) => variant.shape.name.value,
);

const variantOf = (name: string) =>
  SCENARIO_VARIANTS.find((variant) => variant.shape.name.value === name);

/** A refused scenario list: `problems` says what is wrong with each part. */
export class ScenarioError extends Error {
  override readonly name = 'ScenarioError';

  constructor(readonly problems: readonly string[]) {
    super(`Scenarios refused: ${problems.join('; ')}`);
  }
}

/** The problems of one scenario object, each naming the scenario and the field. */
function problemsOf(value: unknown): string[] {
  const name = (value as { name?: unknown } | null)?.name;
  const variant = typeof name === 'string' ? variantOf(name) : undefined;
  if (!variant) {
    return [
      `unknown scenario ${JSON.stringify(name ?? null)} (known: ${SCENARIO_NAMES.join(', ')})`,
    ];
  }
  const parsed = variant.safeParse(value);
  if (parsed.success) return [];
  const fields = Object.keys(variant.shape).filter((key) => key !== 'name');
  return parsed.error.issues.map((issue) =>
    issue.code === 'unrecognized_keys'
      ? `${name}: unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')} (fields: ${fields.join(', ') || 'none'})`
      : `${name}: ${issue.path.join('.')}: ${issue.message}`,
  );
}

/** A scenario object checked in full; throws ScenarioError saying what is wrong. */
export function toScenario(value: unknown): Scenario {
  const problems = problemsOf(value);
  if (problems.length > 0) throw new ScenarioError(problems);
  return scenarioSchema.parse(value);
}

/** A text value as typed in a URL: a number when it reads as one, else the text. */
const typedValue = (text: string): string | number =>
  text !== '' && Number.isFinite(Number(text)) ? Number(text) : text;

/**
 * Reads scenarios from text, as the demo takes them from `?scenario=` or localStorage:
 * `name` or `name;key=value;key=value`, several separated by `,` — e.g.
 * `slow;delayMs=2000,server-error;endpoint=customerData;status=503` — or a JSON array of
 * scenario objects. Every part is checked; any problem refuses the whole list (ScenarioError),
 * so a typo never leaves a scenario half applied.
 */
export function parseScenarios(text: string): Scenario[] {
  let values: unknown[];
  if (text.trim().startsWith('[')) {
    try {
      values = z.array(z.unknown()).parse(JSON.parse(text));
    } catch {
      throw new ScenarioError(['the JSON list does not parse']);
    }
  } else {
    const problems: string[] = [];
    values = text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map((part) => {
        const [name = '', ...pairs] = part.split(';').map((piece) => piece.trim());
        const scenario: Record<string, unknown> = { name };
        for (const pair of pairs.filter((piece) => piece !== '')) {
          const [key = '', ...rest] = pair.split('=');
          if (rest.length === 0) problems.push(`${name}: "${key}" has no value (write ${key}=…)`);
          else scenario[key.trim()] = typedValue(rest.join('=').trim());
        }
        return scenario;
      });
    if (problems.length > 0) throw new ScenarioError(problems);
  }
  const problems = values.flatMap(problemsOf);
  if (problems.length > 0) throw new ScenarioError(problems);
  return values.map((value) => scenarioSchema.parse(value));
}
