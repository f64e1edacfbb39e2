import { overrideEndpoint } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths, siteScaffoldsPath } from '../../../config/paths';
import { screen, screenStory } from '../../../testing/portal-story';
import { showcaseSiteId, siteWithoutScaffolds } from '../stories-support';
import { SiteScaffoldsScreen } from './SiteScaffoldsScreen';

const at = (siteId: number) => ({
  portal: { url: siteScaffoldsPath(siteId), routePath: paths.siteScaffolds },
});

const cardOf = (canvasElement: HTMLElement, tag: string) =>
  within(canvasElement).getByRole('listitem', { name: `Tag ${tag}` });

const meta = {
  title: 'Portal/Scaffolds/Site scaffolds',
  component: SiteScaffoldsScreen,
  ...screenStory({
    ...at(showcaseSiteId()).portal,
    signedInAs: 'manager',
    frame: 'screen',
    description:
      "/dashboard/sites/:siteId/scaffolds, from a site's details in Site Management: the site's scaffolds with their tag status (words, icon and colour), where each stands in its life, its last inspection and when the next is due. Add a scaffold (it is erected red-tagged), record its handover, start an inspection of it, move it along its life, print or reprint its tag (a reprint makes the old tag say it was replaced), make a signing link for the client and copy it, record adverse weather on the site.",
  }),
} satisfies Meta<typeof SiteScaffoldsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded site with a scaffold in every state. */
export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('9 scaffolds: 1 green, 1 amber, 7 red.')).toBeVisible();
    await expect(within(cardOf(canvasElement, 'T-0003')).getByText('Safe to use')).toBeVisible();
    const awaiting = cardOf(canvasElement, 'T-0002');
    await expect(within(awaiting).getAllByText(/Awaiting client signature/)[0]).toBeVisible();
    await expect(
      within(cardOf(canvasElement, 'T-0001')).getByRole('link', { name: 'Record handover' }),
    ).toBeVisible();
    await expect(
      within(cardOf(canvasElement, 'T-0009')).queryByRole('button', { name: 'Reprint tag' }),
    ).not.toBeInTheDocument();
  },
};

export const NoScaffoldsYet: Story = {
  parameters: at(siteWithoutScaffolds()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: /^Scaffolds and tags: / }),
    ).toBeVisible();
    await expect((await canvas.findAllByText('No scaffolds on this site yet.'))[0]).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: overrideEndpoint('scaffolds', () => delay('infinite')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading scaffolds...')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('scaffolds', () =>
        HttpResponse.json({ detail: 'The server could not answer (500).' }, { status: 500 }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The scaffolds could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/**
 * A signing link for the client: made, shown once to copy, listed with the others. No
 * screenshot: each link's token is new and random.
 */
export const SigningLinkMade: Story = {
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^9 scaffolds/);
    const card = within(cardOf(canvasElement, 'T-0002'));
    await userEvent.click(
      card.getByRole('button', { name: 'Record and signing links of tag T-0002' }),
    );
    await expect(await card.findByText('Expired')).toBeVisible();
    await expect(card.getByText('Withdrawn')).toBeVisible();
    await userEvent.click(await card.findByRole('button', { name: 'Create signing link' }));
    const link = await card.findByRole('textbox', {
      name: /^Signing link for the handover certificate/,
    });
    await expect((link as HTMLInputElement).value).toMatch(
      /^https:\/\/portal\.example\.test\/sign\/[A-Za-z0-9_-]{43}$/,
    );
    await expect(card.getByRole('button', { name: 'Copy link' })).toBeVisible();
    // The new link is open, and the one before it withdrawn.
    await waitFor(() => expect(card.getAllByText('Withdrawn')).toHaveLength(2));
    await expect(card.getByText('Open')).toBeVisible();
  },
};

/** '+ New scaffold' sent empty: each required field says so; nothing is added. */
export const NewScaffoldIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^9 scaffolds/);
    await userEvent.click(
      canvas.getAllByRole('button', { name: '+ New scaffold' })[0] as HTMLElement,
    );
    const dialog = within(await screen().findByRole('dialog', { name: /^New scaffold on / }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add scaffold' }));
    await expect(dialog.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(
      /Required/,
    );
    await expect(dialog.getByRole('combobox', { name: /^Load class/ })).toHaveAccessibleDescription(
      /Required/,
    );
    await expect(dialog.getByRole('textbox', { name: /^Tag number/ })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** Reprint asks first, and says what becomes of the old tag. */
export const ReprintConfirm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^9 scaffolds/);
    await userEvent.click(
      within(cardOf(canvasElement, 'T-0003')).getByRole('button', { name: 'Reprint tag' }),
    );
    const dialog = within(await screen().findByRole('dialog', { name: 'Reprint tag T-0003' }));
    await expect(dialog.getByText(/The old tag then says it has been replaced/)).toBeVisible();
  },
};

/** Another customer's site: no such site, and nothing of its scaffolds. */
export const AnotherCustomersSite: Story = {
  parameters: { portal: { ...at(showcaseSiteId()).portal, signedInAs: 'otherAdmin' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No such site.')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Loading scaffolds...')).not.toBeInTheDocument());
    await expect(canvas.queryByText(/^Tag T-/)).not.toBeInTheDocument();
    await expect(canvas.queryByText('The scaffolds could not be loaded.')).not.toBeInTheDocument();
  },
};
