import { MESSAGES } from '@scaffold/domain';
import {
  endpointHandler,
  handlerGroups,
  overrideEndpoint,
  resetDatabase,
  scenarioHandlers,
} from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { inspectionsForSite, paths } from '../../config/paths';
import { screenStory } from '../../testing/portal-story';
import { InspectionsPage } from './InspectionsPage';
import { INSPECTIONS_COPY } from './inspections-copy';
import { HISTORY_ENTRY, resetScreenState } from './stories-support';

const meta = {
  title: 'Portal/Inspections/Page',
  component: InspectionsPage,
  ...screenStory({
    url: paths.inspections,
    signedInAs: 'admin',
    frame: 'screen',
    description:
      "/dashboard/inspections: the customer's inspection metrics (Pass Rate, Completion Rate, Due This Week with overdue, Attention Required, Status Breakdown) and Recent Inspections, a row per site that expands to its past inspections. A past inspection opens Inspection Details; '+ New' opens the New Inspection form.",
  }),
  beforeEach: resetScreenState,
} satisfies Meta<typeof InspectionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Site 11 is overdue; its only inspection is pending. Site 60 has a failed inspection with a photo. */
const OVERDUE_SITE = { id: 11, name: 'Harbourside Housing Estate Phase 2' };
const FAILED_SITE = { id: 60, name: 'Portobello Railway Station Canopy' };
/** The seeded scaffolds' showcase site. */
const SCAFFOLD_SITE = 'Radford Church Tower Restoration';

/** Lets the browser finish repainting after a dialog leaves the top layer. */
const nextFrames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

const siteToggle = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.findByRole('button', { name: new RegExp(`^${name}`) });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inspections' })).toBeVisible();
    await expect(await canvas.findByText('80.1%')).toBeVisible();
    await expect(canvas.getByText('109 of 136 passed')).toBeVisible();
    await expect(await canvas.findByText('5 overdue')).toBeVisible();
    const row = await siteToggle(canvas, 'Radford Church Tower Restoration');
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await expect(row).toHaveTextContent('Up to date');
    await expect(await siteToggle(canvas, 'Ocean Village Library Restoration')).toHaveTextContent(
      /Never inspected.*Never.*Not Scheduled/,
    );
  },
};

export const ExpandedRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await siteToggle(canvas, FAILED_SITE.name);
    row.focus();
    await userEvent.keyboard('{Enter}');
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    const panel = within(
      document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    // Read when the row opens: the site's history, newest first.
    const entries = await panel.findAllByRole('button', HISTORY_ENTRY);
    await expect(entries).toHaveLength(3);
    // Newest first; notes cut at 60 characters and '...'.
    await expect(entries[0]).toHaveTextContent(/^Failed/);
    await expect(entries[0]).toHaveTextContent(
      /^Failed.*Jul 7, 2026, 12:08.{60}\.\.\.View details$/,
    );
    await userEvent.keyboard(' ');
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(row).toHaveAttribute('aria-expanded', 'true');
  },
};

export const NoInspections: Story = {
  parameters: {
    msw: { handlers: { reads: scenarioHandlers({ name: 'empty-data' }).reads } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MESSAGES.noInspectionsForMetrics)).toBeVisible();
    await expect(await canvas.findByText(INSPECTIONS_COPY.noSites)).toBeVisible();
    await expect(canvas.queryByText('NaN', { exact: false })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        reads: scenarioHandlers({ name: 'slow', delayMs: 'infinite' }).reads,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(MESSAGES.loadingMetrics)).toBeVisible();
    await expect(canvas.getByText(MESSAGES.loadingSiteInspections)).toBeVisible();
  },
};

export const MetricsFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        reads: scenarioHandlers({ name: 'server-error', endpoint: 'inspectionSummary' }).reads,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    // One warning, one retry, then the section says so and offers Retry; the sites still load.
    await expect(await body.findByText(INSPECTIONS_COPY.loadRetrying)).toBeVisible();
    await expect(await canvas.findByText(INSPECTIONS_COPY.metricsFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: INSPECTIONS_COPY.retry })).toBeEnabled();
    await expect(await siteToggle(canvas, 'Radford Church Tower Restoration')).toBeVisible();
    // The warning goes after 5 s; close it so the picture does not depend on the run's speed.
    await userEvent.click(body.getByRole('button', { name: 'Close notification' }));
  },
};

/** The site rows fail (one warning, one retry), the figures load: the list says so with Retry. */
export const SitesFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        reads: scenarioHandlers({ name: 'server-error', endpoint: 'inspectionSites' }).reads,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await expect(await canvas.findByText(INSPECTIONS_COPY.sitesFailed)).toBeVisible();
    await expect(canvas.getByRole('button', { name: INSPECTIONS_COPY.retry })).toBeEnabled();
    await expect(await canvas.findByText('5 overdue')).toBeVisible();
    const close = body.queryByRole('button', { name: 'Close notification' });
    if (close) await userEvent.click(close);
  },
};

