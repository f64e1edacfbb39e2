import { MESSAGES } from '@scaffold/domain';
import { overrideEndpoint, resetDatabase, scenarioHandlers } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { inspectionsForSite, paths } from '../../config/paths';
import { screenStory } from '../../testing/portal-story';
import { InspectionsPage } from './InspectionsPage';
import { INSPECTIONS_COPY } from './inspections-copy';
import { resetScreenState } from './stories-support';

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
    const entries = await panel.findAllByRole('button');
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

/** An inspection of one scaffold names its tag in the site's history (issue 30). */
export const ScaffoldInHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await siteToggle(canvas, SCAFFOLD_SITE);
    await userEvent.click(row);
    const panel = within(
      document.getElementById(row.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    // The site's inspection is of T-0003 (seeded): its tag before the notes.
    const entries = await panel.findAllByRole('button');
    await expect(entries[0]).toHaveTextContent(/^Passed.*Tag T-0003 · .+View details$/);
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
    await userEvent.click((await panel.findAllByRole('button'))[0] as HTMLElement);
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
 * Issue 28: the details are read from the press (pointerdown) of an inspection's button, before
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
    const entry = (await panel.findAllByRole('button'))[0] as HTMLElement;
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
    // The click found the read in flight or answered: one request for the record.
    await expect(detailsAsked).toHaveLength(1);
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
    const entry = (await panel.findAllByRole('button'))[0] as HTMLElement;
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
    const rows = within(list).getAllByRole('listitem');
    await expect(rows[0]).toHaveAttribute('aria-setsize', '201');
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

/** A server with only the spec's calls: the same screen, its answers computed on the device. */
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
