import { MESSAGES } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { paths } from '../../config/paths';
import { screenStory } from '../../testing/portal-story';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Portal/Landing',
  component: LandingPage,
  ...screenStory({
    url: paths.landing,
    description:
      'The public landing page (/): the value for a scaffolding firm, the main features, links to the plans and to sign-in. Drawn with CSS and inline SVG only (no image files).',
  }),
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Your stock, your sites and your inspections in one place',
    );
    const header = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      paths.login,
    );
    await expect(header.getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      paths.pricing,
    );
    await expect(canvas.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      paths.pricing,
    );
    await expect(canvas.getAllByText(MESSAGES.freeTrial).length).toBeGreaterThan(0);
    // One section per feature the firm pays for.
    await expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const header = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const OpensPricing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'See plans and pricing' }));
    await expect(await canvas.findByText(`Navigated to ${paths.pricing}`)).toBeVisible();
  },
};

export const OpensSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(header.getByRole('link', { name: 'Sign in' }));
    await expect(await canvas.findByText(`Navigated to ${paths.login}`)).toBeVisible();
  },
};
