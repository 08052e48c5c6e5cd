import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CLIENT_TYPES } from '#shared/constants';
import { call } from '#web/api/client.ts';
import { SearchPicker } from './search-picker.tsx';

/** The chosen company's name, for a filter read from the address. */
const companyNameQuery = (clientId: string | undefined) =>
  queryOptions({
    queryKey: ['admin-companies', 'name', clientId],
    queryFn: ({ signal }) => call('getEntity', { params: { clientId: clientId! } }, signal),
    enabled: !!clientId,
    staleTime: 300_000,
  });

/**
 * An admin table's client filter: a company found by its name (the clients list's own search),
 * sent as its id. `types` keeps the companies a table can hold rows of (lots belong to producers).
 */
export function CompanyFilter({
  label,
  value,
  onChange,
  types,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  types?: readonly (typeof CLIENT_TYPES)[number][];
}) {
  const chosen = useQuery(companyNameQuery(value || undefined));
  const name = chosen.data?.entity.name;
  return (
    <SearchPicker
      label={label}
      value={value}
      selected={value && name ? { value, label: name } : undefined}
      onChange={onChange}
      search={async (text, signal) =>
        (await call('listEntities', { query: { limit: '20', name: text } }, signal)).entities
          .filter((c) => !types || types.includes(c.type))
          .map((c) => ({ value: c._id, label: c.name }))
      }
      queryKey={['admin-companies', 'search', types]}
      placeholder="Company name"
    />
  );
}
