import '@scaffold/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Design tokens',
          'Form',
          'Display',
          'Overlays',
          'Capture',
          'App frame',
          'Mock API',
          'Portal',
        ],
      },
    },
  },
};

export default preview;
