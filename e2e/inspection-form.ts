// The New Inspection form as an inspector fills it in, shared by the e2e flows.
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { OUTBOX_COPY } from '../apps/portal/src/offline/inspection-save/outbox-copy';
import { startsWith } from './browser';

export const SIGNERS = ['Inspector signature', 'Supervisor signature', 'Client signature'];

/** A small PNG (a grey sky over darker ground), as a camera upload would hand it over. */
export function samplePng(width = 32, height = 24): Buffer {
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, () =>
        y < height / 2 ? [160, 180, 200] : [90, 100, 110],
      ).flat(),
    ]),
  );
  return pngOf(width, height, Buffer.concat(rows));
}

/** A truecolour PNG of the given raw rows (each led by its filter byte). */
function pngOf(width: number, height: number, raw: Buffer): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
export const PHOTO = samplePng();

/**
 * A PNG of noise, as hard to compress as a camera's photo of a scaffold: re-encoded as a JPEG by
 * the form it stays large (a few hundred KB at 800 × 600). `seed` makes each one different.
 */
export function cameraLikePng(width: number, height: number, seed: number): Buffer {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) & 0xff;
  };
  const rows = Array.from({ length: height }, () =>
    Buffer.from([0, ...Array.from({ length: width * 3 }, next)]),
  );
  return pngOf(width, height, Buffer.concat(rows));
}

export async function openNewInspection(page: Page, site: string): Promise<Locator> {
  await page.getByRole('button', { name: `+ New inspection for ${site}` }).click();
  const dialog = page.getByRole('dialog', { name: `New Inspection for ${site}` });
  await dialog.waitFor();
  return dialog;
}

export async function fillRequired(dialog: Locator) {
  await dialog.getByLabel('Weather').selectOption({ label: 'Clear' });
  await dialog.getByRole('textbox', { name: 'Temperature' }).fill('12');
  await dialog.getByLabel('Humidity').fill('64');
  await dialog.getByLabel('Wind speed').fill('18');
  await dialog.getByLabel('Scaffold type').selectOption({ label: 'Cuplock' });
  await dialog.getByLabel('Scaffold height').fill('14.5');
  await dialog.getByLabel('Load rating').fill('General purpose (2.0 kN/m²)');
  await dialog.getByLabel('Tie pattern').fill('Box ties at every other lift');
}

/** Signs a pad with a mouse drag across it. */
export async function sign(page: Page, dialog: Locator, name: string) {
  const pad = dialog.getByRole('img', { name: startsWith(name) });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) {
    await page.mouse.move(
      box.x + 20 + step * ((box.width - 40) / 12),
      box.y + box.height * (step % 2 === 0 ? 0.35 : 0.7),
      { steps: 4 },
    );
  }
  await page.mouse.up();
  await dialog.getByRole('img', { name: `${name} Signed` }).waitFor();
}

export async function fillComplete(page: Page, dialog: Locator) {
  await fillRequired(dialog);
  await dialog.getByRole('combobox', { name: 'Status for Base plates' }).selectOption('pass');
  await dialog.getByRole('combobox', { name: 'Status for Signage' }).selectOption('fail');
  await dialog.getByRole('textbox', { name: 'Notes for Signage' }).fill('Sign missing at gate 2');
  await dialog
    .locator('input[type="file"]')
    .and(dialog.getByLabel('Signage', { exact: true }))
    .setInputFiles({
      name: 'signage.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
  await dialog.getByRole('img', { name: 'Signage photo' }).waitFor();
  await dialog
    .getByRole('textbox', { name: 'Notes', exact: true })
    .fill('Gate 2 sign to be replaced.');
  // An item failed: the report's further action is required.
  await dialog
    .getByRole('textbox', { name: /^Further action needed/ })
    .fill('Replace the gate 2 sign before the scaffold is used.');
  for (const signer of SIGNERS) await sign(page, dialog, signer);
}

/**
 * Waits for the form's notice that a save went to the outbox for want of a network. Which words
 * depend on what the browser reports: with `navigator.onLine` false the save is not even tried
 * ('No connection: …'); Chromium 150 keeps it true in a page opened offline from the service
 * worker (156 does not), so the save is tried, fails for want of a network and says that instead.
 * Both keep the inspection; which one the page owes is read from the page, not assumed.
 */
export async function waitForQueuedNotice(page: Page): Promise<void> {
  const knownOffline = await page.evaluate(() => navigator.onLine === false);
  await page
    .getByText(knownOffline ? OUTBOX_COPY.queued : OUTBOX_COPY.queuedBecause('network'))
    .waitFor();
}
