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
  CHECKLIST,
  CONDITIONS,
  FAILED_ITEM,
  type FormField,
  ITEM_PHOTO,
  REPORT,
  SIGNERS,
  tableValue,
  withValues,
} from '../../apps/portal/src/features/inspections/new-inspection/form-fixture';
import {
  anyMoveButtonName,
  type MoveFixture,
} from '../../apps/portal/src/features/sites/move-fixture';
import { escapeRegExp } from '../../apps/portal/src/testing/name-matchers';
import { PHOTO } from '../inspection-form';
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
/** The test's own reading: below zero, as only a minus key or ± gives it. */
const SUB_ZERO = '-5';
/**
 * The table's longer texts cut short: WebKit's driver types key by key, each a round trip, and
 * their whole length took the flow past its minute on a busy machine.
 */
const SHORT_TEXTS = {
  'Load rating': 'General purpose',
  'Tie pattern': 'Box ties',
  Notes: 'Frost on the boards.',
  'Further action needed': 'Replace the gate 2 sign.',
};

const files = path.join(tmpdir(), 'scaffold-e2e-engines');
const shots = path.resolve('node_modules/.cache/e2e-engines');

/** Files as a camera roll hands them over: a PNG, and a HEIC photo no engine here decodes. */
function cameraRoll() {
  mkdirSync(files, { recursive: true });
  writeFileSync(path.join(files, ITEM_PHOTO.value), PHOTO);
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
  return { heic };
}

const dialog = (name: string) => role('dialog', name);
const FORM = dialog(`New Inspection for ${SITE}`);
const inForm = (query: Query): Query => ({ ...query, within: FORM });

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
  await page.waitFor(FORM);
}

/** A field of the form, found as the other dialects find it: by role and (the start of) its name. */
function fieldOf(field: FormField): Query {
  if (field.kind === 'photo') return inForm({ labelledInput: prefix(field.label) });
  const name = field.exact ? field.label : prefix(field.label);
  return inForm(role(field.kind === 'select' ? 'combobox' : 'textbox', name));
}

/** Fills the fields in order: typed, chosen by the option's label, or a photo taken. */
async function fillFields(page: EnginePage, fields: readonly FormField[]) {
  for (const field of fields) {
    if (field.kind === 'select') await page.selectOption(fieldOf(field), field.value);
    else if (field.kind === 'text') await page.fill(fieldOf(field), field.value);
    else {
      await page.setFile(fieldOf(field), path.join(files, field.value));
      await page.waitFor(inForm(role('img', `${field.label} photo`)));
    }
  }
}

/** Draws a pad's signature (the shared stroke, one per `variant`) and waits until it is signed. */
async function sign(page: EnginePage, pad: string, within?: Query, variant = 0) {
  await page.scribble(role('img', prefix(pad), within), variant);
  await page.waitFor(role('img', `${pad} Signed`, within));
}

/** The form's three signatures, each its own stroke. */
async function signAll(page: EnginePage) {
  for (const [variant, signer] of SIGNERS.entries()) {
    await sign(page, signer, FORM, variant);
  }
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
      // A sub-zero reading: typed with a minus key, and flipped with ± (iOS's decimal keypad
      // has no minus key).
      await fillFields(page, withValues(CONDITIONS, { ...SHORT_TEXTS, Temperature: SUB_ZERO }));
      const temperature = inForm(role('textbox', prefix('Temperature')));
      expect(await page.value(temperature)).toBe(SUB_ZERO);
      await page.click(inForm(role('button', 'Change the sign of Temperature')));
      expect(await page.value(temperature)).toBe('5');
      await page.click(inForm(role('button', 'Change the sign of Temperature')));
      expect(await page.value(temperature)).toBe(SUB_ZERO);
      await fillFields(page, CHECKLIST);

      // An image the engine cannot decode never shows as a broken picture.
      await page.setFile(inForm({ labelledInput: prefix(ITEM_PHOTO.label) }), roll.heic);
      await page.waitFor(inForm({ text: PHOTO_FAILED }));
      expect(await page.count(inForm(role('img', `${ITEM_PHOTO.label} photo`)))).toBe(0);
      await fillFields(page, [ITEM_PHOTO]);
      expect(await page.count(inForm({ text: PHOTO_FAILED }))).toBe(0);

      await fillFields(page, withValues(REPORT, SHORT_TEXTS));
      await signAll(page);

      // The draft survives a reload: answers, photo and signatures.
      await page.driver.reload();
      await page.click(role('button', `+ New inspection for ${SITE}`));
      await page.waitFor(inForm({ text: DRAFT_RESTORED }));
      expect(await page.value(temperature)).toBe(SUB_ZERO);
      const itemNotes = `Notes for ${FAILED_ITEM}`;
      expect(await page.value(inForm(role('textbox', itemNotes)))).toBe(tableValue(itemNotes));
      await page.waitFor(inForm(role('img', `${ITEM_PHOTO.label} photo`)));
      for (const signer of SIGNERS) await page.waitFor(inForm(role('img', `${signer} Signed`)));

      await page.click(inForm(role('button', 'Save inspection')));
      await page.waitFor({ text: MESSAGES.inspectionSaved });
      await page.waitForGone(FORM);

      // In the site's history, with the reading as typed and the signatures as images the
      // server stored, by URL, and each one loads.
      const history = await page.attribute(role('button', prefix(SITE)), 'aria-controls');
      await page.click(
        role('button', pattern(new RegExp(escapeRegExp(SHORT_TEXTS.Notes))), {
          css: `#${history}`,
        }),
      );
      const details = dialog('Inspection Details');
      await page.waitFor({ text: `${SUB_ZERO} °C`, within: details });
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
      // Opens a client or a site and waits until what it reads has drawn: a section still
      // loading would grow and move every row below it.
      const expand = async (name: string) => {
        const row = role('button', prefix(name));
        if ((await page.attribute(row, 'aria-expanded')) !== 'true') await page.click(row);
        const region = await page.until(`${name} to open`, async () =>
          (await page.attribute(row, 'aria-expanded')) === 'true'
            ? page.attribute(row, 'aria-controls')
            : null,
        );
        await page.waitForGone({ role: 'status', within: { css: `#${region}` } });
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
      await sign(page, 'Your signature');
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
      await page.waitFor(FORM);
      // With a photo and a signature, so their Replace, Remove and Clear controls count too.
      await fillFields(page, [ITEM_PHOTO]);
      await sign(page, SIGNERS[0] ?? '', FORM);
      expect(await page.smallTargets({ css: 'dialog[open]' }, MIN_TARGET)).toEqual([]);
    });
  });

  describe('the driver', () => {
    it('clicks the button it aims at while a section above it is still filling in', async () => {
      // A blank page of its own: a section that fills in for a second and a half above a button,
      // as a site's details do when they arrive above the next client's row.
      await page.driver.goto('about:blank');
      await page.driver.evaluate<null>(`(() => {
        document.body.innerHTML =
          '<div id="filling" style="height: 0"></div><button type="button" id="target">Target</button>';
        window.__targetClicks = 0;
        document.getElementById('target').addEventListener('click', () => { window.__targetClicks += 1; });
        const started = performance.now();
        let frames = 0;
        const grow = () => {
          frames += 1;
          // Rows arriving one after another: the button moves down a row at each frame.
          document.getElementById('filling').style.height = frames * 40 + 'px';
          if (performance.now() - started < 1500) requestAnimationFrame(grow);
        };
        requestAnimationFrame(grow);
        return null;
      })()`);
      await page.click(role('button', 'Target'));
      expect(await page.driver.evaluate<number>('window.__targetClicks')).toBe(1);
    });
  });
}
