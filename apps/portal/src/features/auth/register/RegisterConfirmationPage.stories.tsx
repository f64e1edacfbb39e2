import { formatDate, toRegistrationRequest } from '@scaffold/domain';
import { ESTIMATED_RESPONSE_TIME, MOCK_NOW } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { paths } from '../../../config/paths';
import { screenStory } from '../../../testing/portal-story';
import { RegisterConfirmationPage } from './RegisterConfirmationPage';
import type { RegistrationConfirmationState } from './registration-state';

const meta = {
  title: 'Portal/Register confirmation',
  component: RegisterConfirmationPage,
  ...screenStory({
    url: paths.registerConfirmation,
    description:
      '/register-confirmation: reached from a successful registration with the form and the response details as navigation state. Without that state it redirects to /register.',
  }),
} satisfies Meta<typeof RegisterConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = toRegistrationRequest(
  {
    first_name: 'Ada',
    last_name: 'Brown',
    company_name: 'Brown Scaffolding Ltd',
    email: 'ada@brown-scaffolding.co.uk',
    comments: 'Two yards in Leeds and about forty sites a year.',
  },
  'professional',
);

const withDetails: RegistrationConfirmationState = {
  form,
  details: {
    human_id: 'REG-000042',
    created_at: MOCK_NOW,
    estimated_response_time: ESTIMATED_RESPONSE_TIME,
  },
};

export const WithState: Story = {
  parameters: { portal: { state: withDetails } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Request received');
    await expect(canvas.getByText('REG-000042')).toBeVisible();
    await expect(canvas.getByText(formatDate(MOCK_NOW))).toBeVisible();
    await expect(canvas.getByText(ESTIMATED_RESPONSE_TIME)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      paths.login,
    );
  },
};

export const WithNoDetails: Story = {
  name: 'With 204 (no details)',
  parameters: { portal: { state: { form, details: null } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No reference came back this time/)).toBeVisible();
    await expect(canvas.queryByText('Reference')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  },
};

export const WithoutStateRedirects: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(`Navigated to ${paths.register}`)).toBeVisible();
  },
};

export const ForgedStateRedirects: Story = {
  parameters: { portal: { state: { form: { ...form, email: 'not an email' }, details: null } } },
  play: WithoutStateRedirects.play,
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  parameters: { portal: { state: withDetails } },
  play: WithState.play,
};
