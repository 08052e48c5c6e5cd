import { PREFILL_TEXT_FIELDS, type coaPrefillSchema } from '#shared/schemas/coa-prefill';
import type { SafetyPanels } from '#shared/schemas/safety-panels';
import type * as z from 'zod/mini';

// A certificate's reading (shared/schemas/coa-prefill.ts) as the test result form takes it, for the
// pipeline's entry screen and the producer's form alike: each value by the form field it fills,
// with the line saying where it was read, whether a check of the reader's failed on it, and the
// place on the document to mark when that field has the focus.

type Prefill = z.infer<typeof coaPrefillSchema>;

/** A value read, by form field: as the input takes it, its 'Read from file #n' line, and the failed check, if any. */
export interface ReadValue {
  value: string;
  source: string;
  /** The sentence of the reader's check this value failed: shown to be checked, not entered (docs/admin-coa-reader.md). */
  doubtful?: string | undefined;
}
export type ReadValues = Partial<Record<string, ReadValue>>;

/** Where on which file a value was printed (page from 1, box in PDF points when known). */
export interface ReadMark {
  file: number;
  page: number;
  printed: string;
  box?: readonly [number, number, number, number] | undefined;
}

/** The safety panels read (a lab's WCIA document), with the line saying which file they came from. */
export interface ReadPanels {
  panels: SafetyPanels;
  source: string;
}

const TEXT: ReadonlySet<string> = new Set(PREFILL_TEXT_FIELDS);

/** The form field a read value fills: the lab's name fills Lab Source, a figure its box under figures. */
const formFieldOf = (field: string) => (field === 'labName' ? 'testLab' : TEXT.has(field) ? field : `figures.${field}`);

export function readFields(prefill: Prefill | undefined): {
  read: ReadValues;
  marks: Record<string, ReadMark>;
  panels?: ReadPanels | undefined;
} {
  const read: ReadValues = {};
  const marks: Record<string, ReadMark> = {};
  for (const [field, v] of Object.entries(prefill?.fields ?? {})) {
    if (!v) continue;
    const name = formFieldOf(field);
    // several certificates read together: a value names its own file where it is not the first read
    const file = v.source.file ?? prefill!.file;
    // a WCIA file has no pages: its source is the lab's own entry for the value, not a page's print
    const source =
      (v.source.from ?? prefill!.from) === 'wcia'
        ? `From the lab's WCIA document, file #${file + 1}: “${v.source.printed}”`
        : `Read from file #${file + 1}, page ${v.source.page}: “${v.source.printed}”`;
    read[name] = {
      value: String(v.value),
      source,
      ...(v.doubtful ? { doubtful: v.doubtful } : {}),
    };
    marks[name] = { file, page: v.source.page, printed: v.source.printed, box: v.source.box };
  }
  // the panels have no page to mark: the line names the file, as a WCIA value's does
  const panels =
    prefill?.panels && Object.keys(prefill.panels).length
      ? {
          panels: prefill.panels,
          source:
            prefill.from === 'wcia'
              ? `From the lab's WCIA document, file #${prefill.file + 1}`
              : `Read from file #${prefill.file + 1}`,
        }
      : undefined;
  return { read, marks, panels };
}
