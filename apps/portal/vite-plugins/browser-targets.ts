import path from 'node:path';
import { fileURLToPath } from 'node:url';
import browserslistToEsbuild from 'browserslist-to-esbuild';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The browsers the portal supports, as build targets: the oldest version of each browser the
 * root package.json's "browserslist" names (README, "Supported browsers"). The page's code, the
 * inline boot script and the service worker are all compiled for them; `npm test` checks the
 * built files against the same list (scripts/check-browsers.ts).
 */
export const BUILD_TARGETS: string[] = browserslistToEsbuild(undefined, { path: repositoryRoot });
