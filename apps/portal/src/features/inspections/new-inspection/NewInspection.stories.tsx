import { MESSAGES } from '@scaffold/domain';
import { getDatabase, overrideEndpoint, scenarioHandlers, setScenario } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { paths } from '../../../config/paths';
import { outbox } from '../../../offline/outbox/outbox-actions';
import { OUTBOX_COPY } from '../../../offline/outbox/outbox-copy';
import { escapeRegExp } from '../../../testing/name-matchers';
import { ownerFor } from '../../../testing/offline-story';
import { NAVIGATED_AWAY_TEST_ID, screenStory } from '../../../testing/portal-story';
import { InspectionsPage } from '../InspectionsPage';
import { INSPECTIONS_COPY } from '../inspections-copy';
import {
  fillFields,
  fillRequired,
  HISTORY_ENTRY,
  resetScreenState,
  signPads,
} from '../stories-support';
import { COMPLETE, INSPECTION_NOTES, SIGNERS } from './form-fixture';

const SITE = 'Radford Church Tower Restoration';
const TITLE = `New Inspection for ${SITE}`;

const meta = {
  title: 'Portal/Inspections/New inspection',
  component: InspectionsPage,
  ...screenStory({
    url: paths.inspections,
    signedInAs: 'admin',
    frame: 'screen',
    description:
      "'+ New' on a site opens 'New Inspection for {site}': weather and scaffold (all required), the checklist by category with a status, notes and one photo per item, general notes and three signatures. Nothing entered is lost: the form is kept as the site's draft until it is saved.",
  }),
  beforeEach: resetScreenState,
} satisfies Meta<typeof InspectionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * What waits on the device or the mock: the draft written to IndexedDB 600 ms after the last
 * keystroke, a save (the draft first, then the mock: 1.6–2.3 s on a busy 2-core machine, past
 * findBy's default second).
 */

async function openForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: `+ New inspection for ${SITE}` }),
  );
  // The draft is read from the device first (a moment's 'Opening the inspection...').
  await body().findByRole('group', { name: 'Weather conditions' });
  const dialog = body().getByRole('dialog', { name: TITLE });
  // The scaffold types come with the customer's inspections.
  await within(dialog).findByRole('option', { name: 'Cuplock' });
  // The checklist, notes and signatures render just after the dialog's first paint.
  await within(dialog).findByRole('group', { name: 'Signatures' });
  return within(dialog);
}

/** Everything an inspector would enter: conditions, answers, a photo, notes, three signatures. */
async function fillAll(form: ReturnType<typeof within>) {
  await fillFields(form, COMPLETE);
  await signPads(form, SIGNERS);
}

/** Scrolls the form to its end (notes and signatures) for the picture. */
function scrollFormToEnd(form: ReturnType<typeof within>) {
  const scroller = form.getByRole('group', { name: 'Signatures' }).closest('form')?.parentElement;
  if (scroller) scroller.scrollTop = scroller.scrollHeight;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await expect(form.getByRole('group', { name: 'Weather conditions' })).toBeVisible();
    await expect(form.getByRole('group', { name: 'Foundations' })).toBeInTheDocument();
    await expect(form.getByRole('combobox', { name: 'Status for Base plates' })).toHaveDisplayValue(
      'Select Status',
    );
    await expect(form.getByRole('combobox', { name: /^Weather/ })).toHaveDisplayValue(
      'Select weather',
    );
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Save inspection' }));
    await expect(await form.findByText(MESSAGES.inspectionIncomplete)).toBeVisible();
    await expect(
      form.getByText(MESSAGES.inspectionIncomplete).closest('[role="alert"]'),
    ).not.toBeNull();
    await expect(form.getAllByText(MESSAGES.required)).toHaveLength(8);
    // Focus goes to the first field to fix.
    await waitFor(() => expect(form.getByLabelText(/^Weather/)).toHaveFocus());
  },
};

