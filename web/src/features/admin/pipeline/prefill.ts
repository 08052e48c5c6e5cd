import { PREFILL_TEXT_FIELDS } from '#shared/schemas/coa-prefill';
import type { PipelineItem } from '#shared/schemas/pipeline';
import type { DocumentMark } from './split-view.tsx';

// A certificate's reading (shared/schemas/coa-prefill.ts) as the entry form takes it: each value by
// the form field it fills, with where it was read, and the place to mark on the document when
// that field has the focus.

type Prefill = NonNullable<PipelineItem['prefill']>;

const TEXT: ReadonlySet<string> = new Set(PREFILL_TEXT_FIELDS);

/** The form field a read value fills: the lab's name fills Lab Source, a figure its box under figures. */
export const formFieldOf = (field: string) =>
  field === 'labName' ? 'testLab' : TEXT.has(field) ? field : `figures.${field}`;

export function readFields(prefill: Prefill | undefined): {
  read: Record<string, { value: string; source: string }>;
  marks: Record<string, DocumentMark>;
} {
  const read: Record<string, { value: string; source: string }> = {};
  const marks: Record<string, DocumentMark> = {};
  for (const [field, v] of Object.entries(prefill?.fields ?? {})) {
    if (!v) continue;
    const name = formFieldOf(field);
    // a WCIA file has no pages: its source is the document's own entry
    const where = prefill!.from === 'wcia' ? ' (WCIA JSON)' : `, page ${v.source.page}`;
    read[name] = {
      value: String(v.value),
      source: `Read from file #${prefill!.file + 1}${where}: “${v.source.printed}”`,
    };
    marks[name] = { file: prefill!.file, page: v.source.page, printed: v.source.printed, box: v.source.box };
  }
  return { read, marks };
}
