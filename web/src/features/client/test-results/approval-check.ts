import { MAIN_TERPENES, type MeasureKey } from '#shared/schemas/test-result';
import * as pipelineMessages from '#shared/messages/service/pipeline';
import type { ReadValues } from '#web/components/coa-prefill/read-values.ts';
import type { FormValues } from './form-values.ts';
import { labelOf, MARKED_REQUIRED_SAMPLE, SAMPLE_LABELS, SHORT_CANNABINOIDS } from './labels.ts';

// What a reviewer is asked to confirm before approving (docs/admin-pipeline.md, Review): the
// starred fields left blank, and the fields whose value read from the certificate failed one of
// the reader's checks (docs/admin-coa-reader.md, Doubtful values), whatever the entry holds: the
// reader's doubt is about the printed figure, so the reviewer looks at the document either way.

/** A field to look at before approving: its form name (to focus it), its label and why. */
export interface ApprovalDoubt {
  field: string;
  label: string;
  why: string;
}

const FIGURES_STARRED: readonly MeasureKey[] = [...SHORT_CANNABINOIDS, ...MAIN_TERPENES];

const labelOfField = (field: string) =>
  field.startsWith('figures.')
    ? labelOf(field.slice('figures.'.length) as MeasureKey)
    : (SAMPLE_LABELS[field as keyof typeof SAMPLE_LABELS] ?? field);

const blankValue = (values: FormValues, field: string): boolean => {
  if (field === 'testLab') return !values.testLab?._id;
  if (field.startsWith('figures.')) return !values.figures[field.slice('figures.'.length) as MeasureKey]?.trim();
  const v = values[field as keyof typeof SAMPLE_LABELS];
  return typeof v !== 'string' || !v.trim();
};

/** The fields to confirm, in the form's order: starred ones blank, then doubtful ones (each field once). */
export function approvalDoubts(values: FormValues, read: ReadValues | undefined): ApprovalDoubt[] {
  const doubts = new Map<string, ApprovalDoubt>();
  for (const field of [...MARKED_REQUIRED_SAMPLE, ...FIGURES_STARRED.map((k) => `figures.${k}`)]) {
    const doubtful = read?.[field]?.doubtful;
    if (blankValue(values, field))
      doubts.set(field, {
        field,
        label: labelOfField(field),
        why: doubtful ? `${pipelineMessages.leftBlank}; ${doubtful}` : pipelineMessages.leftBlank,
      });
  }
  for (const [field, value] of Object.entries(read ?? {}))
    if (value?.doubtful && !doubts.has(field))
      doubts.set(field, {
        field,
        label: labelOfField(field),
        why: blankValue(values, field) ? `${pipelineMessages.leftBlank}; ${value.doubtful}` : value.doubtful,
      });
  return [...doubts.values()];
}
