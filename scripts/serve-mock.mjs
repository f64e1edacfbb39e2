// npm run serve:mock -- --scale N --port P [--spec-only] [--host H] [--dist DIR]
//
// The real build (apps/portal/dist, made beforehand by `npm run build`) and the mock API on one
// origin, like a production server: brotli or gzip, hashed assets cached for a year, index.html
// for every page path, the service worker as the build made it, the demo accounts. Builds
// nothing: the mock's TypeScript is compiled for Node by esbuild (a fraction of a second) and
// the data seeded in memory. Prints the URL when it listens; Ctrl+C stops it.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const started = performance.now();
const usage =
  'Usage: npm run serve:mock -- [--scale 1|100|1000] [--port 4173] [--spec-only] [--host 127.0.0.1] [--dist apps/portal/dist]';
let options;
try {
  ({ values: options } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      port: { type: 'string', default: '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      dist: { type: 'string', default: 'apps/portal/dist' },
      'spec-only': { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(1);
}
const scale = Number(options.scale);
const port = Number(options.port);
if (!(scale > 0 && scale <= 1000) || !Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--scale is 1 to 1000 and --port 0 to 65535.\n${usage}`);
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(options.dist);
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No built portal in ${dist}: build it first with \`npm run build\`.`);
  process.exit(1);
}

// The mock for Node: our workspaces bundled (they are TypeScript), npm packages left to Node.
const outfile = path.join(root, 'node_modules/.cache/serve-mock/serve.mjs');
mkdirSync(path.dirname(outfile), { recursive: true });
await build({
  entryPoints: [path.join(root, 'mocks/src/node.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'error',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(onBuild) {
        onBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@scaffold/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
const mock = await import(pathToFileURL(outfile).href);

let server;
try {
  server = await mock.serveMock({
    scale,
    port,
    host: options.host,
    specOnly: options['spec-only'],
    dist,
    photosDir: path.join(root, 'mocks/media'),
  });
} catch (error) {
  if (error?.code !== 'EADDRINUSE') throw error;
  console.error(`Port ${port} is in use: choose another with --port (0 for any free one).`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
const shown = server.url.replace('127.0.0.1', 'localhost');
const accounts = Object.values(mock.DEMO_ACCOUNTS)
  .map((account) => `  ${account.email} (${account.role})`)
  .join('\n');
console.log(
  [
    `Scaffold portal and mock API (scale ${scale}${options['spec-only'] ? ', spec-only' : ''}) ready in ${seconds} s, RSS ${rss} MB`,
    `Open ${shown}`,
    `Sign in with, password ${mock.DEMO_PASSWORD}:`,
    accounts,
  ].join('\n'),
);

const stop = () => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
