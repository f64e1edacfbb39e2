import { MESSAGES } from '@scaffold/domain';
import { Button, Text } from '@scaffold/ui';
import type { ReactNode } from 'react';
import * as styles from './SiteDetails.css';

/** What a section needs of its read (a TanStack Query result fits). */
export interface SectionRead {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface SiteDetailSectionProps {
  /** Unique in the page: the heading's id. */
  id: string;
  title: string;
  read: SectionRead;
  /** What is read ('movements', 'scaffolds'): 'Loading movements...', 'The movements could not…'. */
  noun: string;
  /** Shown when the read answered with nothing. */
  empty: string;
  /** The read's rows; none drawn while it has not answered. */
  rows: readonly unknown[] | undefined;
  /** The rows, drawn once there are some. */
  children: ReactNode;
  /** After the rows in every state (a link to the full list). */
  footer: ReactNode;
}

/**
 * A read-on-open section of a site's details (its recent movements, its scaffolds): a heading at
 * Stock Allocation's level (h5) in the site's outline, then loading, error with Retry (only when
 * nothing was read before), empty, or the rows, and a footer link.
 */
export function SiteDetailSection(props: SiteDetailSectionProps) {
  const { id, title, read, noun, empty, rows, children, footer } = props;
  return (
    <section
      aria-labelledby={id}
      aria-busy={read.isFetching || undefined}
      className={styles.recent}
    >
      <h5 id={id} className={styles.recentHeading}>
        {title}
      </h5>
      {read.isPending && (
        <Text size="sm" tone="muted" role="status">
          Loading {noun}...
        </Text>
      )}
      {read.isError && rows === undefined && (
        <Text size="sm" tone="danger" role="alert">
          The {noun} could not be loaded. {MESSAGES.fetchFailed}{' '}
          <Button size="sm" variant="ghost" onClick={() => void read.refetch()}>
            Retry
          </Button>
        </Text>
      )}
      {rows?.length === 0 && (
        <Text size="sm" tone="muted">
          {empty}
        </Text>
      )}
      {rows && rows.length > 0 && children}
      {footer}
    </section>
  );
}
