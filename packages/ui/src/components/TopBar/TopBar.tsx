import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { LogoutIcon, MenuIcon, ShieldIcon, TableIcon, UserIcon } from '../../icons/line-icons';
import { cx } from '../../lib/cx';
import { CloseIcon } from '../../lib/icons';
import { type LinkComponent, useLinkComponent } from '../../lib/Link';
import { StatusMarker } from '../StatusMarker';
import * as styles from './TopBar.css';

export const NAV_POSITIONS = ['top', 'side'] as const;
export type NavPosition = (typeof NAV_POSITIONS)[number];

export interface TopBarItem {
  label: string;
  href: string;
  /** Green marker for a section in use, red for one that is not. */
  active: boolean;
  /** The page being shown: marked and announced as the current page. */
  current?: boolean;
}

export interface TopBarProps {
  items: readonly TopBarItem[];
  /** Shown at the right of the bar, linking to the user's preferences. */
  userName: string;
  /** The app's routes: the design system knows none of them. */
  preferencesHref: string;
  onLogout: () => void;
  /** Admins get the grey bar and an 'Admin Dashboard' link. */
  isAdmin?: boolean;
  adminHref: string;
  /** Where the 'Scaffold portal' brand link goes. */
  homeHref: string;
  /** `top`: the navigation is a row in the bar; `side`: a column beside the page (in an `AppShell`). */
  navPosition?: NavPosition;
  brandName?: string;
  /** Overrides the `LinkProvider`'s link component. */
  linkComponent?: LinkComponent;
  /**
   * A status shown in the bar itself at every width, before the account links (e.g. an
   * `OutboxIndicator`): on phones it stays visible beside the menu button.
   */
  status?: ReactNode;
}

/**
 * The bar at the top of every signed-in screen: brand, the sections with their markers, the
 * user's name (to preferences), 'Admin Dashboard' for admins and 'Logout'. Below desktop width
 * the sections and account links fold into a menu that opens from a button.
 */
export function TopBar({
  items,
  userName,
  preferencesHref,
  onLogout,
  isAdmin = false,
  adminHref,
  homeHref,
  navPosition = 'top',
  brandName = 'Scaffold portal',
  linkComponent,
  status,
}: TopBarProps) {
  const Link = useLinkComponent(linkComponent);
  const panelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  // Choosing a link in the menu takes the user elsewhere: fold the menu away.
  const closeOnLinkChoice = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  };

  const account = (placement: string) => (
    <div className={cx(styles.account, placement)}>
      <Link href={preferencesHref} className={styles.userLink}>
        <UserIcon size={20} />
        <span className={styles.userText}>
          <span className={styles.userName}>{userName}</span>
          <span className={styles.userCaption}>Preferences</span>
        </span>
      </Link>
      {isAdmin && (
        <Link href={adminHref} className={styles.accountLink}>
          <ShieldIcon size={18} />
          Admin Dashboard
        </Link>
      )}
      <button type="button" className={styles.logoutButton} onClick={() => onLogout()}>
        <LogoutIcon size={18} />
        Logout
      </button>
    </div>
  );

  const tone = styles.tone[isAdmin ? 'admin' : 'regular'];

  const panel = (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click is only observed to close the menu after a link inside was chosen; the links themselves are the controls.
    // biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too, so keyboard users are covered.
    <div
      id={panelId}
      className={cx(styles.panel, styles.panelPosition[navPosition], tone)}
      data-open={menuOpen}
      onClick={closeOnLinkChoice}
    >
      <nav aria-label="Main">
        <ul className={cx(styles.navList, styles.navListPosition[navPosition])}>
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className={cx(styles.navLink, styles.currentIndicator[navPosition])}
                aria-current={item.current ? 'page' : undefined}
              >
                {item.label}
                {/* After the label in the DOM, so the link reads 'Sites (active)'; shown first. */}
                <StatusMarker active={item.active} className={styles.marker} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {account(styles.accountInMenu)}
    </div>
  );

  return (
    <>
      <header className={cx(styles.bar, tone)}>
        <div className={styles.barRow}>
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <CloseIcon size={22} /> : <MenuIcon size={22} />}
            Menu
          </button>
          <Link href={homeHref} className={styles.brand}>
            <span className={styles.brandMark}>
              <TableIcon size={18} />
            </span>
            {brandName}
          </Link>
          {status && <div className={styles.status}>{status}</div>}
          {account(styles.accountInBar)}
        </div>
        {navPosition === 'top' && panel}
      </header>
      {navPosition === 'side' && panel}
    </>
  );
}
