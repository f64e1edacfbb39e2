// Prints the Content-Security-Policy header a host should send with the real build's pages
// (`npm run csp-header` after `npm run build`): the policy of dist/index.html's meta tag, with
// its build's hashes, plus frame-ancestors, which only a header can carry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { headerPolicy } from '../apps/portal/vite-plugins/content-security-policy.ts';

const html = readFileSync(path.resolve('apps/portal/dist/index.html'), 'utf8');
console.log(`Content-Security-Policy: ${headerPolicy(html)}`);
