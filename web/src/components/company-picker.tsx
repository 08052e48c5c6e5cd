import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CLIENT_TYPES } from '#shared/constants';
import { call } from '#web/api/client.ts';
import { SearchPicker, type PickerOption } from './search-picker.tsx';

/** Products, their lots and results belong to producers: a choice about them offers no other company. */
export const PRODUCT_OWNER_TYPES = ['producer'] as const;

/** The chosen company's name, for a value read from the address. */
const companyNameQuery = (clientId: string | undefined) =>
  queryOptions({
    queryKey: ['admin-companies', 'name', clientId],
    queryFn: ({ signal }) => call('getEntity', { params: { clientId: clientId! } }, signal),
    enabled: !!clientId,
    staleTime: 300_000,
  });

/**
 * A company chosen by its name (the admin clients list's own search), handed on as its id: the
 * admin tables' client filters, a product's new owner, a transfer's two companies. `types` keeps
 * the companies the choice is about (products and lots belong to producers); `known` names a
 * value the page already has the name of, which is then not asked for.
 */
export function CompanyPicker({
  label,
  value,
  onChange,
  types,
  known,
  hideLabel = false,
  size = 'xs',
}: {
  label: string;
  value: string;
  onChange: (value: string, label?: string) => void;
  types?: readonly (typeof CLIENT_TYPES)[number][];
  known?: PickerOption;
  hideLabel?: boolean;
  size?: 'xs' | 'sm';
}) {
  const named = known && known.value === value ? known : undefined;
  const chosen = useQuery(companyNameQuery(value && !named ? value : undefined));
  const name = named?.label ?? chosen.data?.entity.name;
  return (
    <SearchPicker
      label={label}
      hideLabel={hideLabel}
      size={size}
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
