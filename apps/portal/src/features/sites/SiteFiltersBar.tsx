import { MESSAGES, type StatusCounts, type StatusFilter } from '@scaffold/domain';
import { Button, Card, Stack } from '@scaffold/ui';
import { memo, type ReactNode } from 'react';
import { ClientSearchChoice } from './ClientSearchChoice';
import type { SiteFilters } from './reveal';
import * as styles from './SiteFiltersBar.css';

const STATUS_FILTERS = [
  { value: 'all', label: 'All Sites' },
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
] as const satisfies readonly { value: StatusFilter; label: string }[];

export interface SiteFiltersBarProps {
  filters: SiteFilters;
  counts: StatusCounts;
  onChange: (filters: SiteFilters) => void;
  /** The component search, laid out beside the filters. */
  search: ReactNode;
}

/** Status filter buttons with counts, the client choice (any client, by search) and the component search. */
export const SiteFiltersBar = memo(function SiteFiltersBar({
  filters,
  counts,
  onChange,
  search,
}: SiteFiltersBarProps) {
  return (
    <Card as="section" aria-label="Filter sites" padding="sm">
      <div className={styles.bar}>
        <fieldset className={styles.statusGroup}>
          <legend className={styles.legend}>Status</legend>
          <div className={styles.statusButtons}>
            {STATUS_FILTERS.map(({ value, label }) => {
              const pressed = filters.status === value;
              return (
                <Button
                  key={value}
                  variant={pressed ? 'primary' : 'secondary'}
                  aria-pressed={pressed}
                  onClick={() => onChange({ ...filters, status: value })}
                >
                  {label}
                  <span className={pressed ? styles.countPressed : styles.count}>
                    {counts[value]}
                  </span>
                </Button>
              );
            })}
          </div>
        </fieldset>
        <Stack space="sm" className={styles.clientSelect}>
          <ClientSearchChoice
            variant="filter"
            noun="client"
            label="Client"
            placeholder={MESSAGES.allClients}
            select={{
              value: filters.clientId === 'all' ? '' : String(filters.clientId),
              onChange: (event) => {
                const value = event.target.value;
                onChange({ ...filters, clientId: value === '' ? 'all' : Number(value) });
              },
            }}
          />
        </Stack>
        <div className={styles.search}>{search}</div>
      </div>
    </Card>
  );
});
