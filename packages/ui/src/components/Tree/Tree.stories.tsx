import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Button } from '../Button';
import { Card } from '../Card';
import { VisuallyHidden } from '../VisuallyHidden';
import { Tree, type TreeNode } from './Tree';

const SITE_TREE: TreeNode[] = [
  {
    id: 'site-1',
    label: 'Riverside Quarter',
    description: '2 sublocations',
    children: [
      {
        id: 'sub-1',
        label: 'North elevation',
        description: '2 subareas',
        children: [
          { id: 'area-1', label: 'Lift 1 to 4', description: '120 standards' },
          { id: 'area-2', label: 'Loading bay', description: '36 boards' },
        ],
      },
      {
        id: 'sub-2',
        label: 'Podium',
        description: '1 subarea',
        children: [{ id: 'area-3', label: 'East stair core', description: '48 tubes' }],
      },
    ],
  },
  {
    id: 'site-2',
    label: 'Kings Cross Yard',
    description: '1 sublocation',
    children: [
      {
        id: 'sub-3',
        label: 'Main yard',
        children: [{ id: 'area-4', label: 'Racking A', description: 'Empty' }],
      },
    ],
  },
];

const moveTo = fn();

const meta = {
  title: 'Display/Tree',
  component: Tree,
  tags: ['autodocs'],
  decorators: [withMaxWidth(640), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "Site → sublocation → subarea as nested lists. Each branch is a button with `aria-expanded`: Tab reaches it, Enter or Space opens it, and the arrow keys work as in a file tree (Up/Down move, Right opens or steps in, Left closes or steps out, Home/End). `renderLeafAction` adds a control to each leaf row, such as the 'Move to' button of the stock allocation panel; it receives the leaf's ancestors so the button can name its place for screen readers. A node with `loadChildren` is a branch whose children are read when it first opens: a loading row (and `aria-busy`) while it reads, an error row with Retry, an empty row, and a 'Show more' row when the answer has `more`.",
      },
    },
  },
  args: { label: 'All Sites', nodes: SITE_TREE },
} satisfies Meta<typeof Tree>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole('list', { name: 'All Sites' });
    const toggles = within(tree).getAllByRole('button');
    await expect(toggles).toHaveLength(2);
    await expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Expanded: Story = {
  args: { defaultExpandedIds: ['site-1', 'sub-1', 'sub-2'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('East stair core')).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const site = canvas.getByRole('button', { name: /Riverside Quarter/ });
    await expect(site).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(site).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const north = canvas.getByRole('button', { name: /North elevation/ });
    await expect(north).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(north).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Loading bay')).toBeVisible();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(north).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(site).toHaveFocus();

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: /Kings Cross Yard/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('button', { name: /Podium/ })).toHaveFocus();
  },
};

/** The stock allocation panel: every subarea has a 'Move to' button. */
export const WithLeafActions: Story = {
  args: {
    defaultExpandedIds: ['site-1', 'sub-1'],
    renderLeafAction: (leaf, path) => (
      <Button variant="secondary" size="sm" onClick={() => moveTo(leaf.id)}>
        Move to
        <VisuallyHidden>{` from ${[...path.map((node) => node.label), leaf.label].join(', ')}`}</VisuallyHidden>
      </Button>
    ),
  },
  render: (args) => (
    <Card title="Stock Allocation" headingLevel={3}>
      <Tree {...args} />
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', {
        name: 'Move to from Riverside Quarter, North elevation, Loading bay',
      }),
    );
    await expect(moveTo).toHaveBeenCalledWith('area-2');
  },
};

export const Empty: Story = {
  args: { nodes: [{ id: 'site-9', label: 'Harbour Point', description: 'No sublocations yet' }] },
};

export const Mobile: Story = {
  args: {
    defaultExpandedIds: ['site-1', 'sub-1'],
    renderLeafAction: () => (
      <Button variant="secondary" size="sm">
        Move to
      </Button>
    ),
  },
  globals: PHONE_VIEWPORT,
};

