// Finds the machine's Chromium: $CHROME_PATH, else /usr/bin/chromium. Never downloads one.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'].filter(Boolean);
  return candidates.find((path) => existsSync(path));
}

export function requireChromium() {
  const path = chromiumPath();
  if (!path) {
    console.error(
      'Chromium not found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH to a Chromium binary.',
    );
    process.exit(1);
  }
  return path;
}
