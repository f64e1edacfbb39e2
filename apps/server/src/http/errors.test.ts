// How a failure reads to a client: the database away, or a transaction it rolled back for meeting
// another, is a 503 the outbox sends again; what is no one's fault but ours is a 500 that names
// nothing of its cause; every one is the contract's `{detail}`.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { handleErrors } from './errors';

/** What a route answers when its work throws `error`. */
async function answerTo(error: unknown) {
  const app = Fastify({ logger: false });
  handleErrors(app);
  app.post('/write', async () => {
    throw error;
  });
  const answer = await app.inject({ method: 'POST', url: '/write' });
  await app.close();
  return { status: answer.statusCode, retryAfter: answer.headers['retry-after'], ...answer.json() };
}

/** A driver's error carrying PostgreSQL's SQLSTATE, wrapped as the query layer wraps it. */
const wrapped = (code: string, message: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(message), { code }) });

describe('handleErrors', () => {
  it.each([
    ['40P01', 'deadlock detected'],
    ['40001', 'could not serialize access due to concurrent update'],
    ['55P03', 'could not obtain lock on row'],
  ])(
    'answers a transaction rolled back by a conflict (%s) 503, to be sent again',
    async (code, message) => {
      const answer = await answerTo(wrapped(code, message));
      expect(answer).toEqual({
        status: 503,
        retryAfter: '1',
        detail: 'The request met another at the same moment and was not done. Try again.',
      });
    },
  );

  it('answers the database away 503 with a longer wait', async () => {
    const answer = await answerTo(wrapped('57P01', 'terminating connection'));
    expect([answer.status, answer.retryAfter]).toEqual([503, '5']);
  });

  it('answers any other failure 500 without its cause', async () => {
    const answer = await answerTo(wrapped('42P01', 'relation "secret_table" does not exist'));
    expect(answer).toEqual({
      status: 500,
      retryAfter: undefined,
      detail: 'The server could not answer this request.',
    });
  });
});
