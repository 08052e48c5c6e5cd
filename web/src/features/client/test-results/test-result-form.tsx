import {
  Alert,
  Button,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '#web/components/mantine.css';
import './test-results.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { PRODUCT_CATEGORIES, TEXT_INPUT_MAX } from '#shared/constants';
import * as testResultMessages from '#shared/messages/client/test-results';
import {
  EXTENDED_TERPENES,
  MAIN_TERPENES,
  RESIDUAL_SOLVENTS,
  testResultBodySchema,
  type MeasureKey,
  type TestResult,
  type TestResultBody,
} from '#shared/schemas/test-result';
import type { PanelKey } from '#shared/safety-panels';
import { isApiError } from '#web/api/client.ts';
import { PrefillSource } from '#web/components/coa-prefill/prefill-source.tsx';
import type { ReadPanels, ReadValues } from '#web/components/coa-prefill/read-values.ts';
import { QueryState } from '#web/components/query-state.tsx';
import { DocumentList } from '#web/components/uploads/document-list.tsx';
import { shortcutKeys, ShortcutHint, useShortcut } from '#web/components/shortcuts.tsx';
import { approvalDoubts, type ApprovalDoubt } from './approval-check.ts';
import { ApprovalConfirm } from './approval-confirm.tsx';
import { labsQuery, saveTestResult, serviceLabsQuery, testResultQuery, testResultSaved } from './api.ts';
import { ReadingStatus, useCertificateReading } from './certificate-reading.tsx';
import {
  bodyOf,
  checkedBody,
  fillsFrom,
  formOf,
  holdsAny,
  panelFillsFrom,
  stepped,
  withRead,
  type FormValues,
} from './form-values.ts';
import { labelOf, MARKED_REQUIRED, OPTIONAL_CANNABINOIDS, SAMPLE_LABELS, SHORT_CANNABINOIDS } from './labels.ts';
import type { PanelValues } from './panel-values.ts';
import { SafetyPanelEditor } from './safety-panel-editor.tsx';

export interface TestResultFormProps {
  clientId: string;
  /** The result to edit; a new one without. */
  testResultId?: string;
  /** Called with the saved result: the page redirects, the welcome wizard moves on. */
  onSaved: (saved: TestResult) => void;
  /** Basic mode (staff entering a draft): a new result is not approved. */
  basic?: boolean;
  /** The data-entry pipeline's screen (docs/admin-pipeline.md): it saves, starts and shows otherwise. */
  pipeline?: PipelineFormOptions;
  /** The product a new result is of (the welcome wizard's, a product's link): its lot is that product's. */
  productId?: string | undefined;
}

/** How the data-entry and review screens use the form. */
export interface PipelineFormOptions {
  /** The form as last saved in the pipeline; without it the form starts from what was read. */
  start?: TestResult | undefined;
  /** Values read from the certificate by form field ('strain', 'testLab' as the lab's printed name, 'figures.thcA'). */
  read?: ReadValues | undefined;
  /** The safety panels read from the certificate (the prefill's): the editor starts from them without `start`. */
  panels?: ReadPanels | undefined;
  title: string;
  /** Review shows the entry read-only until Edit. */
  readOnly: boolean;
  submitLabel: string;
  save: (body: TestResultBody) => Promise<TestResult>;
  /** A field took the focus (to mark where its value was read). */
  onFieldFocus?: (field: string) => void;
  /**
   * Buttons beside the submit button (the review's actions), given `confirmed`, which runs its
   * argument once the reviewer has confirmed what `check` finds in the form (at once when nothing).
   */
  actions?: (confirmed: (go: () => void) => void) => ReactNode;
  /**
   * Review: what the certificate's reading found, so a save (Approve with edits) or `confirmed`
   * first asks to confirm blank starred fields, doubtful values and the reader's failed checks.
   */
  check?: { read: ReadValues | undefined; problems: readonly string[] } | undefined;
  /** A field to focus once the form is shown (the review's confirmation, cancelled before Edit). */
  focus?: string | undefined;
  /** The confirmation was cancelled while the form is read-only: the screen opens it for editing at that field. */
  onFix?: (field: string) => void;
  /** Alt and this letter submits the form, shown on its button (docs/admin-pipeline.md, Shortcuts). */
  submitShortcut?: string | undefined;
}

const EXTENDED_KEYS: readonly MeasureKey[] = [...OPTIONAL_CANNABINOIDS, ...EXTENDED_TERPENES, ...RESIDUAL_SOLVENTS];

const checkBody = standardSchemaResolver(testResultBodySchema);
/**
 * The one body schema over the form's values, the safety panels put in the body's shape first
 * (form-values.ts): its messages land on the editor's inputs, whose paths are the body's. The
 * form starts without a lab, which the schema refuses with the spec's text until one is chosen.
 */
const resolver: Resolver<FormValues, unknown, TestResultBody> = (values, context, options) =>
  checkBody(checkedBody(values) as TestResultBody, context, options as never) as never;

/**
 * The test result form (spec 2 §2, spec 3 §3 and §5): the short form, and the extended data
 * (optional cannabinoids, extended terpenes, residual solvents) behind a toggle. Figures are
 * typed as the certificate prints them: a number in percent of mass, or a non-detect ('ND',
 * '<LOQ', '<0.1'); the arrow keys step a number by 0.001. The one body schema checks them here and
 * on the server. COA PDFs upload through the shared document list; the first one attached is read,
 * and the fields still empty fill from it, each with where it was read (certificate-reading.tsx).
 */
export function TestResultForm({
  clientId,
  testResultId,
  onSaved,
  basic = false,
  pipeline,
  productId,
}: TestResultFormProps) {
  const existing = useQuery({
    ...testResultQuery(clientId, testResultId ?? ''),
    enabled: !!testResultId && !pipeline,
  });
  if (pipeline)
    return <Form clientId={clientId} result={pipeline.start} onSaved={onSaved} basic={basic} pipeline={pipeline} />;
  if (!testResultId) return <Form clientId={clientId} onSaved={onSaved} basic={basic} productId={productId} />;
  return (
    <QueryState query={existing} what="test result">
      {({ testResult }) => (
        <Form key={testResult._id} clientId={clientId} result={testResult} onSaved={onSaved} basic={basic} />
      )}
    </QueryState>
  );
}

function Form({
  clientId,
  result,
  onSaved,
  basic,
  pipeline,
  productId,
}: {
  clientId: string;
  result?: TestResult | undefined;
  onSaved: (saved: TestResult) => void;
  basic: boolean;
  pipeline?: PipelineFormOptions;
  productId?: string | undefined;
}) {
  const queries = useQueryClient();
  // staff entering a certificate belong to no company: they read the labs through the pipeline's own call
  const labs = useQuery(pipeline ? serviceLabsQuery() : labsQuery(clientId));
  const [extended, setExtended] = useState(holdsAny(result, EXTENDED_KEYS));
  const [failure, setFailure] = useState<string>();
  // the names files had on the user's machine, for the list; a stored result keeps only the keys
  const [names, setNames] = useState<Record<string, string>>({});
  // the producer's own form reads the first certificate it attaches
  const [uploadId, setUploadId] = useState<string>();
  const reading = useCertificateReading(clientId, pipeline ? undefined : uploadId);
  const read: ReadValues | undefined =
    pipeline && !result ? pipeline.read : reading.state === 'read' ? reading.read : undefined;
  // a pipeline draft not yet saved starts from the panels read, as its fields do
  const startPanels = pipeline && !result ? pipeline.panels : undefined;
  const { register, control, handleSubmit, formState, getValues, setValue, setFocus } = useForm<
    FormValues,
    unknown,
    TestResultBody
  >({
    resolver,
    defaultValues: read ? withRead(formOf(), read, startPanels) : formOf(result),
  });
  // the file the panels the editor started with were read from, for the line above them
  const [panelsSource, setPanelsSource] = useState(startPanels?.source);
  // the lab is read as printed: it starts chosen once the lab list names it
  const readLab = read?.testLab?.value.toLowerCase();
  const readLabOption =
    readLab &&
    labs.data?.options.find((l) => l.name.toLowerCase() === readLab || readLab.includes(l.name.toLowerCase()));
  useEffect(() => {
    if (readLabOption && !getValues('testLab'))
      setValue('testLab', { _id: readLabOption._id, name: readLabOption.name });
  }, [readLabOption, getValues, setValue]);
  // what was read names no lab on the list: the note must not read as if the field were filled
  const labUnmatched = !!readLab && !!labs.data && !readLabOption;
  // once read, the fields still empty take the values read; what the producer typed stays
  const filled = useRef(false);
  useEffect(() => {
    if (reading.state !== 'read' || filled.current) return;
    filled.current = true;
    for (const [name, value] of fillsFrom(getValues(), reading.read)) setValue(name, value, { shouldDirty: true });
    if (EXTENDED_KEYS.some((k) => reading.read[`figures.${k}`])) setExtended(true);
    // the panels read fill the editor when it reports none; each panel's rows through their field array
    const panels = panelFillsFrom(getValues(), reading.panels);
    if (panels) {
      for (const [key, p] of Object.entries(panels) as [PanelKey, PanelValues][]) {
        setValue(`panels.${key}.analytes`, p.analytes, { shouldDirty: true });
        setValue(`panels.${key}.status`, p.status, { shouldDirty: true });
        setValue(`panels.${key}.reported`, p.reported, { shouldDirty: true });
      }
      setPanelsSource(reading.panels?.source);
    }
  }, [reading, getValues, setValue]);
  /** Where a field's starting value was read, and telling the screen when the field has the focus. */
  const sourced = (name: string) => {
    const value = read?.[name];
    return {
      description: value ? (
        <PrefillSource
          read={value}
          note={name === 'testLab' && labUnmatched ? 'No lab on the list matches it: choose the lab.' : undefined}
          onAccept={
            name === 'testLab' || pipeline?.readOnly
              ? undefined
              : () =>
                  setValue(name as `figures.${MeasureKey}` | 'strain', value.value, {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
          }
        />
      ) : undefined,
      onFocus: () => pipeline?.onFieldFocus?.(name),
    };
  };
  const errors = formState.errors;
  const missing = Object.values(errors).some((e) => e?.message === testResultMessages.requiredFields);

  // review's confirmation: what it lists, and what confirming does; `open` apart, so the list
  // stays drawn while the dialog closes
  const [asking, setAsking] = useState<{ doubts: ApprovalDoubt[]; go: () => void; open: boolean }>();
  const problems = pipeline?.check?.problems ?? [];
  const confirmed = (go: () => void) => {
    const check = pipeline?.check;
    const doubts = check ? approvalDoubts(getValues(), check.read) : [];
    if (!check || (doubts.length === 0 && check.problems.length === 0)) return go();
    setAsking({ doubts, go, open: true });
  };
  // a field to focus once drawn: an extended figure's box shows only with the extended data
  const [focusing, setFocusing] = useState(pipeline?.focus);
  useEffect(() => {
    if (!focusing) return;
    setFocus(focusing as never);
    setFocusing(undefined);
  }, [focusing, extended, setFocus]);
  const goTo = (field: string) => {
    if (EXTENDED_KEYS.some((k) => field === `figures.${k}`)) setExtended(true);
    setFocusing(field);
  };
  const cancelAsking = () => {
    const first = asking?.doubts[0]?.field;
    setAsking((a) => a && { ...a, open: false });
    if (!first) return;
    // read-only fields take no focus: the screen opens the form for editing at the field
    if (pipeline?.readOnly) pipeline.onFix?.(first);
    else goTo(first);
  };

  const [storing, setStoring] = useState(false);
  const save = handleSubmit((values) => confirmed(() => void store(values)));
  const store = async (values: TestResultBody) => {
    setFailure(undefined);
    setStoring(true);
    const body = bodyOf(values);
    try {
      let testResult: TestResult;
      if (pipeline) {
        testResult = await pipeline.save(body);
        await testResultSaved(queries, clientId, testResult, !result);
      } else
        testResult = await saveTestResult(
          queries,
          clientId,
          // a new result entered by its producer is approved unless the form is in basic mode
          result ? body : { ...body, ...(productId && { product: productId }), approved: !basic },
          result?._id,
        );
      onSaved(testResult);
    } catch (e) {
      // a refusal says why; anything else is the server's failure
      setFailure(
        isApiError(e) && e.status < 500
          ? `${testResultMessages.errorSaving}: ${e.message}`
          : testResultMessages.serverFailedToSave,
      );
    } finally {
      setStoring(false);
    }
  };
  const submitShortcut = pipeline && !pipeline.readOnly ? pipeline.submitShortcut : undefined;
  useShortcut(submitShortcut ?? '', () => void save(), !!submitShortcut && !storing);

  const text = (name: 'strain' | 'sampleType' | 'tracabilitySampleLotId' | 'tracabilityParentLotId') => (
    <TextInput
      label={SAMPLE_LABELS[name]}
      withAsterisk
      maxLength={TEXT_INPUT_MAX}
      {...register(name)}
      {...sourced(name)}
      error={errors[name]?.message}
    />
  );

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-labelledby="test-result-title" className="test-result-form">
      <Stack gap="md" maw={960}>
        <Title order={1} fz="h2" id="test-result-title">
          {pipeline ? pipeline.title : result ? `Edit Test Result: ${result.strain}` : 'New Test Result'}
        </Title>
        {missing && (
          <Alert color="red" role="alert">
            {testResultMessages.requiredFields}
          </Alert>
        )}
        {errors.root?.message && (
          <Alert color="red" role="alert">
            {errors.root.message}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Fieldset variant="unstyled" disabled={pipeline?.readOnly} className="test-result-fields">
          <Fieldset legend="Sample">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="testLab"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label={SAMPLE_LABELS.testLab}
                    withAsterisk
                    searchable
                    placeholder={labs.isPending ? 'Loading labs' : 'Choose the lab'}
                    data={(labs.data?.options ?? []).map((l) => ({ value: l._id, label: l.name }))}
                    value={field.value?._id ?? null}
                    onChange={(id) => {
                      const lab = labs.data?.options.find((l) => l._id === id);
                      field.onChange(lab ? { _id: lab._id, name: lab.name } : undefined);
                    }}
                    onBlur={field.onBlur}
                    {...sourced('testLab')}
                    error={errors.testLab?.message ?? errors.testLab?._id?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="sampleTypeCategory"
                render={({ field }) => (
                  <Select
                    ref={field.ref}
                    label={SAMPLE_LABELS.sampleTypeCategory}
                    withAsterisk
                    data={[...PRODUCT_CATEGORIES]}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    onBlur={field.onBlur}
                    error={errors.sampleTypeCategory?.message}
                  />
                )}
              />
              {text('sampleType')}
              {text('strain')}
              {text('tracabilitySampleLotId')}
              {text('tracabilityParentLotId')}
              <TextInput
                label={SAMPLE_LABELS.testDate}
                type="date"
                {...register('testDate')}
                {...sourced('testDate')}
                error={errors.testDate?.message}
              />
            </SimpleGrid>
          </Fieldset>
          <Text size="sm" c="dimmed">
            Percent of mass, not mg/g. Type a figure as printed (24.89) or a non-detect as printed (ND, &lt;LOQ,
            &lt;0.1); the arrow keys step by 0.001.
          </Text>
          <Figures
            legend="Cannabinoids"
            keys={SHORT_CANNABINOIDS}
            register={register}
            errors={errors}
            sourced={sourced}
          />
          <Figures
            legend="Terpenes"
            keys={[...MAIN_TERPENES, 'terpeneTotal']}
            register={register}
            errors={errors}
            sourced={sourced}
          />
          <Switch
            label="Extended data"
            description="Optional cannabinoids, extended terpenes and residual solvents"
            checked={extended}
            onChange={(e) => setExtended(e.currentTarget.checked)}
          />
          {extended && (
            <>
              <Figures
                legend="Optional Cannabinoids"
                keys={OPTIONAL_CANNABINOIDS}
                register={register}
                errors={errors}
                sourced={sourced}
              />
              <Figures
                legend="Extended Terpenes"
                keys={EXTENDED_TERPENES}
                register={register}
                errors={errors}
                sourced={sourced}
              />
              <Figures
                legend="Residual Solvents"
                keys={RESIDUAL_SOLVENTS}
                register={register}
                errors={errors}
                sourced={sourced}
              />
            </>
          )}
          <SafetyPanelEditor
            control={control}
            register={register}
            getValues={getValues}
            errors={errors}
            readFrom={panelsSource}
          />
        </Fieldset>
        {/* the pipeline shows the certificate below the form; its documents are not the form's to change */}
        {!pipeline && (
          <Controller
            control={control}
            name="pdfFiles"
            render={({ field }) => (
              <DocumentList
                clientId={clientId}
                label="Lab Certificates (PDF)"
                value={(field.value ?? []).map((key) => ({
                  key,
                  fileName: names[key] ?? `Certificate ${key.slice(key.lastIndexOf('/') + 1)}`,
                }))}
                onChange={(docs) => {
                  setNames((n) => ({ ...n, ...Object.fromEntries(docs.map((d) => [d.key, d.fileName])) }));
                  field.onChange(docs.map((d) => d.key));
                }}
                onUploaded={(u) => setUploadId((first) => first ?? u._id)}
                max={20}
              />
            )}
          />
        )}
        {!pipeline && <ReadingStatus clientId={clientId} reading={reading} />}
        <Group>
          {!pipeline?.readOnly && (
            <Button
              type="submit"
              loading={formState.isSubmitting || storing}
              aria-keyshortcuts={submitShortcut && shortcutKeys(submitShortcut)}
              rightSection={submitShortcut && <ShortcutHint letter={submitShortcut} />}
            >
              {pipeline?.submitLabel ?? 'Save'}
            </Button>
          )}
          {pipeline?.actions?.(confirmed)}
        </Group>
        {asking && (
          <ApprovalConfirm
            opened={asking.open}
            doubts={asking.doubts}
            problems={problems}
            onConfirm={() => {
              setAsking(undefined);
              asking.go();
            }}
            onCancel={cancelAsking}
          />
        )}
      </Stack>
    </form>
  );
}

/** One group of figures: a text input each, so a non-detect can be typed as printed. */
function Figures({
  legend,
  keys,
  register,
  errors,
  sourced,
}: {
  legend: string;
  keys: readonly MeasureKey[];
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  sourced: (name: string) => { description: ReactNode; onFocus: () => void };
}) {
  return (
    <Fieldset legend={legend}>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
        {keys.map((key) => {
          const field = register(`figures.${key}`);
          return (
            <TextInput
              key={key}
              label={labelOf(key)}
              withAsterisk={MARKED_REQUIRED.has(key)}
              inputMode="decimal"
              autoComplete="off"
              maxLength={32}
              rightSection={<span aria-hidden="true">%</span>}
              {...field}
              {...sourced(`figures.${key}`)}
              onKeyDown={(e) => {
                if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
                const next = stepped(e.currentTarget.value, e.key === 'ArrowUp' ? 1 : -1);
                if (next === undefined) return;
                e.preventDefault();
                e.currentTarget.value = next;
                void field.onChange({ target: e.currentTarget, type: 'change' });
              }}
              error={errors.figures?.[key]?.message}
            />
          );
        })}
      </SimpleGrid>
    </Fieldset>
  );
}
