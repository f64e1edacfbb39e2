import { PLANS } from '@scaffold/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Column, Columns } from '../Columns';
import { PlanCard } from './PlanCard';

const [basic, professional, enterprise] = PLANS;

const meta = {
  title: 'Display/PlanCard',
  component: PlanCard,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "One subscription plan on the pricing page: name, price in pounds per month, limits (null shows 'Unlimited'), the features and a choose button ('Choose Professional'). The domain's plan objects spread straight onto it (`<PlanCard {...plan} onChoose={...} />`). `mostPopular` adds the 'Most Popular' ribbon and makes its button the primary one. Choose by `onChoose` (a button) or `chooseHref` (a link).",
      },
    },
  },
  args: { ...basic, onChoose: fn() },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow = [withMaxWidth(360)];

export const Basic: Story = {
  decorators: narrow,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = canvas.getByRole('article', { name: 'Basic' });
    await expect(within(plan).getByText('£99')).toBeVisible();
    await expect(within(plan).getByRole('list', { name: 'Basic features' })).toBeVisible();
    await userEvent.click(within(plan).getByRole('button', { name: 'Choose Basic' }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

export const MostPopular: Story = {
  args: { ...professional },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const plan = within(canvasElement).getByRole('article', { name: 'Professional' });
    await expect(within(plan).getByText('Most Popular')).toBeVisible();
  },
};

export const Unlimited: Story = {
  args: { ...enterprise },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Unlimited')).toHaveLength(3);
  },
};

export const AsLink: Story = {
  args: { ...professional, onChoose: undefined, chooseHref: '/register?plan=professional' },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Choose Professional' }),
    ).toHaveAttribute('href', '/register?plan=professional');
  },
};

/** The pricing page's row of three plans. */
export const PricingRow: Story = {
  render: (args) => (
    <div style={{ paddingTop: 16 }}>
      <Columns space="lg" collapseBelow="desktop">
        {PLANS.map((plan) => (
          <Column key={plan.id}>
            <PlanCard {...plan} onChoose={args.onChoose} />
          </Column>
        ))}
      </Columns>
    </div>
  ),
};

export const Mobile: Story = { args: { ...enterprise }, globals: PHONE_VIEWPORT };
