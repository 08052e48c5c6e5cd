import type { CoaPrefill } from './prefill.ts';
import { coaChecks, judge, type Figures } from './checks.ts';
import { readLabel, type TextReading } from './fields.ts';
import { withGreek } from './greek.ts';
import { readLabName } from './lab-name.ts';
import { readFigures, type Reading } from './figures.ts';
import { layoutOf, unknownLayout } from './layouts.ts';
import { readPanels } from './panels.ts';
import { box, pdfLines, type Line } from './text.ts';

// Reads a certificate PDF into the entry form's prefill: each value with the page, the text as
// printed and its box. A field is filled only when the reader is sure of it; where readings of one
// analyte disagree (a summary's rounding against a table), the table's wins, and two tables that
// disagree leave the field empty for staff to read.

type Fields = CoaPrefill['fields'];

const decimals = (v: number) => /\.(\d+)/.exec(String(v))?.[1]?.length ?? 0;
/** Two printed figures agree when they differ by no more than the rounding of the less precise. */
const agree = (a: number | string, b: number | string) => {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return Math.abs(a - b) <= 0.5 * 10 ** -Math.min(decimals(a), decimals(b)) + 1e-9;
};

/** One value per analyte from every reading of it, or none when they conflict. */
export function pickFigures(readings: Reading[]): Map<string, Reading> {
  const byKey = new Map<string, Reading[]>();
  for (const r of readings) byKey.set(r.key, [...(byKey.get(r.key) ?? []), r]);
  const picked = new Map<string, Reading>();
  for (const [key, all] of byKey) {
    const rank = Math.min(...all.map((r) => r.rank));
    const ranked = all.filter((r) => r.rank === rank);
    const unit = ranked.some((r) => r.unit === '%') ? '%' : 'mg/g';
    const best = ranked.filter((r) => r.unit === unit);
    if (!best.every((r) => agree(r.value, best[0]!.value))) continue;
    // the most digits the lab printed
    const first = [...best].sort(
      (a, b) =>
        (typeof b.value === 'number' ? decimals(b.value) : -1) - (typeof a.value === 'number' ? decimals(a.value) : -1),
    )[0]!;
    picked.set(key, first);
  }
  return picked;
}

const source = (r: { page: number; printed: string; box: [number, number, number, number] }) => ({
  page: r.page,
  printed: r.printed.slice(0, 200),
  box: r.box,
});

export interface ReadOptions {
  /** Which of the draft's pdfFiles this is. */
  file?: number;
  now?: Date;
  /**
   * The lab layouts' hints (the lab name, its labels): on by default. Off, every certificate is read
   * as one of a layout the reader has never seen, which is how the bench measures unseen labs.
   */
  hints?: boolean;
}

/** Reads one certificate PDF: a layout it cannot make sense of gives an empty prefill; a file pdf.js cannot open throws. */
export async function readCoaPdf(bytes: Uint8Array, opts: ReadOptions = {}): Promise<CoaPrefill> {
  const { lines } = await pdfLines(bytes);
  return readLines(lines, opts);
}

/** Reads a certificate's text, as lines of cells, into the prefill. */
export function readLines(printed: Line[], opts: ReadOptions = {}): CoaPrefill {
  const lines = withGreek(printed);
  const readAt = (opts.now ?? new Date()).toISOString();
  const layout = opts.hints === false ? unknownLayout : layoutOf(lines);
  const fields: Fields = {};
  const text = (name: keyof Fields, r: TextReading | undefined) => {
    if (r) fields[name] = { value: r.value.slice(0, 256), source: source(r) };
  };
  if (typeof layout.labName === 'string') {
    const name = layout.labName;
    // where the certificate prints the name most plainly: the shortest text carrying it (the lab's
    // web address where its logo is a picture)
    const cell = lines
      .flatMap((l) => l.cells)
      .filter((c) => c.text.toLowerCase().includes(name.toLowerCase()))
      .sort((a, b) => a.text.length - b.text.length)[0];
    if (cell)
      fields.labName = {
        value: name,
        source: source({ page: cell.page, printed: cell.text, box: box(cell) }),
      };
  } else text('labName', readLabel(lines, layout.labName) ?? readLabName(lines));
  text('strain', readLabel(lines, layout.strain));
  text('sampleType', readLabel(lines, layout.sampleType));
  text('tracabilitySampleLotId', readLabel(lines, layout.sampleLot));
  text('tracabilityParentLotId', readLabel(lines, layout.parentLot));
  const tested = readLabel(lines, layout.tested);
  text('testDate', tested);

  const figures: Figures = {};
  for (const [key, r] of pickFigures(readFigures(lines))) {
    fields[key as keyof Fields] = { value: r.value, source: source(r) };
    figures[r.key] = r.value;
  }
  const failed = coaChecks(figures, {
    sampled: readLabel(lines, layout.sampled)?.value,
    tested: tested?.value,
    reported: readLabel(lines, layout.reported)?.value,
  });
  const problems = judge(fields, failed, { tested: 'testDate' });
  const { panels, sources } = readPanels(lines);
  return {
    from: 'pdf',
    layout: layout.id,
    file: opts.file ?? 0,
    readAt,
    fields,
    ...(Object.keys(panels).length && { panels, panelSources: sources }),
    problems,
  };
}