// Lazy branches: children read when a branch first opens (the All Sites tree reads a client's
// sites, then a site's sublocations, this way).

const SUBLOCATIONS: TreeNode[] = [
  {
    id: 'lazy-sub-1',
    label: 'North elevation',
    description: '1 subarea',
    children: [{ id: 'lazy-area-1', label: 'Lift 1 to 4' }],
  },
  { id: 'lazy-sub-2', label: 'Podium', description: '0 subareas' },
];

const lazySite = (id: string, label: string, loadChildren: TreeNode['loadChildren']): TreeNode => ({
  id,
  label,
  description: 'Active',
  loadingLabel: 'Loading sublocations...',
  loadChildren,
});

/** Never answers: the loading row under the open branch. */
const pending = () => new Promise<never>(() => undefined);

export const LazyLoading: Story = {
  args: {
    nodes: [
      lazySite('lazy-1', 'Riverside Quarter', pending),
      lazySite('lazy-2', 'Kings Cross Yard', pending),
    ],
    defaultExpandedIds: ['lazy-1'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading sublocations...');
    const site = canvas.getByRole('button', { name: /Riverside Quarter/ });
    await expect(site).toHaveAttribute('aria-expanded', 'true');
    await expect(site).toHaveAttribute('aria-busy', 'true');
    // Right on a branch still reading stays on it (its children are not there yet).
    site.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(site).toHaveFocus();
  },
};

export const LazyFailed: Story = {
  args: {
    nodes: [lazySite('lazy-1', 'Riverside Quarter', () => Promise.reject(new Error('offline')))],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const site = canvas.getByRole('button', { name: /Riverside Quarter/ });
    await userEvent.click(site);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('These could not be loaded.');
    await expect(site).not.toHaveAttribute('aria-busy');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** Fails the first time, answers on Retry (a fresh counter per render of the story). */
function RetriedTree() {
  const [nodes] = useState(() => {
    let calls = 0;
    return [
      lazySite('lazy-1', 'Riverside Quarter', () => {
        calls += 1;
        return calls === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ nodes: SUBLOCATIONS });
      }),
    ];
  });
  return <Tree label="All Sites" nodes={nodes} defaultExpandedIds={['lazy-1']} />;
}

export const LazyRetried: Story = {
  render: () => <RetriedTree />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByRole('button', { name: /North elevation/ })).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Opened by the keyboard, then 'Show more sites' reads the next children. */
export const LazyLoaded: Story = {
  args: {
    nodes: [
      {
        id: 'client-1',
        label: 'Acme Construction',
        description: '3 sites',
        loadingLabel: 'Loading sites...',
        loadChildren: () =>
          Promise.resolve({
            nodes: [
              lazySite('lazy-1', 'Riverside Quarter', () =>
                Promise.resolve({ nodes: SUBLOCATIONS }),
              ),
            ],
            more: {
              label: 'Show more sites',
              load: () =>
                Promise.resolve({
                  nodes: [
                    lazySite('lazy-2', 'Kings Cross Yard', () =>
                      Promise.resolve({ nodes: [], emptyLabel: 'No sublocations yet.' }),
                    ),
                  ],
                }),
            },
          }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const site = await canvas.findByRole('button', { name: /Riverside Quarter/ });
    await userEvent.keyboard('{ArrowDown}');
    await expect(site).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await canvas.findByRole('button', { name: /North elevation/ })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show more sites' }));
    const yard = await canvas.findByRole('button', { name: /Kings Cross Yard/ });
    await expect(canvas.queryByRole('button', { name: 'Show more sites' })).not.toBeInTheDocument();
    await userEvent.click(yard);
    await expect(await canvas.findByText('No sublocations yet.')).toBeVisible();
  },
};

export const LazyMobile: Story = {
  ...LazyLoaded,
  globals: PHONE_VIEWPORT,
};