export const RefreshFailure: Story = {
  parameters: {
    msw: {
      handlers: scenarioHandlers({ name: 'expired-access-token' }, { name: 'refresh-failure' }),
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    // The session is gone: the 60 s notice, no retry, and the way to sign in again.
    await expect(await body.findByText(MESSAGES.sessionExpired)).toBeVisible();
    await expect(
      await within(canvasElement).findByText(`Navigated to ${paths.login}`),
    ).toBeVisible();
    await expect(body.queryByText(INSPECTIONS_COPY.loadRetrying)).toBeNull();
  },
};

/** An inspection of one scaffold names its tag in the site's history. */
export const ScaffoldInHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await siteToggle(canvas, SCAFFOLD_SITE);
    await userEvent.click(row);
    const panel = within(
      document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    // The site's inspection is of T-0003 (seeded): its tag before the notes.
    const entries = await panel.findAllByRole('button', HISTORY_ENTRY);
    await expect(entries[0]).toHaveTextContent(/^Passed.*Tag T-0003 · .+View details$/);
    // The site's scaffolds come first (SiteScaffolds): once drawn, the picture is of the history.
    await panel.findAllByRole('button', { name: /^\+ New inspection of / });
    entries[0]?.scrollIntoView({ block: 'center' });
  },
};

/** The expanded site's panel, once its row is opened (by click: the row may be anywhere). */
async function openSite(canvasElement: HTMLElement, name: string) {
  const canvas = within(canvasElement);
  const row = await siteToggle(canvas, name);
  await userEvent.click(row);
  const panel = document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement;
  return { row, panel: within(panel) };
}

/**
 * An expanded site lists its scaffolds above its history, a row each: the tag (its
 * live status page), the sign in words and icon, last inspection, next due and '+ New
 * inspection' for one that stands to be inspected; that opens the form for the scaffold.
 */
export const SiteScaffolds: Story = {
  play: async ({ canvasElement }) => {
    const { row, panel } = await openSite(canvasElement, SCAFFOLD_SITE);
    const scaffolds = within(await panel.findByRole('region', { name: /^Scaffolds of / }));
    const rows = await scaffolds.findAllByRole('listitem');
    await expect(rows.map((item) => item.dataset.tag)).toEqual([
      'T-0001',
      'T-0002',
      'T-0003',
      'T-0004',
      'T-0005',
      'T-0006',
      'T-0007',
      'T-0008',
      'T-0009',
    ]);
    const tag = (number: string) =>
      within(rows.find((item) => item.dataset.tag === number) as HTMLElement);
    // Words with every colour: reprinted T-0003 passed its inspection; T-0004 has limits;
    // T-0002 waits for the client's signature; T-0001 is going up.
    await expect(tag('T-0003').getByText('Safe to use')).toBeVisible();
    await expect(tag('T-0004').getByText('Safe to use within its limits')).toBeVisible();
    await expect(tag('T-0002').getByText('Do not use')).toBeVisible();
    await expect(tag('T-0001').getByText('Being erected')).toBeVisible();
    await expect(tag('T-0001').getByText(MESSAGES.neverInspected)).toBeVisible();
    await expect(tag('T-0003').getByRole('link', { name: 'Tag T-0003' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/t\/[A-Za-z0-9_-]{22}$/),
    );
    // Only a standing scaffold can be inspected: none for one being erected.
    await expect(tag('T-0001').queryByRole('button')).toBeNull();
    await expect(canvasElement.textContent).not.toMatch(/NaN|undefined|Invalid Date/);
    // By keyboard: the scaffold's own '+ New inspection' opens the form for it.
    const inspect = tag('T-0003').getByRole('button', { name: '+ New inspection of T-0003' });
    inspect.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: `New Inspection for ${SCAFFOLD_SITE}`,
      }),
    );
    // The dialog reads the site's draft from the device before the form shows ('Opening…').
    await expect(
      await dialog.findByText('This inspection is of scaffold T-0003: its tag follows the result.'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(inspect).toHaveFocus();
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await nextFrames();
  },
};

