// Runs a command once Chromium is known to exist, passing its path on as CHROME_PATH.
import { spawnSync } from 'node:child_process';
import { requireChromium } from './chromium.ts';

const chrome = requireChromium();
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: tsx scripts/with-chromium.ts <command> [args...]');
  process.exit(1);
}
const result = spawnSync(command, args, {
  stdio: 'inherit',
  shell: process.platform === 'win32',
  env: { ...process.env, CHROME_PATH: chrome },
});
process.exit(result.status ?? 1);
