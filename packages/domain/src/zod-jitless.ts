import { z } from 'zod';

// The real build's Content-Security-Policy has no 'unsafe-eval'. zod compiles a fast parser with
// `new Function` unless told not to, and tests whether it may the moment the first object schema
// is built: any schema built before this line runs reports a CSP violation. So the portal's build
// puts this module in zod's own chunk (apps/portal/vite.config.ts), evaluated with zod before
// any chunk that builds a schema, and every schema module of the domain imports it
// (schemas/common.ts); package.json names it as the package's one module with a side effect.
z.config({ jitless: true });
