import type { ReactNode } from 'react';
import { screenFrame } from '../../../testing/screen-frame.css';

/** A form story in a viewport-sized frame that scrolls, as the screen holds it in the app. */
export function StoryFrame({ children }: { children: ReactNode }) {
  return <div className={screenFrame}>{children}</div>;
}

/** Scrolls what a play function ends on into the middle of the frame, for the picture. */
export function showInFrame(element: HTMLElement): HTMLElement {
  element.scrollIntoView({ block: 'center' });
  return element;
}
