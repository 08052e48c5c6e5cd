import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

export interface PickerOption {
  value: string;
  label: string;
}

const SEARCH_DELAY_MS = 300;

/**
 * A choice of one record by its name where the server wants its id (a company, a user): typing
 * asks the server for the records whose name holds the text, and the chosen one's id is what
 * `onChange` gets. `selected` names the current value (a value read from the address has no
 * option of its own until searched).
 */
export function SearchPicker({
  label,
  value,
  selected,
  onChange,
  search,
  queryKey,
  placeholder,
  size = 'xs',
  error,
  hideLabel = false,
}: {
  label: string;
  /** In a table's cell the row says what the box is for: the label is then for screen readers only. */
  hideLabel?: boolean;
  value: string;
  selected: PickerOption | undefined;
  /** The chosen id, and its name for a page that shows it (none when cleared). */
  onChange: (value: string, label?: string) => void;
  /** The options for a text the person typed (the server's search), at most a few dozen. */
  search: (text: string, signal: AbortSignal) => Promise<PickerOption[]>;
  queryKey: readonly unknown[];
  placeholder?: string;
  size?: 'xs' | 'sm';
  error?: string | undefined;
}) {
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<PickerOption>();
  const [typed] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const known = picked && picked.value === value ? picked : selected;
  // the chosen option's label fills the box: that is not a search for other records
  const asked = typed && typed !== known?.label ? typed : '';
  const found = useQuery({
    queryKey: [...queryKey, asked],
    queryFn: ({ signal }) => search(asked, signal),
    enabled: asked.length >= 2,
    placeholderData: keepPreviousData,
  });
  const options = [...(found.data ?? [])];
  if (known && value && !options.some((o) => o.value === known.value)) options.unshift(known);
  return (
    <Select
      {...(hideLabel ? { 'aria-label': label } : { label })}
      size={size}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      data={options}
      value={value || null}
      searchValue={text}
      onSearchChange={setText}
      onChange={(v, option) => {
        setPicked(v ? { value: v, label: option?.label ?? v } : undefined);
        onChange(v ?? '', option?.label);
      }}
      // the server already searched: every option it answered is a match
      filter={({ options: all }) => all}
      placeholder={placeholder}
      nothingFoundMessage={asked.length >= 2 && !found.isFetching ? 'Nothing matches' : 'Type 2 letters or more'}
      error={error}
      comboboxProps={{ withinPortal: true, width: 'max-content', position: 'bottom-start' }}
    />
  );
}