/** A site with no scaffolds says so above its history. */
export const NoScaffolds: Story = {
  parameters: { portal: { url: inspectionsForSite(FAILED_SITE.id) } },
  play: async ({ canvasElement }) => {
    const row = await siteToggle(within(canvasElement), FAILED_SITE.name);
    const panel = within(
      document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    const scaffolds = within(await panel.findByRole('region', { name: /^Scaffolds of / }));
    await expect(await scaffolds.findByText('No scaffolds on this site yet.')).toBeVisible();
    await expect(await panel.findAllByRole('button', HISTORY_ENTRY)).toHaveLength(3);
  },
};

/** The scaffolds are still being read: the history is not held up. */
export const ScaffoldsLoading: Story = {
  parameters: {
    msw: {
      handlers: {
        scaffolds: scenarioHandlers({ name: 'slow', endpoint: 'scaffolds', delayMs: 'infinite' })
          .scaffolds,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { panel } = await openSite(canvasElement, SCAFFOLD_SITE);
    const scaffolds = within(await panel.findByRole('region', { name: /^Scaffolds of / }));
    await expect(scaffolds.getByText('Loading scaffolds...')).toBeVisible();
    await expect(await panel.findAllByRole('button', HISTORY_ENTRY)).toHaveLength(1);
  },
};

/** The scaffolds could not be read: the reason and Retry; the history is still there. */
export const ScaffoldsFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        scaffolds: scenarioHandlers({ name: 'server-error', endpoint: 'scaffolds' }).scaffolds,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const { panel } = await openSite(canvasElement, SCAFFOLD_SITE);
    const scaffolds = within(await panel.findByRole('region', { name: /^Scaffolds of / }));
    await expect(
      await scaffolds.findByText("This site's scaffolds could not be loaded."),
    ).toBeVisible();
    await expect(scaffolds.getByRole('button', { name: 'Retry the scaffolds' })).toBeEnabled();
    await expect(await panel.findAllByRole('button', HISTORY_ENTRY)).toHaveLength(1);
    const close = within(document.body).queryByRole('button', { name: 'Close notification' });
    if (close) await userEvent.click(close);
  },
};

/** At 390 px: each scaffold's tag and sign, its dates, and a 44 px '+ New inspection'. */
export const MobileSiteScaffolds: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const { row, panel } = await openSite(canvasElement, SCAFFOLD_SITE);
    const scaffolds = within(await panel.findByRole('region', { name: /^Scaffolds of / }));
    const buttons = await scaffolds.findAllByRole('button', { name: /^\+ New inspection of / });
    await expect(buttons.length).toBeGreaterThan(0);
    for (const target of [...buttons, ...scaffolds.getAllByRole('link')]) {
      const box = target.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    row.scrollIntoView({ block: 'start' });
  },
};

export const DeepLink: Story = {
  parameters: { portal: { url: inspectionsForSite(OVERDUE_SITE.id) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await siteToggle(canvas, OVERDUE_SITE.name);
    await expect(row).toHaveAttribute('aria-expanded', 'true');
    await expect(row).toHaveTextContent('Overdue');
    await expect(await canvas.findByText(/^Pending$/)).toBeVisible();
    // Scrolled to: the row sits inside the visible frame.
    const frame = canvas.getByTestId('screen-frame').getBoundingClientRect();
    await waitFor(() => {
      const top = row.getBoundingClientRect().top;
      expect(top).toBeGreaterThanOrEqual(frame.top);
      expect(top).toBeLessThan(frame.bottom - 100);
    });
  },
};

export const DetailsOpen: Story = {
  parameters: { portal: { url: inspectionsForSite(FAILED_SITE.id) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await siteToggle(canvas, FAILED_SITE.name);
    const panel = within(
      document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    await userEvent.click((await panel.findAllByRole('button', HISTORY_ENTRY))[0] as HTMLElement);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Inspection Details' }),
    );
    // The inspection is read when opened; its photo and signatures come by URL.
    await expect(await dialog.findByText('Failed')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Checklist' })).toBeVisible();
    await expect(dialog.getAllByRole('img', { name: / photo$/ })).toHaveLength(1);
    await expect(dialog.getByRole('img', { name: 'Inspector signature' })).toBeInTheDocument();
    // The photo is read by URL as it comes near the view, then drawn.
    await waitFor(() => expect(dialog.getByRole('img', { name: / photo$/ }).tagName).toBe('IMG'));
    await expect(dialog.getByText(/°C$/)).toBeVisible();
  },
};

/** The inspections whose details the mock was asked for, in order (DetailsReadOnPress). */
const detailsAsked: string[] = [];

/**
 * The details are read from the press (pointerdown) of an inspection's button, before
 * the click: the mock sees the request while the pointer is still down and no dialog is open.
 */
export const DetailsReadOnPress: Story = {
  parameters: {
    portal: { url: inspectionsForSite(FAILED_SITE.id) },
    msw: {
      handlers: overrideEndpoint('inspectionDetails', ({ params }) => {
        detailsAsked.push(String(params.inspection_id));
        // Nothing returned: the mock's own handler answers.
      }),
    },
  },
  beforeEach: () => {
    detailsAsked.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await siteToggle(canvas, FAILED_SITE.name);
    const panel = within(
      document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    const entry = (await panel.findAllByRole('button', HISTORY_ENTRY))[0] as HTMLElement;
    await expect(detailsAsked).toEqual([]);
    // One pointer for the press and the release (so they make a click).
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: entry });
    await waitFor(() => expect(detailsAsked).toHaveLength(1));
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: entry });
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Inspection Details' }),
    );
    await expect(await dialog.findByText('Failed')).toBeVisible();
    // The click found the press's read in flight or answered; the details, a revision, may ask
    // once more as they open (a conditional read: 304 from a server while current), never more.
    await expect(detailsAsked.length).toBeLessThanOrEqual(2);
  },
};