export const OutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillRequired(form);
    await userEvent.clear(form.getByLabelText(/^Temperature/));
    await userEvent.type(form.getByLabelText(/^Temperature/), '150');
    await userEvent.clear(form.getByLabelText(/^Humidity/));
    await userEvent.type(form.getByLabelText(/^Humidity/), '0');
    await userEvent.clear(form.getByLabelText(/^Wind speed/));
    await userEvent.type(form.getByLabelText(/^Wind speed/), 'abc');
    await userEvent.click(form.getByRole('button', { name: 'Save inspection' }));
    await expect(await form.findByText('150 is out of range (-100 to 100)')).toBeVisible();
    await expect(form.getByText('0 is out of range (1 to 100)')).toBeVisible();
    await expect(form.getByText('abc is not a valid value')).toBeVisible();
    // Everything required is there: no alert, only the messages under the fields.
    await expect(form.queryByText(MESSAGES.inspectionIncomplete)).toBeNull();
    await waitFor(() => expect(form.getByLabelText(/^Temperature/)).toHaveFocus());
    await expect(await form.findByText(INSPECTIONS_COPY.draftSaved)).toBeVisible();
  },
};

/**
 * Schedule 7's particulars: the report names its author (the signed-in user, editable) and,
 * once an item fails, the further action is required.
 */
export const ReportParticulars: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await expect(await form.findByRole('textbox', { name: /^Inspector name/ })).toHaveValue(
      'Alex Morgan',
    );
    await expect(form.getByRole('textbox', { name: /^Position/ })).toHaveValue('Administrator');
    const furtherAction = form.getByRole('textbox', { name: /^Further action needed/ });
    await expect(furtherAction).not.toBeRequired();
    await fillRequired(form);
    await userEvent.selectOptions(
      form.getByRole('combobox', { name: 'Status for Signage' }),
      'Fail',
    );
    await expect(furtherAction).toBeRequired();
    await userEvent.click(form.getByRole('button', { name: 'Save inspection' }));
    await expect(await form.findByText(MESSAGES.furtherActionRequired)).toBeVisible();
    await waitFor(() => expect(furtherAction).toHaveFocus());
  },
};

/** The Idempotency-Key of every save the form sent, in order (the stories' own record). */
const sentKeys: string[] = [];
const REFUSAL = 'scaffold_height: above the 60 m this site is registered for';
/** The admin's owner key (read when a story runs: the mock's users are seeded by then). */
const ADMIN = () => ownerFor('admin');

/** The save answers 400 with the server's reason once, then as the mock does. */
const refusedOnce = overrideEndpoint('saveInspection', ({ request }) => {
  sentKeys.push(request.headers.get('Idempotency-Key') ?? '');
  if (sentKeys.length === 1) return HttpResponse.json({ detail: REFUSAL }, { status: 400 });
  return undefined; // the mock's own handler answers
});

/** Opened again after a close: everything entered is still there, photo and signatures too. */
async function expectRestored(form: ReturnType<typeof within>) {
  await expect(form.getByText(INSPECTIONS_COPY.draftRestored)).toBeVisible();
  await expect(form.getByLabelText(/^Temperature/)).toHaveValue('12');
  await expect(form.getByRole('combobox', { name: 'Status for Signage' })).toHaveDisplayValue(
    'Fail',
  );
  await expect(form.getByRole('textbox', { name: 'Notes for Signage' })).toHaveValue(
    'Sign missing at gate 2',
  );
  await expect(form.getByRole('img', { name: 'Signage photo' })).toBeVisible();
  for (const name of SIGNERS) {
    await expect(form.getByRole('img', { name: new RegExp(`^${name}`) })).toHaveAccessibleName(
      `${name} Signed`,
    );
  }
}

/**
 * Refused (a 4xx): the product's alert (PRODUCT.md "Messages") with the server's reason; the form stays open and its draft is
 * kept (closed with Escape and opened again, everything is there, the reason too).
 */
