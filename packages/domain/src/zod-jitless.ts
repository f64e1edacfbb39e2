import { z } from 'zod';

// The real build's Content-Security-Policy has no 'unsafe-eval'. zod compiles a fast parser with
// `new Function` unless told not to, and tests whether it may the moment the first object schema
// is built: any schema built before this line runs reports a CSP violation. So this module is
// evaluated first: the portal's entry imports it before anything else, and every schema module
// of the domain imports it (schemas/common.ts).
z.config({ jitless: true });
