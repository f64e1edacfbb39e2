import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { Heading } from '../Heading';
import { Text } from '../Text';
import * as styles from './Page.css';

export interface PageProps {
  /** The screen's one h1: 'Dashboard', 'Site Management', 'Inspections'. */
  title: ReactNode;
  /** A small capitalised line above the title: the customer, or where the page sits. */
  eyebrow?: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** The page's main actions, at the right of the title ('Add Site'); they wrap under it on phones. */
  actions?: ReactNode;
  /** The page's sections, spaced evenly (`lg`, as the title from them). */
  children: ReactNode;
  className?: string;
}

/**
 * The layout of a screen inside the `AppShell`: the heading slot (title, description, actions)
 * and the sections below it with even spacing.
 */
export function Page({ title, eyebrow, description, actions, children, className }: PageProps) {
  return (
    <div className={cx(styles.page, className)}>
      <header className={styles.header}>
        <div className={styles.titles}>
          {eyebrow !== undefined && (
            <Text as="p" variant="eyebrow">
              {eyebrow}
            </Text>
          )}
          <Heading level={1}>{title}</Heading>
          {description !== undefined && <p className={styles.description}>{description}</p>}
        </div>
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}
