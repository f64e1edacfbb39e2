// Story helpers shared by the ui stories (not part of the public API).
import type { Decorator } from '@storybook/react-vite';
import { vars } from '../theme/contract.css';

/**
 * Stories render edge to edge (`layout: 'fullscreen'`) and this frame adds the page padding, so
 * Storybook and the screenshot tests (which have no Storybook chrome) show the same thing.
 */
export const withPagePadding: Decorator = (Story) => (
  <div style={{ padding: 24, willChange: 'opacity', background: vars.color.surface }}>
    <Story />
  </div>
);

/**
 * Viewports of the ui stories. The test runner's page is 1280 x 720; a taller story viewport
 * is scaled down to fit, and scaled rendering anti-aliases differently from run to run, so the
 * desktop viewport fits the page (1200 x 700) and screenshots stay pixel-exact.
 */
export const VIEWPORT_PARAMETERS = {
  options: {
    desktop: { name: 'Desktop', styles: { width: '1200px', height: '700px' }, type: 'desktop' },
  },
} as const;

/** The default viewport of every ui story. */
export const DESKTOP_GLOBALS = { viewport: { value: 'desktop', isRotated: false } };

/** Narrow phone viewport (320 x 568) for the 'Mobile' stories; the test runner resizes to it. */
export const MOBILE_GLOBALS = { viewport: { value: 'mobile1', isRotated: false } };

/** Caps a story's width so a component is shown at the width it usually gets in a layout. */
export const withMaxWidth =
  (maxWidth: number): Decorator =>
  (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );
