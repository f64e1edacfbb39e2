// `npm start`: the whole system on this machine. Reads the settings from the environment, starts
// the server and prints where it is; SIGTERM or SIGINT (Ctrl+C) stops it cleanly, letting the
// requests in flight finish first.
import { setFlagsFromString } from 'node:v8';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { readSettings, SettingsError } from './config';
import { startServer } from './server';

// V8's flags that it reads as it runs, set here because NODE_OPTIONS allows neither (the one it
// reads only at start is in node-flags.ts). Measured at 1,000× (docs/PERFORMANCE.md "Server"):
// - The old generation grows by a fifth past what a full collection left, not by V8's default of
//   up to four times: the held views are long-lived and most of a request's garbage dies young,
//   so a tighter limit costs a little more marking and keeps the RSS near what the process holds.
// - No allocation-site pretenuring: V8 moves the objects made at a place in the code that survive
//   young straight into the old generation. With the young generation's smaller halves, the rows
//   of a page of 200 sometimes did, for the rest of a load, each full collection then marking the
//   whole view: that load's CPU per answer rose by half (p95 43–56 ms, against 50).
setFlagsFromString('--heap-growing-percent=20');
setFlagsFromString('--no-allocation-site-pretenuring');

let settings: ReturnType<typeof readSettings>;
try {
  settings = readSettings();
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(2);
}

const started = performance.now();
const server = await startServer(settings);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const where = settings.DATABASE_URL
  ? 'PostgreSQL (DATABASE_URL)'
  : `PGlite in ${settings.DATA_DIR}`;
console.log(
  [
    `Scaffold portal ready in ${seconds} s at ${server.url} (data: ${where})`,
    settings.SEED_DEMO === 'auto'
      ? `Demo accounts, password ${DEMO_PASSWORD}: ${Object.values(DEMO_ACCOUNTS)
          .map((account) => account.email)
          .join(', ')}`
      : '',
  ]
    .filter(Boolean)
    .join('\n'),
);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  server.services.log.info({ signal }, 'stopping: finishing the requests in flight');
  const deadline = setTimeout(() => {
    server.services.log.error('requests still in flight after the grace; stopping anyway');
    process.exit(1);
  }, settings.SHUTDOWN_GRACE_MS);
  deadline.unref();
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      server.services.log.error({ err: error }, 'stopping failed');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