export const Refused: Story = {
  parameters: { msw: { handlers: refusedOnce } },
  beforeEach: () => {
    sentKeys.length = 0;
  },
  play: async ({ canvasElement }) => {
    let form = await openForm(canvasElement);
    await fillAll(form);
    await userEvent.click(form.getByRole('button', { name: 'Save inspection' }));
    const alert = await form.findByText(OUTBOX_COPY.refusedAlert(REFUSAL));
    await expect(alert).toHaveTextContent(MESSAGES.inspectionSubmitFailed);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    form = await openForm(canvasElement);
    await expectRestored(form);
    // The server's reason stays with the draft.
    await expect(form.getByText(OUTBOX_COPY.refusedAlert(REFUSAL))).toBeVisible();
  },
};

/** Corrected after the refusal and saved: a new submission, so a new Idempotency-Key. */
export const CorrectedAfterRefusal: Story = {
  parameters: Refused.parameters,
  beforeEach: Refused.beforeEach,
  play: async (context) => {
    await Refused.play?.(context);
    const form = within(body().getByRole('dialog', { name: TITLE }));
    await userEvent.clear(form.getByLabelText(/^Scaffold height/));
    await userEvent.type(form.getByLabelText(/^Scaffold height/), '12');
    await userEvent.click(form.getByRole('button', { name: 'Save inspection' }));
    await expect(await body().findByText(MESSAGES.inspectionSaved)).toBeVisible();
    await expect(sentKeys).toHaveLength(2);
    await expect(sentKeys[1]).not.toBe(sentKeys[0]);
    await userEvent.click(body().getByRole('button', { name: 'Close notification' }));
  },
};

/**
 * Transient: a gateway answers 503 with its own HTML page. The product's alert and that the inspection
 * is kept on this device and will be sent; the form closes, the site's row counts it as waiting,
 * and the outbox entry carries the key the save was sent with.
 */
export const QueuedAfterServerError: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('saveInspection', ({ request }) => {
        sentKeys.push(request.headers.get('Idempotency-Key') ?? '');
        return new HttpResponse('<html><body><h1>503 Service Unavailable</h1></body></html>', {
          status: 503,
          headers: { 'Content-Type': 'text/html' },
        });
      }),
    },
  },
  beforeEach: () => {
    sentKeys.length = 0;
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillRequired(form);
    await userEvent.click(form.getByRole('button', { name: 'Save inspection' }));
    const notice = await body().findByText(OUTBOX_COPY.queuedBecause('server'));
    await expect(notice).toHaveTextContent(MESSAGES.inspectionSubmitFailed);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The notice stays 30 s: it is in the picture.
    const row = await within(canvasElement).findByRole('button', {
      name: new RegExp(`^${SITE}`),
    });
    await waitFor(() => expect(row).toHaveTextContent('1 waiting to send'));
    const [entry] = await outbox.list(ADMIN());
    await expect(entry?.idempotencyKey).toBe(sentKeys[0]);
  },
};

/**
 * The session ends during the save (401, then the refresh is refused): its notice shows, the user
 * is sent to sign in, and the inspection waits in the outbox to be sent once they sign in again.
 */
