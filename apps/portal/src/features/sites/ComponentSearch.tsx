import { formatUnits, MESSAGES } from '@scaffold/domain';
import { TextField } from '@scaffold/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { useReadContext } from '../../data/reads/read-context';
import { SEARCH_PAUSE_MS, usePaused } from '../../data/reads/use-paused';
import * as styles from './ComponentSearch.css';
import { type FoundComponent, foundComponent, resultCount } from './site-rows';
import { componentSearchRead } from './sites-reads';

function place(match: FoundComponent): string {
  if (match.sublocationName === null || match.subareaName === null) {
    return `${match.siteName} · not yet allocated`;
  }
  return `${match.siteName} › ${match.sublocationName} › ${match.subareaName}`;
}

export interface ComponentSearchProps {
  /** Reveal where a result sits. */
  onShow: (match: FoundComponent) => void;
}

/**
 * 'Search components...': where a component sits, across every site, searched by the server
 * (componentSearch) once the typing pauses; the last answer stays while the next is read.
 */
export const ComponentSearch = memo(function ComponentSearch({ onShow }: ComponentSearchProps) {
  const [query, setQuery] = useState('');
  const asked = useDeferredValue(usePaused(query.trim(), SEARCH_PAUSE_MS));
  const searching = asked !== '';
  const answer = useQuery({
    ...componentSearchRead(useReadContext(), asked),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const matches = useMemo(
    () => (searching ? (answer.data?.results.map(foundComponent) ?? []) : []),
    [answer.data, searching],
  );
  const statusId = useId();
  let status = '';
  if (searching && answer.data && !answer.isPlaceholderData) {
    status = resultCount(matches.length, answer.data.truncated, asked);
  } else if (searching && answer.isError) {
    status = `The search could not be read. ${MESSAGES.fetchFailed}`;
  } else if (searching) {
    status = 'Searching...';
  }

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
        {status}
      </p>
      {matches.length > 0 && (
        <ul
          className={styles.results}
          aria-label="Where the components are"
          aria-busy={answer.isPlaceholderData || undefined}
        >
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
