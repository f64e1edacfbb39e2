import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    './Introduction.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    '../mocks/src/**/*.mdx',
    '../apps/portal/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // The mock service worker lives with the portal's public files; Storybook serves the same file.
  staticDirs: ['../apps/portal/public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
};

export default config;
