// Story helpers shared by the ui stories (not part of the public API).
import type { Decorator } from '@storybook/react-vite';

/**
 * Stories render edge to edge (`layout: 'fullscreen'`) and this frame adds the page padding, so
 * Storybook and the screenshot tests (which have no Storybook chrome) show the same thing.
 */
export const withPagePadding: Decorator = (Story) => (
  <div style={{ padding: 24 }}>
    <Story />
  </div>
);

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
