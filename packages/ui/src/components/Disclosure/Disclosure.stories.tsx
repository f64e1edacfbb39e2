import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Button } from '../Button';
import { Card } from '../Card';
import { DateText } from '../DateText';
import { EmptyState } from '../EmptyState';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { StatusBadge } from '../StatusBadge';
import { Text } from '../Text';
import { VisuallyHidden } from '../VisuallyHidden';
import { DISCLOSURE_VARIANTS, Disclosure } from './Disclosure';

const SiteSummary = ({ name, overdue = false }: { name: string; overdue?: boolean }) => (
  <Stack space="xxs">
    <Inline space="sm">
      <Text weight="strong">{name}</Text>
      <StatusBadge tone={overdue ? 'danger' : 'success'}>
        {overdue ? 'Overdue' : 'Up to date'}
      </StatusBadge>
    </Inline>
    <Text size="sm" tone="muted">
      Leeds, West Yorkshire · Last Inspection <DateText value="2026-03-02" /> · Next Due{' '}
      <DateText value="2026-03-09" />
    </Text>
  </Stack>
);

const PastInspections = () => (
  <Stack as="ul" space="sm">
    <li>
      <Inline space="sm">
        <StatusBadge tone="success">Passed</StatusBadge>
        <Text size="sm" tone="muted">
          Updated <DateText value="2026-03-02T09:15:00" withTime />
        </Text>
      </Inline>
      <Text as="p" size="sm">
        All ties secure; sole boards replaced under standards 12 to 15 after heavy rain on the...
      </Text>
    </li>
  </Stack>
);

const meta = {
  title: 'Display/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  decorators: [withMaxWidth(720), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A row that expands to show more, such as a site\'s past inspections or a client\'s sites. The toggle is a real `<button>` with `aria-expanded` and `aria-controls` (Enter and Space work, screen readers say open or closed). Put only text and badges in `summary`; buttons such as \'+ New\' go in `actions`, beside the toggle, because a button inside a button is unusable. Rows stack with dividing lines (`variant="row"`, inside a `Card padding="none"`) or as separate boxes (`card`). The panel renders only while open, so hundreds of rows stay cheap.',
      },
    },
  },
  args: {
    summary: <SiteSummary name="Riverside Quarter" />,
    children: <PastInspections />,
    onOpenChange: fn(),
  },
  argTypes: { variant: { control: 'inline-radio', options: DISCLOSURE_VARIANTS } },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensWithMouse: Story = {
  args: { variant: 'card' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /Riverside Quarter/ });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('Passed')).toBeVisible();
  },
};

export const Closed: Story = {
  args: { variant: 'card' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Riverside Quarter/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = canvasElement.querySelector(
      `#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`,
    );
    await expect(panel).not.toBeVisible();
  },
};

export const KeyboardEnterAndSpace: Story = {
  args: { variant: 'card' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: /Riverside Quarter/ });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

const newInspection = fn();

/** Site rows in a card, each with a '+ New' button beside its toggle. */
export const RowsWithActions: Story = {
  render: (args) => (
    <Card title="Recent Inspections" padding="none">
      {['Riverside Quarter', 'Kings Cross Yard', 'Harbour Point'].map((name, index) => (
        <Disclosure
          key={name}
          {...args}
          summary={<SiteSummary name={name} overdue={index === 1} />}
          defaultOpen={index === 0}
          headingLevel={3}
          actions={
            <Button variant="ghost" size="sm" onClick={() => newInspection(name)}>
              + New<VisuallyHidden>{` inspection for ${name}`}</VisuallyHidden>
            </Button>
          }
        >
          {index === 2 ? <EmptyState compact title="No inspections yet." /> : <PastInspections />}
        </Disclosure>
      ))}
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', { name: '+ New inspection for Kings Cross Yard' }),
    );
    await expect(newInspection).toHaveBeenCalledWith('Kings Cross Yard');
    const toggle = canvas.getByRole('button', { name: /Kings Cross Yard/, expanded: false });
    await expect(toggle).toBeVisible();
  },
};

export const EmptyPanel: Story = {
  args: {
    variant: 'card',
    defaultOpen: true,
    summary: <SiteSummary name="Harbour Point" />,
    children: <EmptyState compact title="No inspections yet." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No inspections yet.')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    variant: 'card',
    defaultOpen: true,
    summary: (
      <SiteSummary name="Riverside Quarter Phase 2, Block C east elevation and podium level scaffold" />
    ),
  },
};

export const Mobile: Story = {
  args: {
    defaultOpen: true,
    variant: 'card',
    actions: (
      <Button variant="ghost" size="sm">
        + New
      </Button>
    ),
  },
  globals: PHONE_VIEWPORT,
};
