import { HIRE_MESSAGES, type HireStatement } from '@scaffold/domain';
import { overrideEndpoint } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { paths } from '../../../config/paths';
import { screenStory } from '../../../testing/portal-story';
import { HireStatementPage } from './HireStatementPage';
import { emptyStatement, octoberStatement } from './statement.fixtures';
import { statementSearch } from './statement-period';

// The sample's first client of the demo firm; the statement is the fixture's October, under its
// name, so the select and the document agree.
const CLIENT = { id: 1, name: 'Glenmore Builders Ltd' };
const OCTOBER = { from: '2026-10-01', to: '2026-10-31' };
const at = (search: string) => ({ portal: { url: `${paths.hireStatement}${search}` } });
const answering = (body: () => HireStatement) => ({
  msw: { handlers: overrideEndpoint('hireStatement', () => HttpResponse.json(body())) },
});
const october = () => octoberStatement(CLIENT);

const meta = {
  title: 'Portal/Hire/Statement',
  component: HireStatementPage,
  ...screenStory({
    url: `${paths.hireStatement}${statementSearch(CLIENT.id, OCTOBER)}`,
    signedInAs: 'manager',
    frame: 'screen',
    description:
      "/hire/statement: a client's hire statement for a period (the last calendar month unless the URL says), site by site: each line on hire with its days, weeks, rate and amount, minimum-hire top-ups, shortages and damage, contracts and totals. Printable (A4) and exported as a Xero invoice CSV. The client and period are the URL.",
  }),
  parameters: answering(october),
} satisfies Meta<typeof HireStatementPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: `Hire statement: ${CLIENT.name}` }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Oct 1, 2026 to Oct 31, 2026, both days charged/)).toBeVisible();
    const albion = within(canvas.getByRole('region', { name: 'Albion Street' }));
    const boards = albion.getByRole('row', { name: /^Scaffold board 3\.9m/ });
    await expect(boards).toHaveTextContent('3 weeks 4 days');
    await expect(boards).toHaveTextContent('£0.84 a week');
    await expect(boards).toHaveTextContent('£180');
    await expect(albion.getByRole('row', { name: /short at the yard/ })).toHaveTextContent('£114');
    const riverside = within(canvas.getByRole('region', { name: 'Riverside Court' }));
    await expect(riverside.getByRole('row', { name: /4 weeks included/ })).toHaveTextContent(
      'Contract price',
    );
    await expect(riverside.getByText('1 week (4 days minimum hire)')).toBeVisible();
    const totals = within(canvas.getByRole('region', { name: 'Totals' }));
    await expect(totals.getByText('£3,888')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Export CSV for Xero' })).toBeEnabled();
    // The clients are read beside the statement: the select shows its choice once they are in.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Client' })).toHaveValue(String(CLIENT.id)),
    );
    await expect(canvas.getByLabelText('From')).toHaveValue(OCTOBER.from);
  },
};

/** On a phone each line is a card; the tables are left to wider screens and paper. */
export const Phone: Story = {
  globals: PHONE_VIEWPORT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findByRole('list', { name: 'Charges at Albion Street' });
    await expect(cards).toBeVisible();
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.queryAllByRole('table')).toHaveLength(0);
    await expect(canvas.getByText('Total for Albion Street: £1,473')).toBeVisible();
    cards.scrollIntoView({ block: 'start' });
  },
};

export const NoHireInThePeriod: Story = {
  parameters: answering(() => emptyStatement()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No hire in this period.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Export CSV for Xero' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: overrideEndpoint('hireStatement', () => delay('infinite')) },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the statement...')).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: {
    msw: {
      handlers: overrideEndpoint('hireStatement', () =>
        HttpResponse.json({ detail: 'Unavailable.' }, { status: 503 }),
      ),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The statement could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A backwards period in the URL: kept in the form, refused with the schema's words, not read. */
export const PeriodRefused: Story = {
  parameters: at(statementSearch(CLIENT.id, { from: '2026-10-31', to: '2026-10-01' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(HIRE_MESSAGES.periodBackwards)).toBeVisible();
    await expect(canvas.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('Loading the statement...')).toBeNull();
  },
};

/** No client in the URL: the last calendar month is filled in, and the screen asks for one. */
export const ChooseAClient: Story = {
  parameters: at(''),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No client chosen yet.')).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue(OCTOBER.from);
    await expect(canvas.getByLabelText('To')).toHaveValue(OCTOBER.to);
  },
};

/** Chosen by keyboard: a client, then Enter in the period's end shows the statement. */
export const ChosenByKeyboard: Story = {
  parameters: at(''),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const client = canvas.getByRole('combobox', { name: 'Client' });
    await waitFor(() => expect(client).toBeEnabled());
    await userEvent.selectOptions(client, String(CLIENT.id));
    await userEvent.type(canvas.getByLabelText('To'), '{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: `Hire statement: ${CLIENT.name}` }),
    ).toBeVisible();
  },
};

/** Sent without a client or a start: each field says what it needs. */
export const BadInput: Story = {
  parameters: at(''),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Client' })).toBeEnabled());
    await userEvent.clear(canvas.getByLabelText('From'));
    await userEvent.click(canvas.getByRole('button', { name: 'Show statement' }));
    await expect(await canvas.findByText('Choose a client.')).toBeVisible();
    await expect(canvas.getByText('Enter the first day of the period.')).toBeVisible();
  },
};
