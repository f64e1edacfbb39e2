import { apiErrorMessage, formatDate, MESSAGES } from '@scaffold/domain';
import { getDatabase, overrideEndpoint, scenarioHandlers } from '@scaffold/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PHONE_VIEWPORT } from '../../../../../../.storybook/viewports';
import { paths, registerWithPlan } from '../../../config/paths';
import { screenStory } from '../../../testing/portal-story';
import { RegisterPage } from './RegisterPage';

const meta = {
  title: 'Portal/Register',
  component: RegisterPage,
  ...screenStory({
    url: paths.register,
    description:
      "Account request (/register). Every field required; the plan chosen on /pricing arrives as ?plan= and is sent with the request. Success opens the 'Registration Successful' summary, whose Continue goes to /register-confirmation; failure says 'API Error: {status}' or 'Registration failed' and keeps what was typed.",
  }),
} satisfies Meta<typeof RegisterPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const VISITOR = {
  first_name: 'Ada',
  last_name: 'Brown',
  company_name: 'Brown Scaffolding Ltd',
  email: 'ada@brown-scaffolding.co.uk',
  comments: 'Two yards in Leeds and about forty sites a year.',
} as const;

const SUBMIT = 'Request account';

async function fillIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/First name/), VISITOR.first_name);
  await userEvent.type(canvas.getByLabelText(/Last name/), VISITOR.last_name);
  await userEvent.type(canvas.getByLabelText(/Company name/), VISITOR.company_name);
  await userEvent.type(canvas.getByLabelText(/Email/), VISITOR.email);
  await userEvent.type(canvas.getByLabelText(/Comments/), VISITOR.comments);
  return canvas;
}

async function register(canvasElement: HTMLElement) {
  const canvas = await fillIn(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
  return canvas;
}

const lastRegistration = () => getDatabase().registrations.at(-1);

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Request an account' }),
    ).toBeVisible();
    for (const label of [/First name/, /Last name/, /Company name/, /Email/, /Comments/]) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      paths.login,
    );
    await expect(canvas.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      paths.pricing,
    );
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = getDatabase().registrations.length;
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findAllByText(MESSAGES.required)).toHaveLength(5);
    await userEvent.type(canvas.getByLabelText(/Email/), 'ada at brown');
    await userEvent.click(canvas.getByRole('button', { name: SUBMIT }));
    await expect(await canvas.findByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    // Nothing reached the server.
    await expect(getDatabase().registrations).toHaveLength(before);
  },
};

export const FromPricingWithPlan: Story = {
  parameters: { portal: { url: registerWithPlan('professional') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Professional (£199 a month)')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      paths.pricing,
    );
    await register(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.registrationSuccessful });
    await expect(within(dialog).getByText('Professional (£199 a month)')).toBeVisible();
    await expect(lastRegistration()).toMatchObject({ ...VISITOR, plan_id: 'professional' });
  },
};

export const UnknownPlanIgnored: Story = {
  parameters: { portal: { url: registerWithPlan('platinum') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Chosen plan/)).toBeNull();
    await register(canvasElement);
    await screen.findByRole('dialog', { name: MESSAGES.registrationSuccessful });
    await expect(lastRegistration()?.plan_id).toBeUndefined();
  },
};

export const Submitting: Story = {
  parameters: {
    msw: { handlers: overrideEndpoint('register', () => delay('infinite')) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sending request...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    const dialog = within(
      await screen.findByRole('dialog', { name: MESSAGES.registrationSuccessful }),
    );
    await expect(dialog.getByText(VISITOR.company_name)).toBeVisible();
    await expect(dialog.getByText(VISITOR.email)).toBeVisible();
    const record = lastRegistration();
    await expect(record).toMatchObject(VISITOR);
    await expect(dialog.getByText(record?.human_id ?? 'missing')).toBeVisible();
    await expect(dialog.getByText('2 business days')).toBeVisible();
    await expect(dialog.getByText(formatDate(record?.created_at ?? ''))).toBeVisible();
  },
};

export const SuccessContinues: Story = {
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: MESSAGES.registrationSuccessful });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`Navigated to ${paths.registerConfirmation}`),
    ).toBeVisible();
  },
};

export const Registration204: Story = {
  parameters: {
    msw: {
      handlers: {
        registration: scenarioHandlers({ name: 'registration-no-content' }).registration,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await register(canvasElement);
    const dialog = within(
      await screen.findByRole('dialog', { name: MESSAGES.registrationSuccessful }),
    );
    await expect(dialog.getByText(/No reference came back this time/)).toBeVisible();
    await expect(dialog.queryByText('Reference')).toBeNull();
  },
};

export const RegistrationError: Story = {
  parameters: {
    msw: {
      handlers: {
        registration: scenarioHandlers({ name: 'registration-error', status: 503 }).registration,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await expect(await canvas.findByText(apiErrorMessage(503))).toBeVisible();
    await expect(screen.queryByRole('dialog')).toBeNull();
    // Nothing typed is lost.
    await expect(canvas.getByLabelText(/Company name/)).toHaveValue(VISITOR.company_name);
    await expect(canvas.getByLabelText(/Comments/)).toHaveValue(VISITOR.comments);
  },
};

export const NetworkFailure: Story = {
  parameters: {
    msw: {
      handlers: {
        registration: scenarioHandlers({ name: 'network-error', endpoint: 'register' })
          .registration,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await register(canvasElement);
    await expect(await canvas.findByText(MESSAGES.registrationFailed)).toBeVisible();
    await expect(canvas.getByLabelText(/Email/)).toHaveValue(VISITOR.email);
  },
};

export const Mobile: Story = {
  globals: PHONE_VIEWPORT,
  parameters: { portal: { url: registerWithPlan('basic') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Basic (£99 a month)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: SUBMIT })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
