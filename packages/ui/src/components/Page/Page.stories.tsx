import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withPagePadding } from '../../storybook/decorators';
import { AppShell } from '../AppShell';
import { Button } from '../Button';
import { Card } from '../Card';
import { Column, Columns } from '../Columns';
import { MetricCard } from '../MetricCard';
import { Text } from '../Text';
import { TopBar } from '../TopBar';
import { ACCOUNT_LINKS, NAV_ITEMS, withStoryLinks } from '../TopBar/TopBar.fixtures';
import { Page } from './Page';

const addSite = fn();

const Summary = () => (
  <Columns space="md" collapseBelow="tablet">
    <Column>
      <MetricCard label="Active Sites" value="30/75" hint="20 pending" />
    </Column>
    <Column>
      <MetricCard label="Equipment Deployed" value="9,860" hint="items on site" />
    </Column>
    <Column>
      <MetricCard label="Monthly Revenue" value="£68,625" />
    </Column>
  </Columns>
);

const meta = {
  title: 'App frame/Page',
  component: Page,
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The layout of one screen inside the `AppShell`: the heading slot (the page's only h1, an optional eyebrow and description, and the main actions such as 'Add Site' on the right, wrapping under the title on phones), then the page's sections with even spacing.",
      },
    },
  },
  args: {
    title: 'Site Management',
    eyebrow: 'Northgate Construction',
    description: 'Sites, stock allocation and inspections for every client.',
    actions: <Button onClick={addSite}>Add Site</Button>,
    children: (
      <>
        <Summary />
        <Card as="section" title="Clients here:">
          <Text tone="muted">Harbour Homes Ltd, Kingsway Developments, Riverside Living.</Text>
        </Card>
      </>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [withPagePadding],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Site Management' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Site' }));
    await expect(addSite).toHaveBeenCalledTimes(1);
  },
};

export const TitleOnly: Story = {
  decorators: [withPagePadding],
  args: { eyebrow: undefined, description: undefined, actions: undefined, title: 'Dashboard' },
};

export const Mobile: Story = {
  decorators: [withPagePadding],
  args: {
    children: (
      <Card as="section" title="Clients here:">
        <Text tone="muted">Harbour Homes Ltd, Kingsway Developments, Riverside Living.</Text>
      </Card>
    ),
  },
  globals: PHONE_VIEWPORT,
};

/** Inside the app frame: the top bar, then the page in the main content. */
export const InAppShell: Story = {
  decorators: [withStoryLinks],
  render: (args) => (
    <AppShell
      topBar={<TopBar items={NAV_ITEMS} userName="Sam Carter" onLogout={fn()} {...ACCOUNT_LINKS} />}
    >
      <Page {...args}>
        <Summary />
      </Page>
    </AppShell>
  ),
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main');
    await expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Site Management',
    );
  },
};
