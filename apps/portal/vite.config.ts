import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { FRAME, SCREENS, screenModules, UI_BASE_COMPONENTS } from './src/app/screens';
import { apiBaseUrl } from './src/config/api-base';
import { BUILD_TARGETS } from './vite-plugins/browser-targets';
import { SIGNED_IN_FRAME_CHUNK, UI_PARTS_CHUNK } from './vite-plugins/chunk-names';
import { contentSecurityPolicy } from './vite-plugins/content-security-policy';
import { inlineEntryCss } from './vite-plugins/inline-entry-css';
import { mockWorkerFile } from './vite-plugins/mock-worker-file';
import { preloadRouteChunks } from './vite-plugins/preload-route-chunks';
import { serviceWorker } from './vite-plugins/service-worker';
import { signedInFrameChunk } from './vite-plugins/signed-in-frame-chunk';
import { STYLE_RUNTIMES } from './vite-plugins/style-runtimes';

/** A path separator on any OS, and anything else, in a regular expression. */
const SEP = String.raw`[\\/]`;
const NOT_SEP = String.raw`[^\\/]`;

/**
 * The design system's basics that every screen uses (screens.ts), with ui's lib/ and theme/: one
 * `ui-base` chunk instead of a dozen files of a few hundred bytes.
 */
const UI_BASE = new RegExp(
  `packages${SEP}ui${SEP}src${SEP}` +
    `(components${SEP}(${UI_BASE_COMPONENTS.join('|')})${SEP}|lib${SEP}${NOT_SEP}+$|theme${SEP})`,
);

/**
 * The one query cache and the screens' reads (TanStack Query, src/data, the features'
 * *-reads.ts), which the signed-in frame loads: one `reads` chunk of those modules alone, not a
 * dozen small ones each named in the entry's preload lists (which /login's budget pays for). The
 * spec-only answers and the kept-answer check stay chunks of their own, loaded only when needed.
 */
const READS = new RegExp(
  `node_modules${SEP}@tanstack${SEP}(query-core|react-query|query-persist-client-core|react-query-persist-client)${SEP}` +
    `|apps${SEP}portal${SEP}src${SEP}(data${SEP}(cache|reads|views)${SEP}(?!spec-answers|kept-answer-check)${NOT_SEP}+$|features${SEP}${NOT_SEP}+${SEP}${NOT_SEP}+-reads\\.ts$)`,
);

/**
 * The domain's business rules the signed-in screens share (and the spec-only answers build on):
 * one chunk instead of a dozen that each screen, and so the entry's preload lists, would name.
 * /login needs none of them.
 */
const DOMAIN_RULES = new RegExp(
  `packages${SEP}domain${SEP}src${SEP}(reads|sites|inspections|inventory|finance|stock)${SEP}`,
);

/**
 * What the signed-in screens need of the API's modules without its client or contract (the error
 * checks, the Idempotency-Key codes, a photo's URL): one small chunk, not five files that every
 * preload list (and so /login's entry) would name.
 */
const API_BASICS = new RegExp(
  `packages${SEP}(api-client${SEP}src${SEP}(errors|idempotency)|domain${SEP}src${SEP}api${SEP}(media|media-path|idempotency-codes))\\.ts$`,
);

/**
 * The schemas a stored session is checked with, and those they build on (a customer's sites,
 * their inspections and stock, the shared and paging ones): one chunk, not eight that the entry's
 * preload lists (and so /login's budget) would name.
 */
const SESSION_SCHEMAS = new RegExp(
  `packages${SEP}domain${SEP}src${SEP}schemas${SEP}(auth|customer|site|inspection|checklist-keys|stock|common|paging)\\.ts$`,
);

/** The screens people open directly (links, bookmarks), whose chunks the page fetches at once. */
const FIRST_SCREENS = Object.fromEntries(
  SCREENS.filter((screen) => screen.preload).map((screen) => [
    screen.path,
    screenModules(screen).map((module) => `src/${module}`),
  ]),
);

