import { overrideEndpoint } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../../config/paths';
import { screenStory } from '../../../testing/portal-story';
import { signPad } from '../../../testing/sign-pad';
import { handoverPath } from '../scaffold-paths';
import { scaffoldIdOf } from '../stories-support';
import { HandoverScreen } from './HandoverScreen';

const at = (tag: string) => ({
  portal: { url: handoverPath(scaffoldIdOf(tag)), routePath: paths.handover },
});

const meta = {
  title: 'Portal/Scaffolds/Handover',
  component: HandoverScreen,
  ...screenStory({
    ...at('T-0001').portal,
    signedInAs: 'manager',
    frame: 'screen',
    description:
      "/dashboard/scaffolds/:scaffoldId/handover: the handover certificate of a scaffold just erected (or altered since), its first inspection. The scaffold's description, load class, permitted use and limits, ties and anchors tested, who erected it, the competent person (name and position, the signed-in user by default), the date and time; signed by the competent person and, if present, the client. Without the client it is handed over 'Awaiting client signature' (red-tagged until the client signs through a link).",
  }),
} satisfies Meta<typeof HandoverScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Handover of tag T-0001' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Birdcage scaffold, nave interior',
    );
    await expect(canvas.getByRole('textbox', { name: /^Competent person/ })).toHaveValue(
      'Priya Shah',
    );
    await expect(canvas.getByRole('textbox', { name: /^Position/ })).toHaveValue('Manager');
  },
};

/** Sent as it opened: what is missing or untested says so, on each field. */
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Handover of tag T-0001' });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Ties and anchors/ }),
      'no',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Client's name/ }), 'Helen Ward');
    await userEvent.click(canvas.getByRole('button', { name: 'Record handover' }));
    await expect(
      await canvas.findByText('Test the ties and anchors before handing the scaffold over.'),
    ).toBeVisible();
    await expect(canvas.getByText('The competent person must sign the certificate.')).toBeVisible();
    await expect(
      canvas.getByText('The client has not signed: ask them to sign, or clear their name.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Erected by/ })).toHaveAccessibleDescription(
      /Required/,
    );
  },
};

/** Signed by the competent person, without the client: recorded, then its certificate opens. */
export const RecordedWithoutTheClient: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Handover of tag T-0001' });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Ties and anchors/ }),
      'na',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Erected by/ }), 'Erection team 1');
    const pad = canvas.getByRole('img', { name: /^Competent person's signature/ });
    const drawn = pad.querySelector('canvas') ?? pad.parentElement?.querySelector('canvas');
    if (!drawn) throw new Error('No signature pad');
    signPad(drawn, 1);
    await canvas.findByRole('img', { name: /^Competent person's signature Signed/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Record handover' }));
    await expect(
      await canvas.findByText(/^Navigated to \/dashboard\/handovers\/\d+$/),
    ).toBeInTheDocument();
  },
};

export const NotToHandOver: Story = {
  parameters: at('T-0003'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This scaffold is in use.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Record handover' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: overrideEndpoint('scaffoldDetails', () => delay('infinite')) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the scaffold...')).toBeVisible();
  },
};

/** Another customer's scaffold answers as one that does not exist. */
export const AnotherCustomers: Story = {
  parameters: { portal: { ...at('T-0001').portal, signedInAs: 'otherAdmin' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No such scaffold.')).toBeVisible();
  },
};
