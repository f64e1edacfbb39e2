// An answer too large to hold in memory (the spec's whole-tree reads at 1,000×: hundreds of MB of
// JSON, more than a JavaScript string holds) is written as it is read: `produce` runs (in its own
// transaction, which stays open while it writes) and its text goes out in chunks of about 64 KB,
// waiting whenever the client is slower than the database. A failure before the first chunk is an
// ordinary refusal (a 503 when the database is away); after it, the answer is cut short.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';

const CHUNK_CHARS = 64 * 1024;

export type Write = (text: string) => Promise<void>;

export async function jsonStream(produce: (write: Write) => Promise<void>): Promise<Readable> {
  const out = new PassThrough();
  let pending = '';
  let started = false;
  let markStarted: () => void = () => {};
  const firstChunk = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const flush = async () => {
    if (pending === '') return;
    if (out.destroyed) throw new Error('the client went away');
    const chunk = pending;
    pending = '';
    started = true;
    markStarted();
    if (!out.write(chunk)) {
      await Promise.race([once(out, 'drain'), once(out, 'close')]);
      if (out.destroyed) throw new Error('the client went away');
    }
  };
  const write: Write = async (text) => {
    pending += text;
    if (pending.length >= CHUNK_CHARS) await flush();
  };
  const finished = produce(write).then(flush);
  const outcome = finished.then(
    () => {
      out.end();
    },
    (error: unknown) => {
      if (!started) throw error;
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  // Whichever comes first: the first chunk (then the rest streams) or the end (all in one chunk,
  // or a failure to refuse as any other).
  await Promise.race([firstChunk, outcome]);
  if (!started) await outcome;
  outcome.catch(() => {});
  return out;
}
