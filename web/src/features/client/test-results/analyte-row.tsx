import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { PanelKey } from '#shared/safety-panels';
import { PANEL_UNITS, READINGS } from '#shared/schemas/safety-panels';
import type { TestResultBody } from '#shared/schemas/test-result';
import type { FormValues } from './form-values.ts';
import {
  ANALYTE_FIELDS,
  analyteLabel,
  READING_LABELS,
  removeAnalyteLabel,
  UNIT_LABELS,
  VERDICT_LABELS,
} from './labels.ts';

const READING_OPTIONS = READINGS.map((r) => ({ value: r, label: READING_LABELS[r] }));
const UNIT_OPTIONS = PANEL_UNITS.map((u) => ({ value: u, label: UNIT_LABELS[u] }));
const VERDICT_OPTIONS = (['', 'pass', 'fail'] as const).map((v) => ({ value: v, label: VERDICT_LABELS[v] }));

/**
 * One analyte of a panel: its name, how the lab reported it, the figure when it is one, the unit,
 * the lab's limit and verdict. Each input shows a short label and is named in full for assistive
 * technology ('Pesticides analyte 2 reading'), as a row's inputs repeat down the panel.
 */
export function AnalyteRow({
  panel,
  label,
  index,
  control,
  register,
  errors,
  onRemove,
}: {
  panel: PanelKey;
  label: string;
  index: number;
  control: Control<FormValues, unknown, TestResultBody>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  onRemove: () => void;
}) {
  const path = `panels.${panel}.analytes.${index}` as const;
  const reading = useWatch({ control, name: `${path}.reading` });
  const name = useWatch({ control, name: `${path}.name` });
  const error = errors.panels?.[panel]?.analytes?.[index];
  const position = index + 1;
  const named = (field: keyof typeof ANALYTE_FIELDS) => ({
    label: ANALYTE_FIELDS[field],
    'aria-label': analyteLabel(label, position, field),
    size: 'xs' as const,
  });
  return (
    <div role="group" aria-label={`${label} analyte ${position}`} className="analyte-row">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="xs" verticalSpacing="xs">
        <TextInput
          {...named('name')}
          autoComplete="off"
          maxLength={80}
          {...register(`${path}.name`)}
          error={error?.name?.message}
        />
        <NativeSelect
          {...named('reading')}
          data={READING_OPTIONS}
          {...register(`${path}.reading`)}
          error={error?.reading?.message}
        />
        {/* a figure belongs to the reading Value only; the other readings are what the lab printed instead */}
        {reading === 'value' && (
          <TextInput
            {...named('amount')}
            inputMode="decimal"
            autoComplete="off"
            maxLength={16}
            {...register(`${path}.amount`)}
            error={error?.amount?.message}
          />
        )}
        <NativeSelect
          {...named('unit')}
          data={UNIT_OPTIONS}
          {...register(`${path}.unit`)}
          error={error?.unit?.message}
        />
        <TextInput
          {...named('limit')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          {...register(`${path}.limit`)}
          error={error?.limit?.message}
        />
        <NativeSelect
          {...named('status')}
          data={VERDICT_OPTIONS}
          {...register(`${path}.status`)}
          error={error?.status?.message}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt={4}>
        <Button
          variant="default"
          size="compact-xs"
          aria-label={removeAnalyteLabel(label, position, name ?? '')}
          onClick={onRemove}
        >
          Remove
        </Button>
      </Group>
    </div>
  );
}
