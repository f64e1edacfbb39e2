// The core flows every engine must pass (Chromium, Firefox, WebKit): signing in and out, the
// dashboard, a whole inspection drawn and photographed by hand, its draft across a reload, a
// stock move, a scaffold tag's public page and a client signing through a link, and
// the phone layout's menu and touch targets. Run against the demo build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MESSAGES } from '@scaffold/domain';
import { seededSigningToken, seededTagCode } from '@scaffold/mocks';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@scaffold/mocks/constants';
import { generatePath } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { paths } from '../../apps/portal/src/config/paths';
import {
  anyMoveButtonName,
  type MoveFixture,
} from '../../apps/portal/src/features/sites/move-fixture';
import { PHOTO, SIGNERS } from '../inspection-form';
import { demoMoveFixture } from '../move-flow';
import type { Driver, Engine } from './driver';
import { EnginePage } from './engine-page';
import { pattern, prefix, type Query, role } from './query';

const SITE = 'Radford Church Tower Restoration';
const DRAFT_RESTORED = 'Your unsent entries for this site were restored.';
const PHOTO_FAILED = 'Photo failed to load.';
const MOVED = 'Items moved successfully!';
const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 44;

const files = path.join(tmpdir(), 'scaffold-e2e-engines');
const shots = path.resolve('node_modules/.cache/e2e-engines');

/** Files as a camera roll hands them over: a PNG, and a HEIC photo no engine here decodes. */
function cameraRoll() {
  mkdirSync(files, { recursive: true });
  const photo = path.join(files, 'signage.png');
  writeFileSync(photo, PHOTO);
  const heic = path.join(files, 'IMG_0042.heic');
  // An ISO-BMFF 'ftyp heic' header with no image after it: what an iPhone's HEIC starts with.
  writeFileSync(
    heic,
    Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
      Buffer.alloc(64),
    ]),
  );
  return { photo, heic };
}

const dialog = (name: string) => role('dialog', name);
const inForm = (query: Query): Query => ({
  ...query,
  within: dialog(`New Inspection for ${SITE}`),
});

async function signIn(page: EnginePage, email: string = DEMO_ACCOUNTS.admin.email) {
  await page.goto(paths.login);
  await page.fill(role('textbox', 'Email'), email);
  await page.fill({ labelledInput: prefix('Password') }, DEMO_PASSWORD);
  await page.click(role('button', 'Sign in'));
  await page.waitForPath((path) => path.startsWith(paths.dashboard));
}

/** Through the top bar's navigation, as a person would (the phone test opens its menu). */
async function navigate(page: EnginePage, section: string, path: string) {
  await page.click(role('link', prefix(section)));
  await page.waitForPath((current) => current === path);
}

async function openNewInspection(page: EnginePage) {
  await navigate(page, 'Inspections', paths.inspections);
  await page.click(role('button', `+ New inspection for ${SITE}`));
  await page.waitFor(dialog(`New Inspection for ${SITE}`));
}

async function sign(page: EnginePage, signer: string) {
  await page.scribble(inForm(role('img', prefix(signer))));
  await page.waitFor(inForm(role('img', `${signer} Signed`)));
}

