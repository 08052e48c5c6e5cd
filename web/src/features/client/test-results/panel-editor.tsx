import { Button, Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { useRef } from 'react';
import {
  Controller,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
} from 'react-hook-form';
import { PANEL_STATUSES, type PanelKey } from '#shared/safety-panels';
import type { TestResultBody } from '#shared/schemas/test-result';
import { AnalyteRow } from './analyte-row.tsx';
import type { FormValues } from './form-values.ts';
import { ADD_ANALYTE, addAnalyteLabel, NO_ANALYTES, PANEL_STATUS_LABELS, panelStatusLabel } from './labels.ts';
import { newAnalyte } from './panel-values.ts';

const STATUS_OPTIONS = PANEL_STATUSES.map((s) => ({ value: s, label: PANEL_STATUS_LABELS[s] }));

/**
 * One safety panel: ticked when the certificate reports it, then its status and its analytes.
 * Unticking hides the panel and leaves it out of the save, but keeps what was typed, so ticking it
 * again brings it back. The schema's message about the panel as a whole (a passed panel with a
 * failed analyte) shows on its status.
 */
export function PanelEditor({
  panel,
  label,
  control,
  register,
  getValues,
  errors,
}: {
  panel: PanelKey;
  label: string;
  control: Control<FormValues, unknown, TestResultBody>;
  register: UseFormRegister<FormValues>;
  getValues: UseFormGetValues<FormValues>;
  errors: FieldErrors<FormValues>;
}) {
  const reported = useWatch({ control, name: `panels.${panel}.reported` });
  const { fields, append, remove } = useFieldArray({ control, name: `panels.${panel}.analytes` });
  const add = useRef<HTMLButtonElement>(null);
  const error = errors.panels?.[panel];
  return (
    <div className="safety-panel-editor">
      <Controller
        control={control}
        name={`panels.${panel}.reported`}
        render={({ field }) => (
          <Checkbox
            label={label}
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {reported && (
        <Stack gap="xs" mt="xs" className="safety-panel-body">
          <NativeSelect
            label="Status"
            aria-label={panelStatusLabel(label)}
            data={STATUS_OPTIONS}
            maw={240}
            {...register(`panels.${panel}.status`)}
            error={error?.status?.message}
          />
          {fields.map((f, i) => (
            <AnalyteRow
              key={f.id}
              panel={panel}
              label={label}
              index={i}
              control={control}
              register={register}
              errors={errors}
              onRemove={() => {
                remove(i);
                // the row and its button are gone: the focus goes to the panel's add button, not the page
                add.current?.focus();
              }}
            />
          ))}
          {fields.length === 0 && (
            <Text size="sm" c="dimmed">
              {NO_ANALYTES}
            </Text>
          )}
          {(error?.analytes?.root ?? error?.analytes)?.message && (
            <Text size="sm" c="red.9" role="alert">
              {(error?.analytes?.root ?? error?.analytes)?.message}
            </Text>
          )}
          <Button
            ref={add}
            variant="default"
            size="xs"
            w="fit-content"
            aria-label={addAnalyteLabel(label)}
            // the new row takes the unit of the row above; its name input takes the focus
            onClick={() => append(newAnalyte(panel, getValues(`panels.${panel}.analytes`).at(-1)))}
          >
            {ADD_ANALYTE}
          </Button>
        </Stack>
      )}
    </div>
  );
}
