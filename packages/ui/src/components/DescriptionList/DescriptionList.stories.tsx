import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../.storybook/viewports';
import { withMaxWidth, withPagePadding } from '../../storybook/decorators';
import { Money } from '../Money';
import {
  DESCRIPTION_LIST_LAYOUTS,
  DESCRIPTION_LIST_SIZES,
  DescriptionList,
} from './DescriptionList';

const FIGURES = [
  { term: 'Asset value', description: <Money amount={911480} /> },
  { term: 'Return on assets', description: '272.0%' },
  { term: 'Utilization', description: '58.4%' },
  { term: 'Costs (year)', description: <Money amount={81299} /> },
  { term: 'Profit margin', description: '96.7%' },
];

const SENT = [
  { term: 'Name', description: 'Sam Carter' },
  { term: 'Company', description: 'Carter Access Ltd' },
  { term: 'Email', description: 'sam.carter@carter-access.example' },
  { term: 'Comments', description: 'Two depots, about 40 sites a year.\nCall after 4 pm.' },
];

const meta = {
  title: 'Display/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  decorators: [withMaxWidth(560), withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Terms and their descriptions as one `<dl>`, read by screen readers as a list of pairs. `layout="grid"` puts each term above its description in as many columns as fit (`minColumnWidth` says how narrow a column may get): a panel\'s figures, a site\'s facts. `layout="pairs"` puts the term beside its description from a large phone up (420 px) and above it below that: a summary of what was sent, account details; line breaks typed by a person are kept. `figures` sets money and percentages in strong figures of equal width. Items that are `false` or `null` are skipped, so a conditional field needs no fragment.',
      },
    },
  },
  args: { items: FIGURES, figures: true, size: 'lg' },
  argTypes: {
    layout: { control: 'inline-radio', options: DESCRIPTION_LIST_LAYOUTS },
    size: { control: 'inline-radio', options: DESCRIPTION_LIST_SIZES },
    minColumnWidth: { control: 'inline-radio', options: DESCRIPTION_LIST_SIZES },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(FIGURES.map((item) => item.term));
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('£911,480');
    // Three columns fit the 512 px at 8 rem each.
    const [first, second, , fourth] = terms;
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
    await expect(fourth?.getBoundingClientRect().left).toBe(first?.getBoundingClientRect().left);
  },
};

export const PanelFigures: Story = {
  args: { size: 'md', minColumnWidth: 'sm' },
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    // Five columns of at least 6 rem fit: one row.
    const tops = new Set(terms.map((term) => term.getBoundingClientRect().top));
    await expect(tops.size).toBe(1);
  },
};

export const Pairs: Story = {
  args: { items: SENT, layout: 'pairs', size: 'sm', figures: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText('Name');
    const value = canvas.getByText('Sam Carter');
    // On one line: the description beside its term, their text on one baseline.
    const [term, description] = [name.getBoundingClientRect(), value.getBoundingClientRect()];
    await expect(Math.abs(description.bottom - term.bottom)).toBeLessThanOrEqual(1);
    await expect(description.left).toBeGreaterThan(term.right);
    // Typed line breaks stay: the comment takes two lines.
    const comment = canvas.getByText(/Call after 4 pm/);
    await expect(comment.getBoundingClientRect().height).toBeGreaterThan(
      value.getBoundingClientRect().height * 1.5,
    );
  },
};

export const PairsOnAPhone: Story = {
  args: { ...Pairs.args },
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByText('Name');
    const value = canvas.getByText('Sam Carter');
    await expect(value.getBoundingClientRect().top).toBeGreaterThan(
      term.getBoundingClientRect().bottom - 1,
    );
  },
};

export const ConditionalItems: Story = {
  args: {
    layout: 'pairs',
    size: 'md',
    figures: false,
    items: [
      { term: 'Name', description: 'Sam Carter' },
      false,
      { term: 'Role', description: 'Administrator' },
    ],
  },
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement).getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['Name', 'Role']);
  },
};
