import {
  COMPONENT_SEARCH_LIMIT,
  type ComponentIndex,
  type ComponentMatch,
  formatUnits,
  MESSAGES,
  searchComponents,
} from '@scaffold/domain';
import { TextField } from '@scaffold/ui';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import * as styles from './ComponentSearch.css';

function place(match: ComponentMatch): string {
  if (match.sublocationName === null || match.subareaName === null) {
    return `${match.siteName} · not yet allocated`;
  }
  return `${match.siteName} › ${match.sublocationName} › ${match.subareaName}`;
}

function resultCount(count: number, query: string): string {
  if (count === 0) return `No components match “${query}”.`;
  if (count >= COMPONENT_SEARCH_LIMIT) return `Showing the first ${count} places.`;
  return count === 1 ? '1 place holds it.' : `${count} places hold it.`;
}

export interface ComponentSearchProps {
  /** Built once per data load (buildComponentIndex). */
  index: ComponentIndex;
  /** Reveal where a result sits. */
  onShow: (match: ComponentMatch) => void;
}

/**
 * 'Search components...': where a component sits, across every site. The results follow the
 * typing through useDeferredValue, so a keystroke never waits for the list to render.
 */
export const ComponentSearch = memo(function ComponentSearch({
  index,
  onShow,
}: ComponentSearchProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const matches = useMemo(() => searchComponents(index, deferredQuery), [index, deferredQuery]);
  const statusId = useId();
  const searching = deferredQuery.trim() !== '';

  return (
    <div className={styles.root}>
      <TextField
        type="search"
        label="Find a component"
        placeholder={MESSAGES.searchComponentsPlaceholder}
        autoComplete="off"
        value={query}
        aria-describedby={searching ? statusId : undefined}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={statusId} className={styles.status} aria-live="polite">
        {searching ? resultCount(matches.length, deferredQuery.trim()) : ''}
      </p>
      {matches.length > 0 && (
        <ul className={styles.results} aria-label="Where the components are">
          {matches.map((match) => (
            <li key={`${match.siteId}-${match.itemId}-${match.subareaId ?? 'free'}`}>
              <button type="button" className={styles.result} onClick={() => onShow(match)}>
                <span className={styles.resultName}>{match.itemName}</span>
                <span className={styles.resultPlace}>{place(match)}</span>
                <span className={styles.resultQuantity}>{formatUnits(match.quantity)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});
