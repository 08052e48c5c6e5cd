import { Fieldset, Stack, Text } from '@mantine/core';
import type { Control, FieldErrors, UseFormGetValues, UseFormRegister } from 'react-hook-form';
import { PANELS } from '#shared/safety-panels';
import type { TestResultBody } from '#shared/schemas/test-result';
import type { FormValues } from './form-values.ts';
import { panelsReadFrom, SAFETY_HINT, SAFETY_LEGEND } from './labels.ts';
import { PanelEditor } from './panel-editor.tsx';

/**
 * The result's safety tests (docs/client-test-results.md, Safety tests): the seven panels of
 * shared/schemas/safety-panels.ts in the pages' order, each ticked when the certificate reports
 * it. `readFrom` is the line saying which file the panels it starts with were read from.
 */
export function SafetyPanelEditor({
  control,
  register,
  getValues,
  errors,
  readFrom,
}: {
  control: Control<FormValues, unknown, TestResultBody>;
  register: UseFormRegister<FormValues>;
  getValues: UseFormGetValues<FormValues>;
  errors: FieldErrors<FormValues>;
  readFrom?: string | undefined;
}) {
  return (
    <Fieldset legend={SAFETY_LEGEND} className="safety-panels-editor">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {SAFETY_HINT}
        </Text>
        {readFrom && (
          <Text size="sm" fw={500}>
            {panelsReadFrom(readFrom)}
          </Text>
        )}
        {PANELS.map((p) => (
          <PanelEditor
            key={p.key}
            panel={p.key}
            label={p.label}
            control={control}
            register={register}
            getValues={getValues}
            errors={errors}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}
