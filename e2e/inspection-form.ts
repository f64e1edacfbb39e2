// The New Inspection form as an inspector fills it in (its fields and values are form-fixture's),
// shared by the e2e flows.
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import {
  COMPLETE,
  CONDITIONS,
  type FormField,
  INSPECTION_NOTES,
  SIGNERS,
} from '../apps/portal/src/features/inspections/new-inspection/form-fixture';
import { OUTBOX_COPY } from '../apps/portal/src/offline/outbox/outbox-copy';
import { signatureStroke } from '../apps/portal/src/testing/signature-stroke';
import { startsWith } from './browser';

export { INSPECTION_NOTES, SIGNERS };

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

/** A field of the form, found as the other dialects find it: by role and (the start of) its name. */
function fieldIn(dialog: Locator, field: FormField): Locator {
  if (field.kind === 'photo') {
    return dialog
      .locator('input[type="file"]')
      .and(dialog.getByLabel(field.label, { exact: true }));
  }
  return dialog.getByRole(field.kind === 'select' ? 'combobox' : 'textbox', {
    name: field.exact ? field.label : startsWith(field.label),
    exact: field.exact,
  });
}

/** Fills the fields in order: typed, chosen by the option's label, or a photo taken. */
export async function fillFields(dialog: Locator, fields: readonly FormField[]) {
  for (const field of fields) {
    const element = fieldIn(dialog, field);
    if (field.kind === 'select') await element.selectOption({ label: field.value });
    else if (field.kind === 'text') await element.fill(field.value);
    else {
      await element.setInputFiles({ name: field.value, mimeType: 'image/png', buffer: PHOTO });
      await dialog.getByRole('img', { name: `${field.label} photo` }).waitFor();
    }
  }
}

export const fillRequired = (dialog: Locator) => fillFields(dialog, CONDITIONS);

/** Signs a pad with a mouse drag along the shared stroke (one per `variant`). */
export async function sign(page: Page, dialog: Locator, name: string, variant = 0) {
  const pad = dialog.getByRole('img', { name: startsWith(name) });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  const [first, ...rest] = signatureStroke(box.width, box.height, variant);
  if (!first) return;
  await page.mouse.move(box.x + first.x, box.y + first.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(box.x + point.x, box.y + point.y);
  await page.mouse.up();
  await dialog.getByRole('img', { name: `${name} Signed` }).waitFor();
}

/** Everything an inspector enters, and the three signatures. */
export async function fillComplete(page: Page, dialog: Locator) {
  await fillFields(dialog, COMPLETE);
  for (const [variant, signer] of SIGNERS.entries()) await sign(page, dialog, signer, variant);
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
