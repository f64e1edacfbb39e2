import { MESSAGES, pathTo } from '@scaffold/domain';
import { scenarioHandlers } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { inspectionsForSite } from '../../config/paths';
import { readKey } from '../../data/cache/query-keys';
import { OUTBOX_COPY } from '../../offline/outbox/outbox-copy';
import { keepLastRead, pretendOffline, queueForStory } from '../../testing/offline-story';
import { screenStory } from '../../testing/portal-story';
import { sampleInspection } from '../../testing/sample-inspection';
import { InspectionsPage } from './InspectionsPage';
import { INSPECTION_SITES_PAGE } from './inspections-reads';
import { fillRequired, HISTORY_ENTRY, resetScreenState } from './stories-support';

/** Overdue, with one pending inspection in its history. */
const SITE = { id: 11, name: 'Harbourside Housing Estate Phase 2' };
const REASON = 'temperature: must be at most 100';

const meta = {
  title: 'Portal/Inspections/Outbox',
  component: InspectionsPage,
  ...screenStory({
    url: inspectionsForSite(SITE.id),
    signedInAs: 'admin',
    frame: 'screen',
    description:
      "Inspections saved with no connection wait in the outbox on this device (IndexedDB, per user) and are sent by themselves when the network returns. The site's history lists them above its inspections: 'Waiting to send', or 'Not accepted' with the server's reason, to correct and send again or discard. The collapsed row counts them. Offline, the screen shows the last data read and says when it was read.",
  }),
  beforeEach: resetScreenState,
} satisfies Meta<typeof InspectionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The site's row and its (expanded) history panel. */
async function siteHistory(canvasElement: HTMLElement) {
  const row = await within(canvasElement).findByRole('button', {
    name: new RegExp(`^${SITE.name}`),
  });
  await waitFor(() => expect(row).toHaveAttribute('aria-expanded', 'true'));
  const panel = document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { row, panel: within(panel) };
}

/** Saved on this device 30 minutes ago, with no connection: it waits to be sent. */
export const Queued: Story = {
  beforeEach: async () => {
    await queueForStory('admin', SITE, {
      values: sampleInspection('Saved in the basement.'),
      minutesAgo: 30,
    });
  },
  play: async ({ canvasElement }) => {
    const { row, panel } = await siteHistory(canvasElement);
    await expect(row).toHaveTextContent('1 waiting to send');
    const waiting = await panel.findByRole('list', { name: 'Not sent yet' });
    await expect(within(waiting).getByText(OUTBOX_COPY.waiting)).toBeVisible();
    await expect(waiting).toHaveTextContent(`${OUTBOX_COPY.savedOnDevice} Nov 20, 2026, 08:30`);
    // Waiting is not refused: nothing to correct.
    await expect(within(waiting).queryByRole('button')).toBeNull();
  },
};

/** The server refused it: the reason, and the ways out. */
export const Refused: Story = {
  beforeEach: async () => {
    await queueForStory('admin', SITE, {
      values: sampleInspection('Refused by the server.'),
      minutesAgo: 45,
      refused: REASON,
    });
  },
  play: async ({ canvasElement }) => {
    const { row, panel } = await siteHistory(canvasElement);
    await expect(row).toHaveTextContent('1 not accepted');
    const refused = await panel.findByRole('list', { name: 'Not sent yet' });
    await expect(within(refused).getByText(OUTBOX_COPY.refused)).toBeVisible();
    await expect(within(refused).getByText(OUTBOX_COPY.refusedReason(REASON))).toBeVisible();
    await expect(within(refused).getByRole('button', { name: OUTBOX_COPY.correct })).toBeVisible();
    await expect(
      within(refused).getByRole('button', { name: /^Discard the inspection not accepted/ }),
    ).toBeVisible();
  },
};

/** 'Correct and send': the form opens with the inspection and the reason; saved, it is gone. */
export const CorrectAndSend: Story = {
  beforeEach: async () => {
    await queueForStory('admin', SITE, {
      values: sampleInspection('Corrected and sent.'),
      minutesAgo: 45,
      refused: REASON,
    });
  },
  play: async ({ canvasElement }) => {
    const { panel } = await siteHistory(canvasElement);
    await userEvent.click(await panel.findByRole('button', { name: OUTBOX_COPY.correct }));
    // The inspection is read from the device first (a moment's loading dialog).
    await expect(await body().findByText(OUTBOX_COPY.correcting(REASON))).toBeVisible();
    const dialog = within(body().getByRole('dialog', { name: `New Inspection for ${SITE.name}` }));
    await expect(dialog.getByLabelText(/^Temperature/)).toHaveValue('8');
    await expect(await dialog.findByRole('textbox', { name: 'Notes' })).toHaveValue(
      'Corrected and sent.',
    );
    await userEvent.clear(dialog.getByLabelText(/^Temperature/));
    await userEvent.type(dialog.getByLabelText(/^Temperature/), '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Save inspection' }));
    await expect(await body().findByText(MESSAGES.inspectionSaved)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(body().getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(panel.queryByRole('list', { name: 'Not sent yet' })).toBeNull());
    await waitFor(() =>
      expect(panel.getAllByRole('button', HISTORY_ENTRY)[0]).toHaveTextContent(
        /Corrected and sent\./,
      ),
    );
  },
};