export const SessionExpiredOnSave: Story = {
  parameters: {
    msw: {
      handlers: (() => {
        const groups = scenarioHandlers(
          { name: 'server-error', endpoint: 'saveInspection', status: 401 },
          { name: 'refresh-failure' },
        );
        return { inspections: groups.inspections, auth: groups.auth };
      })(),
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillRequired(form);
    await userEvent.click(form.getByRole('button', { name: 'Save inspection' }));
    await expect(await body().findByText(MESSAGES.sessionExpired)).toBeVisible();
    await expect(await body().findByText(OUTBOX_COPY.queuedBecause('session'))).toBeVisible();
    // Off to sign in again, with no error of the save; the inspection waits on the device.
    await expect(await body().findByTestId(NAVIGATED_AWAY_TEST_ID)).toHaveTextContent(paths.login);
    for (const message of [MESSAGES.unexpectedError, MESSAGES.inspectionSubmitFailed]) {
      await expect(body().queryByText(message)).toBeNull();
    }
    const waiting = await outbox.list(ADMIN());
    await expect(waiting.map((entry) => [entry.siteName, entry.status])).toEqual([
      [SITE, 'waiting'],
    ]);
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await fillAll(form);
    await expect(await form.findByText(INSPECTIONS_COPY.draftSaved)).toBeVisible();
    scrollFormToEnd(form);
  },
};

/**
 * Fills and saves the form (`beforeSave` runs just before 'Save inspection'), then checks the
 * site's history is open with the new inspection on top and the metrics count it.
 */
async function saveAndFindOnTop(canvasElement: HTMLElement, beforeSave = () => {}) {
  const canvas = within(canvasElement);
  const form = await openForm(canvasElement);
  await fillAll(form);
  beforeSave();
  await userEvent.click(form.getByRole('button', { name: 'Save inspection' }));
  await expect(await body().findByText(MESSAGES.inspectionSaved)).toBeVisible();
  await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  // The notice goes after 5 s: close it so the picture does not depend on the run's speed.
  await userEvent.click(body().getByRole('button', { name: 'Close notification' }));
  const row = await canvas.findByRole('button', { name: new RegExp(`^${SITE}`) });
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  const panel = within(
    document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
  );
  await waitFor(() => expect(panel.getAllByRole('button', HISTORY_ENTRY)).toHaveLength(2));
  await expect(panel.getAllByRole('button', HISTORY_ENTRY)[0]).toHaveTextContent(
    new RegExp(`^Failed.*${escapeRegExp(INSPECTION_NOTES)}`),
  );
  await expect(await canvas.findByText('109 of 137 passed')).toBeVisible();
  // The site's scaffolds come first: once drawn, the picture is of the history.
  await panel.findAllByRole('button', { name: /^\+ New inspection of / });
  panel.getAllByRole('button', HISTORY_ENTRY)[0]?.scrollIntoView({ block: 'center' });
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    await saveAndFindOnTop(canvasElement);
    // The draft went with the save: '+ New' starts a new, empty inspection.
    const form = await openForm(canvasElement);
    await expect(form.getByLabelText(/^Temperature/)).toHaveValue('');
    await expect(form.queryByText(INSPECTIONS_COPY.draftRestored)).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The picture is of the saved inspection, at the top of the history.
    within(canvasElement)
      .getAllByRole('button', HISTORY_ENTRY)[0]
      ?.scrollIntoView({ block: 'center' });
  },
};

/**
 * The site's history is read again after a save, and is slow on a site's connection: the saved
 * inspection shows at the top of it from the save's own answer, before that read returns (the
 * figures' answer is not held up).
 */
