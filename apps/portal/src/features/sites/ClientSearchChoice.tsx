import type { SiteClientRow } from '@scaffold/domain';
import { Select, type SelectProps, Text, TextField } from '@scaffold/ui';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useMemo, useState } from 'react';
import { clientChoicesRead } from '../../data/reads/client-choices';
import { rowsOf } from '../../data/reads/paging';
import { useReadContext } from '../../data/reads/read-context';
import { SEARCH_PAUSE_MS, usePausedState } from '../../data/reads/use-paused';
import { FirstPageFailed, ShowMoreRows } from '../../data/views/ShowMoreRows';
import { clientChoiceOptions } from './client-groups';
import { withChosenSite } from './move/move-options';
import { clientSearchPages } from './sites-reads';

type Client = Pick<SiteClientRow, 'id' | 'name'>;

export interface ClientSearchChoiceProps {
  /** What the clients are called where it stands: 'customer' in Add Site, 'client' elsewhere. */
  noun: 'customer' | 'client';
  label: string;
  /** The blank first choice ('Select a customer', 'All Clients'). */
  placeholder: string;
  /** The select's own props: a form field's registration, or its value and onChange. */
  select: Omit<SelectProps, 'label' | 'options' | 'placeholder'>;
  /**
   * A form's field (Add Site): disabled and saying so while the clients are read, the first
   * page's failure and 'Show more' under it. A filter (Site Management) keeps its blank choice
   * usable meanwhile and leaves paging to the search: the list below says what failed.
   */
  variant: 'field' | 'filter';
}

/**
 * A client chosen from all of them, whatever their number: a native select of the clients by
 * name, 200 a page. With more than a page a 'Find a …' field asks the server for the names
 * holding what was typed, once the typing pauses (the field is uncontrolled: a key press renders
 * nothing). The client chosen stays listed whatever the search. Its parts are siblings: the
 * caller's layout spaces them.
 */
export function ClientSearchChoice({
  noun,
  label,
  placeholder,
  select,
  variant,
}: ClientSearchChoiceProps) {
  const context = useReadContext();
  const field = variant === 'field';
  const [search, setSearch] = usePausedState('', SEARCH_PAUSE_MS);
  const [chosen, setChosen] = useState<Client | null>(null);
  // The first page is the screen's own read of the clients (shared by its key, not read again).
  const firstPage = useQuery(clientChoicesRead(context));
  const first = search === '' ? firstPage.data : undefined;
  // Pages beyond it ('Show more', a form's field) or a search's, read when asked for.
  const paging = field || search !== '';
  const pages = useInfiniteQuery({
    ...clientSearchPages(context, search),
    placeholderData: keepPreviousData,
    enabled: paging,
    ...(first && { initialData: { pages: [first], pageParams: [1] } }),
  });
  const read = useMemo(
    () => (paging ? rowsOf(pages.data) : (firstPage.data?.results ?? [])),
    [paging, pages.data, firstPage.data],
  );
  const rows = useMemo(() => withChosenSite(read, chosen), [read, chosen]);
  const options = useMemo(() => clientChoiceOptions(rows), [rows]);
  const loading = field && !pages.data;
  const moreThanAPage = paging
    ? Boolean(pages.hasNextPage)
    : (firstPage.data?.count ?? 0) > (firstPage.data?.results.length ?? 0);
  const searchable = search !== '' || moreThanAPage;

  const onChosen = (event: ChangeEvent<HTMLSelectElement>) => {
    setChosen(rows.find((client) => String(client.id) === event.target.value) ?? null);
    return select.onChange?.(event);
  };

  return (
    <>
      {searchable && (
        <TextField
          type="search"
          label={`Find a ${noun}`}
          hint="Part of its name."
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value.trim())}
        />
      )}
      <Select
        label={label}
        placeholder={loading ? `Loading ${noun}s...` : placeholder}
        options={options}
        disabled={loading}
        {...select}
        onChange={onChosen}
      />
      {search !== '' && pages.data && read.length === 0 && (
        <Text size="sm" tone="muted" role="status">
          No {noun}’s name holds “{search}”.
        </Text>
      )}
      {field && <FirstPageFailed query={pages} noun={`${noun}s`} />}
      {field && <ShowMoreRows query={pages} noun={`${noun}s`} />}
    </>
  );
}