/** What only the signed-in frame needs, in one chunk (vite-plugins/signed-in-frame-chunk.ts). */
const SIGNED_IN_FRAME = signedInFrameChunk({
  frame: `src/${FRAME.module}`,
  publicScreens: SCREENS.filter((screen) => screen.access === 'public').map(
    (screen) => `src/${screen.module}`,
  ),
  // The public tag and signing pages read through the query cache.
  loadedWhole: [READS],
});

/**
 * The design system's parts beyond the basics that only signed-in screens use (cards, lists,
 * charts, the frame's bars): one `ui-parts` chunk that those screens share, instead of a file per
 * part and per set of screens using it, each a few hundred bytes with a stylesheet of its own.
 * What a public screen uses stays out (the pages anyone opens would load every part for it), and so
 * do the signature pad and the photo input, which bring libraries of their own.
 */
const PUBLIC_UI_PARTS = [
  'Card',
  'Columns',
  'DateText',
  'DescriptionList',
  'Modal',
  'TextArea',
  'PlanCard',
];
const UI_PARTS = new RegExp(
  `packages${SEP}ui${SEP}src${SEP}(lib${SEP}chart${SEP}|components${SEP}(?!(${[...UI_BASE_COMPONENTS, ...PUBLIC_UI_PARTS, 'SignaturePad', 'PhotoInput', 'Notifications'].join('|')})${SEP}))`,
);

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const demo = env.VITE_API_MODE === 'mock';
  // One form of the API's base for the code and the policy: with or without a trailing slash,
  // the same build (config/api-base.ts).
  const apiBase = apiBaseUrl(env.VITE_API_BASE_URL);
  return {
    plugins: [
      react(),
      vanillaExtractPlugin(),
      SIGNED_IN_FRAME.plugin,
      preloadRouteChunks(FIRST_SCREENS),
      inlineEntryCss(),
      // After the inlining above, so it hashes the final inline scripts and styles. The demo
      // build runs its mock in a service worker and stays without a policy (docs/DECISIONS.md).
      ...(demo ? [] : [contentSecurityPolicy(apiBase)]),
      // Last: it lists the finished files. Real build only: the demo's scope is MSW's worker's.
      ...(demo ? [] : [serviceWorker()]),
      // MSW's worker script, for the demo and the dev server only (a real build holds no mock).
      ...(demo ? [mockWorkerFile()] : []),
    ],
    // A literal the bundler folds: a real build drops every `if (__DEMO__)` branch and the mock
    // code it imports.
    define: {
      __DEMO__: JSON.stringify(demo),
      'import.meta.env.VITE_API_BASE_URL': JSON.stringify(apiBase),
    },
    optimizeDeps: { include: STYLE_RUNTIMES },
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: true },
    build: {
      target: BUILD_TARGETS,
      sourcemap: false,
      manifest: true,
      // Fewer requests before the first screen, and better gzip.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'ui-base', test: UI_BASE },
              { name: 'reads', test: READS, includeDependenciesRecursively: false },
              { name: 'domain-rules', test: DOMAIN_RULES, includeDependenciesRecursively: false },
              { name: 'api-basics', test: API_BASICS, includeDependenciesRecursively: false },
              // zod whole (its coerce module had a chunk of its own, one more name to preload),
              // with the line that turns its compiled parsers off: evaluated with zod itself,
              // before any chunk can build a schema (the CSP has no eval; zod-jitless.ts).
              {
                name: 'zod',
                test: /node_modules[\\/]zod[\\/]|packages[\\/]domain[\\/]src[\\/]zod-jitless\.ts$/,
                includeDependenciesRecursively: false,
              },
              {
                name: 'session-schemas',
                test: SESSION_SCHEMAS,
                includeDependenciesRecursively: false,
              },
              {
                name: SIGNED_IN_FRAME_CHUNK,
                test: SIGNED_IN_FRAME.test,
                includeDependenciesRecursively: false,
              },
              {
                name: UI_PARTS_CHUNK,
                test: UI_PARTS,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
