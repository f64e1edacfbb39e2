// Runs a command once Chromium is known to exist, passing its path on as CHROME_PATH.
import { spawnSync } from 'node:child_process';
import { requireChromium } from './chromium.mjs';

const chrome = requireChromium();
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
