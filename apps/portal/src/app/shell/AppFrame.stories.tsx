import { MESSAGES, NOTICE_MS } from '@scaffold/domain';
import { scenarioHandlers } from '@scaffold/mocks';
import { notify } from '@scaffold/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { paths } from '../../config/paths';
import { PlaceholderPage } from '../../routing/placeholder-page';
import { clearOfflineStore, queueForStory } from '../../testing/offline-story';
import { NAVIGATED_AWAY_TEST_ID, screenStory } from '../../testing/portal-story';
import { sampleInspection } from '../../testing/sample-inspection';
import { AppFrame } from './AppFrame';

const meta = {
  title: 'Portal/App frame',
  component: AppFrame,
  ...screenStory({
    url: paths.projects,
    signedInAs: 'manager',
    description:
      'The frame of every guarded screen: the navigation of PRODUCT.md "Navigation and top bar" with green markers on active sections and red on inactive ones, the user name linking to /preferences, Logout, and for admins the Admin Dashboard link on a grey bar.',
  }),
  args: {
    children: (
      <PlaceholderPage
        title="Projects"
        description="Projects will group your sites by contract, with their programme, phases and the team assigned to each."
      />
    ),
  },
  // The top bar counts the outbox, kept in IndexedDB, which outlives a story.
  beforeEach: clearOfflineStore,
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Manager: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /Priya Shah/ })).toHaveAttribute(
      'href',
      paths.preferences,
    );
    await expect(canvas.queryByRole('link', { name: 'Admin Dashboard' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const Admin: Story = {
  parameters: { portal: { url: paths.projects, signedInAs: 'admin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Admin Dashboard' })[0]).toHaveAttribute(
      'href',
      paths.admin,
    );
  },
};

export const SideNavigation: Story = {
  parameters: {
    portal: { url: paths.projects, signedInAs: 'manager', preferences: { navPosition: 'side' } },
  },
};

export const LogsOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(canvas.getByTestId(NAVIGATED_AWAY_TEST_ID)).toHaveTextContent(
        `Navigated to ${paths.login}`,
      ),
    );
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
};

/**
 * Logout with inspections still on the device: they are listed before anything leaves; 'Keep'
 * logs out with them kept for the next sign-in here.
 */
export const LogoutListsWhatIsNotSent: Story = {
  parameters: {
    // The sender gets no answer: the entry stays waiting while the dialog is read.
    msw: { handlers: { inspections: scenarioHandlers({ name: 'network-error' }).inspections } },
  },
  beforeEach: async () => {
    await clearOfflineStore();
    await queueForStory(
      'manager',
      { id: 11, name: 'Harbourside Housing Estate Phase 2' },
      {
        values: sampleInspection('Kept through a logout.'),
        minutesAgo: 20,
      },
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('Harbourside Housing Estate Phase 2')).toBeVisible();
    await expect(canvas.queryByTestId(NAVIGATED_AWAY_TEST_ID)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: /^Keep them/ }));
    await waitFor(() =>
      expect(canvas.getByTestId(NAVIGATED_AWAY_TEST_ID)).toHaveTextContent(
        `Navigated to ${paths.login}`,
      ),
    );
  },
};

/**
 * Signal bars and no data: the browser still says it is online, but the outbox's send gets no
 * answer at all. The bar says Offline from what the portal's own requests met, not only from
 * `navigator.onLine` (Chromium 150 kept it true after an offline reload).
 */
export const NoDataDespiteSignal: Story = {
  parameters: {
    msw: { handlers: { inspections: scenarioHandlers({ name: 'network-error' }).inspections } },
  },
  beforeEach: async () => {
    await queueForStory(
      'manager',
      { id: 11, name: 'Harbourside Housing Estate Phase 2' },
      {
        values: sampleInspection('Saved with one bar of signal.'),
        minutesAgo: 10,
      },
    );
  },
  play: async ({ canvasElement }) => {
    await expect(navigator.onLine).toBe(true);
    await expect(
      // (headless Chromium does not agree to keep storage: the indicator adds 'send within 7 days')
      await within(canvasElement).findByRole('link', { name: /^Offline: 1 waiting to send/ }),
    ).toBeVisible();
  },
};

/** The control at the middle of an element, as a click there would reach it. */
const reachable = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && (hit === element || element.contains(hit));
};

/**
 * A move failure's notice stays 30 s: it sits below the top bar, and Logout, the user menu and
 * the phone menu stay usable under it.
 */
export const NoticeLeavesTheBarUsable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    notify({ type: 'error', message: MESSAGES.moveFailed, timeout: NOTICE_MS.medium });
    await within(document.body).findByText(MESSAGES.moveFailed);
    const controls = [
      canvas.getByRole('button', { name: 'Logout' }),
      canvas.getByRole('link', { name: /Priya Shah/ }),
    ];
    for (const control of controls) await expect(reachable(control)).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(canvas.getByTestId(NAVIGATED_AWAY_TEST_ID)).toHaveTextContent(
        `Navigated to ${paths.login}`,
      ),
    );
  },
};

export const NoticeLeavesThePhoneMenuUsable: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    notify({ type: 'error', message: MESSAGES.moveFailed, timeout: NOTICE_MS.medium });
    await within(document.body).findByText(MESSAGES.moveFailed);
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(reachable(menu)).toBe(true);
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    // The open menu lies over the notice: every entry can be chosen.
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    for (const link of nav.getAllByRole('link')) {
      link.scrollIntoView({ block: 'nearest' });
      await expect(reachable(link)).toBe(true);
    }
  },
};