/**
 * A site whose newest inspection has a photo that no other story here shows: the browser keeps
 * a photo it has drawn, so a photo another story drew would never be asked of the mock again.
 */
const PHOTO_SITE = { id: 22, name: 'Canning Town Hospital Wing' };
/** Resolved when the mock is first asked for a photo (PhotoWithTheRecord). */
let photoAsked: () => void = () => undefined;
let photoRequested = Promise.resolve();

/**
 * The history row names its first photo, so the press asks for it beside the record.
 * The mock answers the record only once the photo has been asked for: were the photo read only
 * from the record, the details would never open.
 */
export const PhotoWithTheRecord: Story = {
  parameters: {
    portal: { url: inspectionsForSite(PHOTO_SITE.id) },
    msw: {
      // Both are reads: one group, the two overrides before the mock's own handlers.
      handlers: {
        reads: [
          endpointHandler('media', () => {
            photoAsked();
            // Nothing returned: the mock's own handler answers.
          }),
          endpointHandler('inspectionDetails', async () => {
            await photoRequested;
          }),
          ...handlerGroups.reads,
        ],
      },
    },
  },
  beforeEach: () => {
    photoRequested = new Promise((resolve) => {
      photoAsked = resolve;
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await siteToggle(canvas, PHOTO_SITE.name);
    const panel = within(
      document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    // The site's panel drawn whole (its scaffolds read) before the record opens over it.
    const scaffolds = await panel.findByRole('region', { name: /^Scaffolds of / });
    await waitFor(() => expect(scaffolds).not.toHaveAttribute('aria-busy'));
    await userEvent.click((await panel.findAllByRole('button', HISTORY_ENTRY))[0] as HTMLElement);
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Inspection Details' }),
    );
    const photo = await dialog.findByRole('img', { name: / photo$/ });
    await waitFor(() => expect((photo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    photo.scrollIntoView({ block: 'center' });
  },
};

export const DetailsClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await siteToggle(canvas, 'Radford Church Tower Restoration');
    await userEvent.click(row);
    const panel = within(
      document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    const entry = (await panel.findAllByRole('button', HISTORY_ENTRY))[0] as HTMLElement;
    await userEvent.click(entry);
    await within(document.body).findByRole('dialog', { name: 'Inspection Details' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // Focus goes back to the inspection that opened it.
    await expect(entry).toHaveFocus();
    await nextFrames();
  },
};

/**
 * 100 times the sample: 7,500 sites, read 200 at a time; only the rows in view are drawn; a
 * deep link to a site on a page not read yet still finds it (read on its own, listed first).
 */
export const LargeData: Story = {
  parameters: { portal: { url: inspectionsForSite(7400) } },
  beforeEach: () => {
    resetDatabase({ scale: 100 });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Sites' }, { timeout: 20_000 });
    // The linked site's own read may answer after the first page: the list counts it then.
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '201'),
    );
    const rows = within(list).getAllByRole('listitem');
    await expect(canvas.getByText('Showing 201 of 7,500 sites')).toBeVisible();
    // Only a window of rows is in the page.
    await expect(rows.length).toBeLessThan(60);
    // The linked site is open and scrolled into the list's view.
    await waitFor(() => {
      const toggle = list.querySelector<HTMLElement>('button[aria-expanded="true"]');
      expect(toggle).not.toBeNull();
      const top = toggle?.getBoundingClientRect().top ?? -1;
      const frame = list.getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(frame.top);
      expect(top).toBeLessThan(frame.top + 80);
    });
  },
};

/** A server with only the base calls: the same screen, its answers computed on the device. */
export const SpecOnlyServer: Story = {
  parameters: { msw: { handlers: scenarioHandlers({ name: 'spec-only' }) } },
  play: async (context) => {
    await Default.play?.(context);
    await ExpandedRow.play?.(context);
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('80.1%')).toBeVisible();
    await expect(await siteToggle(canvas, 'Ocean Village Library Restoration')).toBeVisible();
  },
};
