import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import type { NavPosition } from '../TopBar';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** The `TopBar`; with `navPosition="side"` its navigation becomes the left column. */
  topBar: ReactNode;
  /** Must match the TopBar's `navPosition`. */
  navPosition?: NavPosition;
  /** The screen: rendered in `<main id="main">`, centred at the content width. */
  children: ReactNode;
  skipLinkLabel?: string;
  className?: string;
}

/**
 * The frame of every signed-in screen: a 'Skip to content' link, the top bar (and side
 * navigation), and the main content at a readable width with the page padding.
 */
export function AppShell({
  topBar,
  navPosition = 'top',
  children,
  skipLinkLabel = 'Skip to content',
  className,
}: AppShellProps) {
  // Focus the content directly instead of following '#main': a hash change is a navigation to a
  // router (and reloads Storybook's frame). Focusing also scrolls the content into view.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main');
    if (!main) return;
    event.preventDefault();
    main.focus();
  };

  return (
    <div className={cx(styles.shell, styles.layout[navPosition], className)}>
      {/* biome-ignore lint/a11y/useValidAnchor: a skip link is a link by convention and still works without script; the handler only avoids a hash navigation. */}
      <a href="#main" className={styles.skipLink} onClick={skipToContent}>
        {skipLinkLabel}
      </a>
      {topBar}
      {/* tabIndex -1: the skip link moves focus here, so the next Tab starts in the content. */}
      <main id="main" tabIndex={-1} className={styles.main}>
        <div className={styles.content}>{children}</div>
      </main>
    </div>
  );
}
