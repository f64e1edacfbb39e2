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

/** Caps a story's width so a component is shown at the width it usually gets in a layout. */
export const withMaxWidth =
  (maxWidth: number): Decorator =>
  (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );
