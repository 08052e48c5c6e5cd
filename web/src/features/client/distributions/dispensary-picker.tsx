import { Select } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { dispensaryOptionsQuery } from './api.ts';

interface Props {
  clientId: string;
  value: string;
  onChange: (dispensary: string) => void;
  error?: string | undefined;
}

/** A dispensary choice (the option list with licences), for pages that distribute several products at once. */
export function DispensaryPicker({ clientId, value, onChange, error }: Props) {
  const options = useQuery(dispensaryOptionsQuery(clientId));
  return (
    <Select
      label="Dispensary"
      placeholder={options.isPending ? 'Loading dispensaries' : 'Choose a dispensary'}
      searchable
      clearable
      nothingFoundMessage="No dispensary by that name"
      data={(options.data ?? []).map((d) => ({
        value: d._id,
        label: d.licenseNumber ? `${d.name} (licence ${d.licenseNumber})` : d.name,
      }))}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
