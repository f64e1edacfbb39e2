import { ButtonLink } from '@scaffold/ui';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
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

/** The top of the public marketing pages (landing, pricing): the brand, the plans, sign-in. */
export function PublicHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to={paths.landing} className={styles.brand}>
          <BrandMark />
          <span className={styles.brandName}>Scaffold portal</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ButtonLink href={paths.pricing} variant="ghost" size="sm" className={styles.wideOnly}>
            Pricing
          </ButtonLink>
          <ButtonLink href={paths.login} variant="secondary" size="sm">
            Sign in
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
