// The contract suite: for every endpoint, its success and each documented error, the status is
// the contract's and the body parses with the contract's schema (refusals as `{detail}`). One
// suite, run against every implementation (the mock here, the server on PGlite and PostgreSQL in
// apps/server), each reset to the seeded state before every test.
import { ENDPOINT_NAMES, ENDPOINTS, type EndpointContract, problemSchema } from '@scaffold/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiUnderTest } from './api-under-test';
import { type Case, contractCases } from './contract-cases';

export function describeContract(api: ApiUnderTest): void {
  const CASES = contractCases(api);
  beforeEach(() => api.reset());

  describe.each(ENDPOINT_NAMES)(`${api.name} answers %s as the contract says`, (name) => {
    const endpoint = ENDPOINTS[name];
    const cases = CASES[name];

    it(`success: ${endpoint.success.status}, body of the contract's schema`, async () => {
      const answer = await cases.success();
      expect(answer.status, answer.text.slice(0, 300)).toBe(endpoint.success.status);
      const media: readonly string[] | undefined = (endpoint as EndpointContract).success.media;
      if (media) expect(media).toContain(answer.headers.get('Content-Type'));
      const parsed = endpoint.success.schema.safeParse(media ? answer.bytes : answer.json);
      expect(parsed.error?.issues ?? []).toEqual([]);
    });

    if ('emptySuccess' in endpoint) {
      const title = `success without a body: ${endpoint.emptySuccess.status}`;
      const empty = cases.empty;
      if (empty) {
        it(title, async () => {
          const answer = await empty();
          expect(answer.status).toBe(endpoint.emptySuccess.status);
          expect(answer.text).toBe('');
        });
      } else {
        // Only the mock's scenario makes this answer; a real server answers its one way.
        it.skip(`${title} (the mock's scenario only)`, () => {});
      }
    }

    const errors: readonly { status: number }[] = endpoint.errors;
    it.each(errors.map((error) => error.status))(
      'documented error %i: {detail}',
      async (status) => {
        const answer = await (cases.errors as Record<number, Case>)[status]?.();
        expect(answer?.status, answer?.text.slice(0, 300)).toBe(status);
        expect(problemSchema.safeParse(answer?.json).error?.issues ?? []).toEqual([]);
      },
    );

    it('has a case for each documented error and no other', () => {
      expect(Object.keys(cases.errors).map(Number)).toEqual(errors.map((error) => error.status));
    });
  });
}