export function coreFlows(createEngine: () => Engine) {
  let engine: Engine;
  let page: EnginePage;
  let fixture: MoveFixture;
  const roll = cameraRoll();

  beforeAll(() => {
    engine = createEngine();
    // The demo seeds the same sample (same seed) around today; only the dates differ.
    fixture = demoMoveFixture();
  });
  afterAll(async () => {
    await engine?.close();
  });
  let driver: Driver | undefined;
  beforeEach(async () => {
    driver = await engine.open();
    page = new EnginePage(driver, inject('portalUrl'));
  });
  afterEach(async ({ task }) => {
    if (!driver) return;
    if (task.result?.state === 'fail' || (task.result?.errors?.length ?? 0) > 0) {
      mkdirSync(shots, { recursive: true });
      const file = path.join(shots, `${engine.name}-${task.name.slice(0, 40)}.png`);
      await driver.screenshot(file).catch(() => undefined);
      console.error(`${engine.name}: screenshot of the failure in ${file}`);
    }
    await engine.closePage(driver);
    driver = undefined;
  });

  describe('core flows', () => {
    it('signs in, draws the dashboard cards, and signs out', async () => {
      await signIn(page);
      await page.waitFor(role('heading', 'Dashboard'));
      for (const card of ['Total Tonnage', 'Total Items']) await page.waitFor({ text: card });
      for (const section of ['Low Stock', 'Tonnage Overview', 'Financial Overview']) {
        await page.waitFor(role('heading', section));
      }
      await page.waitFor({ text: pattern(/^£[\d,]+$/) });
      await page.click(role('button', 'Logout'));
      await page.waitForPath((path) => path === paths.login);
      await page.waitFor(role('button', 'Sign in'));
    });

    it('fills an inspection by hand (minus typed, ± pressed, photo chosen, HEIC refused, three signatures drawn), keeps its draft across a reload, and saves it', async () => {
      await signIn(page);
      await openNewInspection(page);
      await page.selectOption(inForm(role('combobox', prefix('Weather'))), 'Snow');
      // A sub-zero reading: typed with a minus key, and flipped with ± (iOS's decimal keypad
      // has no minus key).
      const temperature = inForm(role('textbox', prefix('Temperature')));
      await page.fill(temperature, '-5');
      expect(await page.value(temperature)).toBe('-5');
      await page.click(inForm(role('button', 'Change the sign of Temperature')));
      expect(await page.value(temperature)).toBe('5');
      await page.click(inForm(role('button', 'Change the sign of Temperature')));
      expect(await page.value(temperature)).toBe('-5');
      await page.fill(inForm(role('textbox', prefix('Humidity'))), '88');
      await page.fill(inForm(role('textbox', prefix('Wind speed'))), '9');
      await page.selectOption(inForm(role('combobox', prefix('Scaffold type'))), 'Cuplock');
      await page.fill(inForm(role('textbox', prefix('Scaffold height'))), '14.5');
      await page.fill(inForm(role('textbox', prefix('Load rating'))), 'General purpose');
      await page.fill(inForm(role('textbox', prefix('Tie pattern'))), 'Box ties');
      await page.selectOption(inForm(role('combobox', 'Status for Base plates')), 'Pass');
      await page.selectOption(inForm(role('combobox', 'Status for Signage')), 'Fail');
      await page.fill(inForm(role('textbox', 'Notes for Signage')), 'Frost on the gate 2 sign');

      // An image the engine cannot decode never shows as a broken picture.
      await page.setFile(inForm({ labelledInput: prefix('Signage') }), roll.heic);
      await page.waitFor(inForm({ text: PHOTO_FAILED }));
      expect(await page.count(inForm(role('img', 'Signage photo')))).toBe(0);
      await page.setFile(inForm({ labelledInput: prefix('Signage') }), roll.photo);
      await page.waitFor(inForm(role('img', 'Signage photo')));
      expect(await page.count(inForm({ text: PHOTO_FAILED }))).toBe(0);

      await page.fill(inForm(role('textbox', 'Notes')), 'Frost on the boards.');
      await page.fill(
        inForm(role('textbox', prefix('Further action needed'))),
        'Replace the gate 2 sign.',
      );
      for (const signer of SIGNERS) await sign(page, signer);

      // The draft survives a reload: answers, photo and signatures.
      await page.driver.reload();
      await page.click(role('button', `+ New inspection for ${SITE}`));
      await page.waitFor(inForm({ text: DRAFT_RESTORED }));
      expect(await page.value(temperature)).toBe('-5');
      expect(await page.value(inForm(role('textbox', 'Notes for Signage')))).toBe(
        'Frost on the gate 2 sign',
      );
      await page.waitFor(inForm(role('img', 'Signage photo')));
      for (const signer of SIGNERS) await page.waitFor(inForm(role('img', `${signer} Signed`)));

      await page.click(inForm(role('button', 'Save inspection')));
      await page.waitFor({ text: MESSAGES.inspectionSaved });
      await page.waitForGone(dialog(`New Inspection for ${SITE}`));

      // In the site's history, with the reading as typed and the signatures as images the
      // server stored, by URL, and each one loads.
      const history = await page.attribute(role('button', prefix(SITE)), 'aria-controls');
      await page.click(role('button', pattern(/Frost on the boards\./), { css: `#${history}` }));
      const details = dialog('Inspection Details');
      await page.waitFor({ text: '-5 °C', within: details });
      const sources = new Set<string>();
      for (const signer of SIGNERS) {
        sources.add(await page.loadedImage(role('img', signer, details)));
      }
      expect([...sources].every((source) => source.startsWith('/api/media/'))).toBe(true);
      expect(sources.size).toBe(SIGNERS.length);
    });

    it('moves stock after its confirmation; both allocations change', async () => {
      await signIn(page);
      await navigate(page, 'Sites', paths.sites);
      await page.waitFor(role('heading', 'Clients here:'));
      const expand = async (name: string) => {
        const row = role('button', prefix(name));
        if ((await page.attribute(row, 'aria-expanded')) !== 'true') await page.click(row);
      };
      // Units of the item in the destination subarea, read from its 'Move to' button.
      const destination = role(
        'button',
        pattern(
          anyMoveButtonName(
            fixture.row.itemName,
            `${fixture.destination.sublocation} › ${fixture.destination.subarea}`,
          ),
        ),
      );
      const unitsAtDestination = async () => {
        if ((await page.count(destination)) === 0) return 0;
        const name = (await page.attribute(destination, 'aria-label')) ?? '';
        return Number(/, ([\d,]+) in /.exec(name)?.[1]?.replace(/,/g, ''));
      };
      await expand(fixture.destination.clientName);
      await expand(fixture.destination.site);
      const before = await unitsAtDestination();
      await expand(fixture.clientName);
      await expand(fixture.site.name);
      const available = fixture.row.quantity;
      await page.click(role('button', fixture.moveButtonName(available)));
      const move = dialog('Move Items');
      await page.selectOption(
        role('combobox', prefix('Destination site'), move),
        fixture.destination.site,
      );
      await page.selectOption(
        role('combobox', prefix('Sublocation'), move),
        fixture.destination.sublocation,
      );
      await page.selectOption(
        role('combobox', prefix('Subarea'), move),
        fixture.destination.subarea,
      );
      await page.fill(role('textbox', prefix('Quantity'), move), '2');
      await page.click(role('button', 'Move', move));
      await page.click(role('button', 'Confirm Move', dialog('Confirm Move')));
      await page.waitFor({ text: MOVED });
      await page.waitFor(role('button', fixture.moveButtonName(available - 2)));
      expect(await page.count({ role: 'dialog' })).toBe(0);
      await page.until(
        'the destination to gain 2',
        async () => (await unitsAtDestination()) === before + 2,
      );
    });

    it('opens a scaffold tag with no account, and a client signs its handover through a link on a phone', async () => {
      await page.driver.setViewport(PHONE.width, PHONE.height);
      // The seeded tags and links of the demo (mocks/src/db/seed-scaffolds.ts), by their codes.
      await page.goto(generatePath(paths.tagStatus, { code: seededTagCode(1, 'T-0003', 1) }));
      await page.waitFor(role('heading', 'Scaffold tag T-0003'));
      await page.waitFor({ text: 'Safe to use' });
      await page.waitFor({ text: 'Class 3 (2.0 kN/m²): general purpose building work' });
      expect(await page.count(role('heading', 'Record for your firm'))).toBe(0);

      const awaiting = generatePath(paths.tagStatus, { code: seededTagCode(1, 'T-0002') });
      await page.goto(awaiting);
      await page.waitFor({ text: 'Do not use' });
      await page.waitFor({ text: pattern(/^Awaiting client signature/) });

      await page.goto(generatePath(paths.signing, { token: seededSigningToken('open') }));
      await page.waitFor(role('heading', 'Please read and sign'));
      await page.waitFor(role('heading', 'Scaffold handover certificate'));
      await page.fill(role('textbox', prefix('Your full name')), 'Helen Ward');
      await page.scribble(role('img', prefix('Your signature')));
      await page.waitFor(role('img', 'Your signature Signed'));
      await page.click(role('button', 'Sign'));
      await page.waitFor({ text: pattern(/^Signed by the client on /) });

      // Accepted: the tag is green now.
      await page.goto(awaiting);
      await page.waitFor({ text: 'Safe to use' });
    });

    it(`at ${PHONE.width}×${PHONE.height}: the phone menu opens, and every control of the top bar and the inspection form is at least ${MIN_TARGET}×${MIN_TARGET}`, async () => {
      await page.driver.setViewport(PHONE.width, PHONE.height);
      await signIn(page);
      await page.waitFor({ text: 'Total Tonnage' });
      const menu = role('button', 'Menu');
      expect(await page.smallTargets({ css: 'header' }, MIN_TARGET)).toEqual([]);
      await page.click(menu);
      await page.until(
        'the menu to open',
        async () => (await page.attribute(menu, 'aria-expanded')) === 'true',
      );
      // The open menu's links and account controls too.
      expect(await page.smallTargets({ css: 'header' }, MIN_TARGET)).toEqual([]);
      await page.waitFor(role('link', prefix('Inspections')));
      await page.click(role('link', prefix('Inspections')));
      await page.waitForPath((path) => path === paths.inspections);
      await page.until(
        'the menu to close',
        async () => (await page.attribute(menu, 'aria-expanded')) === 'false',
      );
      await page.click(role('button', `+ New inspection for ${SITE}`));
      const form = dialog(`New Inspection for ${SITE}`);
      await page.waitFor(form);
      // With a photo and a signature, so their Replace, Remove and Clear controls count too.
      await page.setFile(inForm({ labelledInput: prefix('Signage') }), roll.photo);
      await page.waitFor(inForm(role('img', 'Signage photo')));
      await sign(page, SIGNERS[0] ?? '');
      expect(await page.smallTargets({ css: 'dialog[open]' }, MIN_TARGET)).toEqual([]);
    });
  });
}
