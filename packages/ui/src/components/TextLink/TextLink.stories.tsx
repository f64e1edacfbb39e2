import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LinkComponent } from '../../lib/Link';
import { withPagePadding } from '../../storybook/decorators';
import { Text } from '../Text';
import { LinkProvider } from '.';
import { TextLink } from './TextLink';

const meta = {
  title: 'Display/Typography/TextLink',
  component: TextLink,
  tags: ['autodocs'],
  decorators: [withPagePadding],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "An underlined link in running text ('Forgot password?', 'Back to login'). ui never imports a router: every ui link renders through the component given to `LinkProvider` (or a `linkComponent` prop), a plain `<a>` by default. The portal wraps its app once: `<LinkProvider linkComponent={({ href, ...props }) => <Link to={href} {...props} />}>`.",
      },
    },
  },
  args: { href: '/auth/forgot-password', children: 'Forgot password?' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '/auth/forgot-password');
  },
};

export const InSentence: Story = {
  render: (args) => (
    <Text as="p">
      Already have an account?{' '}
      <TextLink {...args} inline href="/login">
        Back to login
      </TextLink>
    </Text>
  ),
};

const RouterLikeLink: LinkComponent = ({ href, ...props }) => (
  <a href={`#${href}`} data-router-link="" {...props} />
);

/** A router's Link passed once through `LinkProvider` renders every ui link. */
export const WithLinkProvider: Story = {
  render: (args) => (
    <LinkProvider linkComponent={RouterLikeLink}>
      <TextLink {...args} />
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Forgot password?' });
    await expect(link).toHaveAttribute('href', '#/auth/forgot-password');
    await expect(link).toHaveAttribute('data-router-link');
  },
};