/** 'Discard' asks first, then the refused inspection leaves the device. */
export const DiscardRefused: Story = {
  beforeEach: async () => {
    await queueForStory('admin', SITE, {
      values: sampleInspection('To be discarded.'),
      minutesAgo: 45,
      refused: REASON,
    });
  },
  play: async ({ canvasElement }) => {
    const { row, panel } = await siteHistory(canvasElement);
    await userEvent.click(
      await panel.findByRole('button', { name: /^Discard the inspection not accepted/ }),
    );
    const confirm = within(await body().findByRole('dialog', { name: OUTBOX_COPY.discardTitle }));
    await expect(confirm.getByText(OUTBOX_COPY.discardQuestion)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: OUTBOX_COPY.discard }));
    await waitFor(() => expect(panel.queryByRole('list', { name: 'Not sent yet' })).toBeNull());
    await expect(row).not.toHaveTextContent('not accepted');
  },
};

/** The connection is back: the outbox sends by itself, and the inspection is in the history. */
export const Sent: Story = {
  parameters: {
    portal: { url: inspectionsForSite(SITE.id), signedInAs: 'admin', outboxRunner: true },
  },
  beforeEach: async () => {
    await queueForStory('admin', SITE, {
      values: sampleInspection('Sent when the signal came back.'),
      minutesAgo: 20,
    });
  },
  play: async ({ canvasElement }) => {
    const { row, panel } = await siteHistory(canvasElement);
    await expect(await body().findByText(OUTBOX_COPY.sent([SITE.name]))).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(panel.queryByRole('list', { name: 'Not sent yet' })).toBeNull());
    await waitFor(() =>
      expect(panel.getAllByRole('button', HISTORY_ENTRY)[0]).toHaveTextContent(
        /Sent when the signal came back\./,
      ),
    );
    await expect(row).not.toHaveTextContent('waiting to send');
  },
};

/** No network: the last data read, with its time; a save goes to the outbox at once. */
export const Offline: Story = {
  parameters: {
    msw: {
      handlers: scenarioHandlers({ name: 'network-error' }),
    },
    portal: { offlineCopy: true },
  },
  beforeEach: async () => {
    // What the screen last read: its figures, the first page of sites, this site's history.
    await keepLastRead('admin', readKey('inspectionSummary'), pathTo('inspectionSummary'), 90);
    await keepLastRead(
      'admin',
      readKey('inspectionSites', { pages: true }),
      pathTo('inspectionSites', {}, `page=1&page_size=${INSPECTION_SITES_PAGE}`),
      95,
      { pages: true },
    );
    await keepLastRead(
      'admin',
      readKey('inspectionSites', { pages: true, site_id: SITE.id }),
      pathTo('inspectionSites', {}, `site_id=${SITE.id}&page=1&page_size=${INSPECTION_SITES_PAGE}`),
      95,
      { pages: true },
    );
    await keepLastRead('admin', readKey('componentSystems'), pathTo('componentSystems'), 95);
    await keepLastRead(
      'admin',
      readKey('siteInspections', { pages: true, site_id: SITE.id }),
      pathTo('siteInspections', { site_id: SITE.id }),
      95,
      { pages: true },
    );
    return pretendOffline();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The oldest read shown (the site rows, 95 minutes before) once every read has failed. Each
    // read settles even when a panel's StrictMode mount cancels the capabilities read it awaits
    // (data/reads/inner-read.ts; that read was once left in flight on a cold Chromium 150 start).
    await expect(
      await canvas.findByText(/^Offline: showing data from Nov 20, 2026, 07:25\./),
    ).toBeVisible();
    await expect(await canvas.findByText('109 of 136 passed')).toBeVisible();
    const { panel } = await siteHistory(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: `+ New inspection for ${SITE.name}` }),
    );
    // The draft is read from the device first (a moment's 'Opening the inspection...').
    await body().findByRole('group', { name: 'Weather conditions' });
    const dialog = within(body().getByRole('dialog', { name: `New Inspection for ${SITE.name}` }));
    await dialog.findByRole('option', { name: 'Cuplock' });
    await fillRequired(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Save inspection' }));
    await expect(await body().findByText(OUTBOX_COPY.queued)).toBeVisible();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await userEvent.click(body().getByRole('button', { name: 'Close notification' }));
    const waiting = await panel.findByRole('list', { name: 'Not sent yet' });
    await expect(within(waiting).getByText(OUTBOX_COPY.waiting)).toBeVisible();
  },
};

export const MobileRefused: Story = {
  globals: PHONE_VIEWPORT,
  beforeEach: Refused.beforeEach,
  play: Refused.play,
};
