// npm run serve:mock -- --scale N --port P [--spec-only] [--unknown-calls MODE] [--host H] [--dist DIR]
//
// The real build (apps/portal/dist, made beforehand by `npm run build`) and the mock API on one
// origin, like a production server: brotli or gzip, hashed assets cached for a year, index.html
// for every page path, the service worker as the build made it, the demo accounts. Builds
// nothing: the mock's TypeScript is loaded by tsx, the scripts' one loader, and the data seeded in
// memory. Prints the URL when it listens; Ctrl+C stops it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type MockHttpServer,
  serveMock,
  UNKNOWN_CALL_ANSWERS,
  type UnknownCallAnswer,
} from '../mocks/src/node.ts';

const started = performance.now();
const usage = `Usage: npm run serve:mock -- [--scale 1|100|1000] [--port 4173] [--spec-only] [--unknown-calls ${UNKNOWN_CALL_ANSWERS.join('|')}] [--host 127.0.0.1] [--dist apps/portal/dist]`;
const parseOptions = () =>
  parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      port: { type: 'string', default: '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      dist: { type: 'string', default: 'apps/portal/dist' },
      'spec-only': { type: 'boolean', default: false },
      'unknown-calls': { type: 'string', default: 'not-found' },
    },
  }).values;
let options: ReturnType<typeof parseOptions>;
try {
  options = parseOptions();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(1);
}
const scale = Number(options.scale);
const port = Number(options.port);
if (!(scale > 0 && scale <= 1000) || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--scale is 1 to 1000 and --port 0 to 65535.\n${usage}`);
  process.exit(1);
}
const unknownCalls = options['unknown-calls'] as UnknownCallAnswer;
if (!UNKNOWN_CALL_ANSWERS.includes(unknownCalls)) {
  console.error(`--unknown-calls is one of ${UNKNOWN_CALL_ANSWERS.join(', ')}.\n${usage}`);
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(options.dist);
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No built portal in ${dist}: build it first with \`npm run build\`.`);
  process.exit(1);
}

let server: MockHttpServer;
try {
  server = await serveMock({
    scale,
    port,
    host: options.host,
    specOnly: options['spec-only'],
    unknownCalls,
    dist,
    photosDir: path.join(root, 'mocks/media'),
  });
} catch (error) {
  if ((error as NodeJS.ErrnoException | undefined)?.code !== 'EADDRINUSE') throw error;
  console.error(`Port ${port} is in use: choose another with --port (0 for any free one).`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
const shown = server.url.replace('127.0.0.1', 'localhost');
const accounts = Object.values(DEMO_ACCOUNTS)
  .map((account) => `  ${account.email} (${account.role})`)
  .join('\n');
console.log(
  [
    `Scaffold portal and mock API (scale ${scale}${options['spec-only'] ? ', spec-only' : ''}) ready in ${seconds} s, RSS ${rss} MB`,
    `Open ${shown}`,
    `Sign in with, password ${DEMO_PASSWORD}:`,
    accounts,
  ].join('\n'),
);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
