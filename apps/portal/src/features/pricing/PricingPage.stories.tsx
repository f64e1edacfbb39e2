import { MESSAGES, PLANS } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { paths, registerWithPlan } from '../../config/paths';
import { screenStory } from '../../testing/portal-story';
import { PricingPage } from './PricingPage';

const meta = {
  title: 'Portal/Pricing',
  component: PricingPage,
  ...screenStory({
    url: paths.pricing,
    description:
      'The plans of PRODUCT.md "Plans" (/pricing) in pounds, with their limits (Unlimited for none) and \'Most Popular\' on Professional. Choosing a plan opens /register?plan=<id>.',
  }),
} satisfies Meta<typeof PricingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const planCards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Plans' })).getAllByRole('article');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Plans and pricing' }),
    ).toBeVisible();
    await expect(canvas.getByText(MESSAGES.freeTrial)).toBeVisible();
    const cards = planCards(canvasElement);
    await expect(cards).toHaveLength(3);

    const [basic, professional, enterprise] = cards.map((card) => within(card));
    await expect(basic?.getByRole('heading', { name: 'Basic' })).toBeVisible();
    await expect(basic?.getByText('£99')).toBeVisible();
    await expect(basic?.getByText('1,000')).toBeVisible();
    await expect(basic?.queryByText('Most Popular')).toBeNull();

    await expect(professional?.getByText('£199')).toBeVisible();
    await expect(professional?.getByText('Most Popular')).toBeVisible();

    await expect(enterprise?.getByText('£499')).toBeVisible();
    // Enterprise has no limits: users, projects and items all read Unlimited.
    await expect(enterprise?.getAllByText('Unlimited')).toHaveLength(3);

    for (const plan of PLANS) {
      await expect(canvas.getByRole('link', { name: `Choose ${plan.name}` })).toHaveAttribute(
        'href',
        registerWithPlan(plan.id),
      );
    }
  },
};

export const ChoosePlanNavigates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Choose Professional' }));
    await expect(
      await canvas.findByText(`Navigated to ${registerWithPlan('professional')}`),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const boxes = planCards(canvasElement).map((card) => card.getBoundingClientRect());
    // Stacked: one above the other, same left edge, none side by side.
    for (let index = 1; index < boxes.length; index += 1) {
      const above = boxes[index - 1];
      const below = boxes[index];
      await expect(below?.top).toBeGreaterThan(above?.bottom ?? Number.POSITIVE_INFINITY);
      await expect(below?.left).toBe(above?.left);
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
