import type { SiteClientRow } from '@scaffold/domain';
import { Select, Text, TextField } from '@scaffold/ui';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useMemo, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { rowsOf } from '../../data/cache/paging';
import { useReadContext } from '../../data/reads/read-context';
import { FirstPageFailed, ShowMoreRows } from '../../data/views/ShowMoreRows';
import { clientChoiceOptions } from './client-groups';
import { withChosenSite } from './move/move-options';
import { clientChoicesRead, clientSearchPages } from './sites-reads';
import { SEARCH_PAUSE_MS, usePausedState } from './use-paused';

type Client = Pick<SiteClientRow, 'id' | 'name'>;

export interface CustomerChoiceProps {
  /** The form's `customer_id` field. */
  field: UseFormRegisterReturn<'customer_id'>;
  error?: string;
}

/**
 * Add Site's customer: a native select of the clients by name, 200 a page. With more than a page
 * a 'Find a customer' field asks the server for the names holding what was typed, once the
 * typing pauses (the field is uncontrolled: a key press renders nothing). The customer chosen
 * stays listed whatever the search.
 */
export function CustomerChoice({ field, error }: CustomerChoiceProps) {
  const context = useReadContext();
  const queryClient = useQueryClient();
  const [search, setSearch] = usePausedState('', SEARCH_PAUSE_MS);
  const [chosen, setChosen] = useState<Client | null>(null);
  // Without a search the first page is the client select's read (the screen has it already).
  const first =
    search === '' ? queryClient.getQueryData(clientChoicesRead(context).queryKey) : undefined;
  const pages = useInfiniteQuery({
    ...clientSearchPages(context, search),
    placeholderData: keepPreviousData,
    ...(first && { initialData: { pages: [first], pageParams: [1] } }),
  });
  const rows = useMemo(() => withChosenSite(rowsOf(pages.data), chosen), [pages.data, chosen]);
  const options = useMemo(() => clientChoiceOptions(rows), [rows]);
  const loading = !pages.data;
  const searchable = search !== '' || Boolean(pages.hasNextPage);

  const onChosen = (event: ChangeEvent<HTMLSelectElement>) => {
    setChosen(rows.find((client) => String(client.id) === event.target.value) ?? null);
    return field.onChange(event);
  };

  return (
    <>
      {searchable && (
        <TextField
          type="search"
          label="Find a customer"
          hint="Part of its name."
          autoComplete="off"
          onChange={(event) => setSearch(event.target.value.trim())}
        />
      )}
      <Select
        label="Customer"
        placeholder={loading ? 'Loading customers...' : 'Select a customer'}
        options={options}
        required
        disabled={loading}
        error={error}
        {...field}
        onChange={onChosen}
      />
      {search !== '' && pages.data && rowsOf(pages.data).length === 0 && (
        <Text size="sm" tone="muted" role="status">
          No customer’s name holds “{search}”.
        </Text>
      )}
      <FirstPageFailed query={pages} noun="customers" />
      <ShowMoreRows query={pages} noun="customers" />
    </>
  );
}