export const SavedWhileHistoryReloads: Story = {
  play: async ({ canvasElement }) => {
    // The history was read when the row was opened, before the inspection.
    const row = await within(canvasElement).findByRole('button', { name: new RegExp(`^${SITE}`) });
    await userEvent.click(row);
    const panel = within(
      document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    await expect(await panel.findAllByRole('button', HISTORY_ENTRY)).toHaveLength(1);
    await saveAndFindOnTop(canvasElement, () =>
      setScenario({ name: 'slow', endpoint: 'siteInspections', delayMs: 'infinite' }),
    );
  },
};

/** 'Discard draft' after a refusal: an empty form, and the next inspection has a key of its own. */
export const DiscardDraft: Story = {
  parameters: Refused.parameters,
  beforeEach: Refused.beforeEach,
  play: async (context) => {
    await Refused.play?.(context);
    const form = within(body().getByRole('dialog', { name: TITLE }));
    await userEvent.click(form.getByRole('button', { name: INSPECTIONS_COPY.discardDraft }));
    const confirm = within(
      await body().findByRole('dialog', { name: INSPECTIONS_COPY.discardTitle }),
    );
    await userEvent.click(confirm.getByRole('button', { name: INSPECTIONS_COPY.discardDraft }));
    await waitFor(() =>
      expect(body().queryByRole('dialog', { name: INSPECTIONS_COPY.discardTitle })).toBeNull(),
    );
    // The form empties once the stored draft is deleted (IndexedDB), after the confirm closes.
    await waitFor(() => expect(form.getByLabelText(/^Temperature/)).toHaveValue(''));
    await expect(form.queryByText(INSPECTIONS_COPY.draftRestored)).toBeNull();
    await fillRequired(form);
    await userEvent.click(form.getByRole('button', { name: 'Save inspection' }));
    await expect(await body().findByText(MESSAGES.inspectionSaved)).toBeVisible();
    await expect(sentKeys).toHaveLength(2);
    await expect(sentKeys[1]).not.toBe(sentKeys[0]);
    await userEvent.click(body().getByRole('button', { name: 'Close notification' }));
  },
};

/** The site's scaffolds that can be inspected, by tag: the one chosen is named by the save. */
export const SavedForAScaffold: Story = {
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    const field = form.getByRole('combobox', { name: /^Scaffold \(tag\)/ });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription('Its tag follows the result.');
    // Handed over, in use or altered: not those being erected, dismantled or struck. The list is
    // read when the form opens ('Loading scaffolds...' until then).
    const offered = () =>
      within(field)
        .getAllByRole('option')
        .map((option) => option.textContent?.split(':')[0]);
    await waitFor(() => expect(offered()).not.toContain('Loading scaffolds...'));
    await expect(offered()).toEqual([
      'None',
      'Tag T-0002',
      'Tag T-0003',
      'Tag T-0004',
      'Tag T-0005',
      'Tag T-0006',
      'Tag T-0007',
    ]);
    const scaffold = getDatabase().scaffolds.find((s) => s.tag_number === 'T-0005');
    if (!scaffold) throw new Error('fixture: T-0005');
    await userEvent.selectOptions(field, String(scaffold.id));
    await fillRequired(form);
    await userEvent.click(form.getByRole('button', { name: 'Save inspection' }));
    await expect(await body().findByText(MESSAGES.inspectionSaved)).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Close notification' }));
    // The site's history names the scaffold; the mock stored it with the inspection.
    const row = await within(canvasElement).findByRole('button', { name: new RegExp(`^${SITE}`) });
    const panel = within(
      document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    await waitFor(() =>
      expect(panel.getAllByRole('button', HISTORY_ENTRY)[0]).toHaveTextContent(
        /^Passed.*Tag T-0005 · /,
      ),
    );
    const site = getDatabase()
      .customers.flatMap((customer) => customer.clients.flatMap((client) => client.sites))
      .find((candidate) => candidate.id === scaffold.site_id);
    const newest = site?.inspections.reduce((a, b) => (a.id > b.id ? a : b));
    await expect(newest?.scaffold_id).toBe(scaffold.id);
    // Its tag is read again with the screen: overdue (red) before, safe to use now.
    const tagRow = () =>
      panel
        .getByRole('region', { name: /^Scaffolds of / })
        .querySelector<HTMLElement>('[data-tag="T-0005"]');
    await waitFor(() => expect(tagRow()).toHaveTextContent(/Safe to use/));
    await expect(tagRow()?.querySelector('[data-status]')).toHaveAttribute('data-status', 'green');
    tagRow()?.scrollIntoView({ block: 'center' });
  },
};

/** The site's scaffolds could not be read: the inspection can still be of the site. */
export const ScaffoldsUnavailable: Story = {
  parameters: {
    msw: {
      handlers: {
        scaffolds: scenarioHandlers({ name: 'server-error', endpoint: 'scaffolds' }).scaffolds,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    const field = await form.findByRole('combobox', { name: /^Scaffold \(tag\)/ });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        "The site's scaffolds could not be loaded: the inspection can be of the site.",
      ),
    );
    await expect(within(field).getAllByRole('option')).toHaveLength(1);
  },
};

/** A server with only the base calls keeps no scaffolds: no field for one. */
export const SpecOnlyServer: Story = {
  parameters: { msw: { handlers: scenarioHandlers({ name: 'spec-only' }) } },
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await expect(form.getByRole('combobox', { name: /^Scaffold type/ })).toBeVisible();
    await expect(form.queryByRole('combobox', { name: /^Scaffold \(tag\)/ })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const form = await openForm(canvasElement);
    await expect(form.getByLabelText(/^Weather/)).toBeVisible();
  },
};
