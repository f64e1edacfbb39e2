import type { ReactNode } from 'react';
import { screenFrame } from '../../../testing/screen-frame.css';

/** A form story in a viewport-sized frame that scrolls, as the screen holds it in the app. */
export function StoryFrame({ children }: { children: ReactNode }) {
  // Focusable, as a scrolling region must be for the keyboard (axe: scrollable-region-focusable).
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard.
    <div className={screenFrame} tabIndex={0}>
      {children}
    </div>
  );
}

/** Scrolls what a play function ends on into the middle of the frame, for the picture. */
export function showInFrame(element: HTMLElement): HTMLElement {
  element.scrollIntoView({ block: 'center' });
  return element;
}
