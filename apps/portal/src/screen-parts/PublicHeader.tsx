import { ButtonLink } from '@scaffold/ui';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { authStateAtom } from '../session/session-atoms';
import * as styles from './PublicHeader.css';

/** The brand mark: a scaffold bay (two standards, two lifts, a brace). Decorative. */
function BrandMark() {
  return (
    <svg
      className={styles.brandMark}
      width={28}
      height={28}
      viewBox="0 0 28 28"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 3v22M22 3v22M4 9h20M4 17h20M6 25 22 9" />
    </svg>
  );
}

/**
 * The public pages' way in: 'Sign in', or, with someone signed in on this device, who it is
 * (their name): /login then offers to continue as them or to log out first.
 */
export function useSignInLabel(): string {
  const auth = useAtomValue(authStateAtom);
  if (!auth) return 'Sign in';
  const name = `${auth.first_name} ${auth.last_name}`.trim() || auth.email;
  return `Signed in as ${name}`;
}

/**
 * The top of the public marketing pages (landing, pricing): the brand, the plans, sign-in. With
 * someone signed in, a phone's bar names them by first name and leaves the plans to the hero
 * ('See plans and pricing'): the full name beside the brand and 'Pricing' would not fit.
 */
export function PublicHeader() {
  const auth = useAtomValue(authStateAtom);
  const signIn = useSignInLabel();
  const short = auth ? `Signed in as ${auth.first_name.trim() || auth.email}` : signIn;
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.landing} className={styles.brand}>
          <BrandMark />
          <span className={styles.brandName}>Scaffold portal</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ButtonLink
            href={paths.pricing}
            variant="ghost"
            size="sm"
            className={auth ? styles.tabletUp : styles.wideOnly}
          >
            Pricing
          </ButtonLink>
          <ButtonLink href={paths.login} variant="secondary" size="sm" className={styles.signIn}>
            {short === signIn ? (
              <span className={styles.label}>{signIn}</span>
            ) : (
              <>
                <span className={`${styles.label} ${styles.belowTablet}`}>{short}</span>
                <span className={`${styles.label} ${styles.tabletUp}`}>{signIn}</span>
              </>
            )}
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
