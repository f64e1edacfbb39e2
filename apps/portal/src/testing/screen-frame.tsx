// Story helpers for whole screens (not part of the app bundle): the frame AppShell gives a screen,
// the viewports the screen stories are drawn at, and a way to start without leftover notices.
import { dismiss, notify } from '@scaffold/ui';
import type { Decorator } from '@storybook/react-vite';
import { screenFrame } from './screen-frame.css';

/**
 * The test runner's page is 1280 × 720: a taller story viewport is scaled down to fit, and scaled
 * rendering anti-aliases differently from run to run, so desktop stories use 1200 × 700.
 */
export const SCREEN_VIEWPORTS = {
  options: {
    desktop: { name: 'Desktop', styles: { width: '1200px', height: '700px' }, type: 'desktop' },
  },
} as const;
export const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };
export const MOBILE = { viewport: { value: 'mobile1', isRotated: false } };

/**
 * The screen as a user sees it: in a viewport-sized frame that scrolls, with the page padding
 * AppShell gives a screen. The screenshot then shows the first screenful (or wherever the story
 * scrolled to) instead of a page longer than the runner can paint.
 */
export const withScreenFrame: Decorator = (Story) => (
  <div data-testid="screen-frame" className={screenFrame}>
    <Story />
  </div>
);

/**
 * Notices live in the app-wide store, which outlives a story: close the given ones (a notice
 * with the same message is replaced, so notifying it again hands back its id).
 */
export function clearNotices(messages: readonly string[]): void {
  for (const message of messages) dismiss(notify({ type: 'info', message }));
}
