import { clearScenarios, handlerGroups, resetDatabase, resetTokenLifetimes } from '@scaffold/mocks';
import { clearNotifications, holdNotifications } from '@scaffold/ui';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createElement, StrictMode } from 'react';
import { configure } from 'storybook/test';
import { DESKTOP_VIEWPORT, STORY_VIEWPORTS } from './viewports';

// A play function waits for states (findBy…, waitFor), never for times; how long it waits is only
// a deadline. Testing Library's default of one second was a timing assumption: on a busy 2-core
// machine a save's round trip (the form, the mock, a token refresh) took longer and three stories
// failed though nothing was wrong. A state that never comes still fails, later.
configure({ asyncUtilTimeout: 10_000 });

// A notice a story shows stays until its screenshot: its 5 s timeout raced the baseline on a busy
// machine. Held once for every story; a story that lets notices go puts the hold back when it
// ends, in its own beforeEach's cleanup:
// `beforeEach() { holdNotifications(false); return () => holdNotifications(true); }`.
holdNotifications(true);

const preview: Preview = {
  loaders: [mswLoader()],
  // As `npm run dev` renders the portal: effects run, are cleaned up and run again on mount, so a
  // component whose effect cannot run twice fails its story.
  decorators: [(Story) => createElement(StrictMode, null, createElement(Story))],
  // Every story starts from the same seeded mock database (MOCK_NOW, frozen clock), no scenario.
  beforeEach() {
    resetDatabase();
    clearScenarios();
    resetTokenLifetimes();
    // A notification left by one story must not show in the next.
    clearNotifications();
  },
  // Every story at the desktop viewport unless its `globals` name another (./viewports.ts).
  initialGlobals: DESKTOP_VIEWPORT,
  parameters: {
    viewport: { options: STORY_VIEWPORTS },
    // The whole mock API as named groups; a story overrides one group, e.g.
    // `msw: { handlers: { customers: scenarioHandlers({ name: 'server-error' }).customers } }`.
    msw: { handlers: handlerGroups },
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
