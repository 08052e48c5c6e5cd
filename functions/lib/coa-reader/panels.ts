import type { PrefillSource } from '#shared/schemas/coa-prefill';
import { PANELS, type PanelKey, type PanelStatus } from '#shared/safety-panels';
import type { SafetyPanels } from '#shared/schemas/safety-panels';
import { box, centre, type Cell, type Line } from './text.ts';

// The safety panels' verdicts a certificate prints in words: a summary ('Pesticides  11/22/2021
// Pass'), a section's heading ('CATEGORY 1 PESTICIDE TEST RESULTS - 11/17/2021  PASS'), a label
// and its verdict in one cell ('Mycotoxins: PASS'), or a row of panel names over a row of verdicts
// ('Pesticides  Heavy Metals …' over 'PASSED  PASSED …'). Panels are known by the words labs name
// them with, not by a lab's layout. Only words count: an icon, a legend's letter ('P = Pass') or a
// colour says nothing the text layer holds, and a panel two printings disagree on is left out.

/** The parts of the moisture panel, which labs print and judge apart. */
type Part = PanelKey | 'waterActivity';

// Words that name a panel, once the heading's other words are set aside; labs' truncated labels in
// icon rows ('FOREIGN', 'WATER', 'METALS') included.
const TERMS: Record<string, Part> = {
  pesticide: 'pesticides',
  pesticides: 'pesticides',
  'chemical residue': 'pesticides',
  'heavy metal': 'heavyMetals',
  'heavy metals': 'heavyMetals',
  metals: 'heavyMetals',
  microbial: 'microbials',
  microbials: 'microbials',
  microbes: 'microbials',
  microbiology: 'microbials',
  microbiological: 'microbials',
  mycotoxin: 'mycotoxins',
  mycotoxins: 'mycotoxins',
  moisture: 'moisture',
  'loss on drying': 'moisture',
  'water activity': 'waterActivity',
  water: 'waterActivity',
  'foreign matter': 'foreignMatter',
  'foreign material': 'foreignMatter',
  'foreign materials': 'foreignMatter',
  'foreign matter seeds': 'foreignMatter',
  'filth foreign material': 'foreignMatter',
  'filth foreign matter': 'foreignMatter',
  filth: 'foreignMatter',
  foreign: 'foreignMatter',
  'residual solvent': 'residualSolvents',
  'residual solvents': 'residualSolvents',
  'residuals solvents': 'residualSolvents',
  residuals: 'residualSolvents',
  solvents: 'residualSolvents',
};

// a heading's words beside the panel's name: 'Microbials Lab Results', 'Pesticide Screen',
// 'Compliance Microbial', 'Percent Moisture', 'Moisture Content', 'Chemical Residue GC'
const FILLER = new Set(
  'test tests testing result results analysis analyses screen screening lab category continued compliance contaminants contaminant and percent content gc lc ms'.split(
    ' ',
  ),
);

const DATE = /\b\d{1,2}\/\d{1,2}\/\d{2,4}\b|\b\d{4}-\d{2}-\d{2}\b/g;

/** The panel a heading or label names, or undefined. */
export function panelNamed(printed: string): Part | undefined {
  const words = printed
    .toLowerCase()
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(DATE, ' ')
    .replace(/[^a-z]+/g, ' ')
    .split(' ')
    .filter((w) => w && !FILLER.has(w));
  return words.length ? TERMS[words.join(' ')] : undefined;
}

const VERDICT =
  /^(?:[<>≤≥=]?\s*\d[\d.,]*\s*(?:%|aw)?\s*[-–—]\s*)?(pass|passed|fail|failed|not tested|nt|n\/t|not analy[sz]ed)\*?$/i;

/** A certificate's own key to the letters of a grid ('P = Pass', 'F = Fail', '"-" = Not Tested'). */
export type Legend = ReadonlyMap<string, PanelStatus>;
const KEY = /^"?(\S{1,2}?)"?\s*=\s*(pass|fail|not tested)$/i;
export function legendOf(lines: Line[]): Legend {
  const legend = new Map<string, PanelStatus>();
  for (const cell of lines.flatMap((l) => l.cells)) {
    const [, mark, word] = KEY.exec(cell.text.trim()) ?? [];
    if (mark && word) legend.set(mark, verdictOf(word)!);
  }
  return legend;
}

/** The verdict a cell states: a word, alone or after the figure it judges ('9.8% - Pass'), or a mark of the certificate's legend. */
export function verdictOf(printed: string, legend?: Legend): PanelStatus | undefined {
  const mark = legend?.get(printed.trim());
  if (mark) return mark;
  const word = VERDICT.exec(printed.trim())?.[1]?.toLowerCase();
  if (!word) return undefined;
  if (word.startsWith('pass')) return 'pass';
  if (word.startsWith('fail')) return 'fail';
  return 'not tested';
}

// what may stand between a panel's name and its verdict on a line: the date it was tested, the
// figure it judges, a reading that is not a figure, a unit, a limit
const BETWEEN =
  /^(?:[<>≤≥=]?\s*\d[\d.,]*(?:e[+-]?\d+)?\s*(?:%|aw|cfu\/g|ppm|ppb|[uµμ]g\/k?g|mg\/kg)?|nd|not detected|<\s*loq|<\s*mrl|b?lq|bloq|n\/?a|-|absent|not present|negative|%|aw|cfu\/g|ppm|ppb|[uµμ]g\/k?g|mg\/kg)\*?$/i;
const DATE_CELL = /^(?:\d{1,2}\/\d{1,2}\/\d{2,4}|\d{4}-\d{2}-\d{2})$/;
const between = (printed: string) => BETWEEN.test(printed.trim()) || DATE_CELL.test(printed.trim());

export interface VerdictReading {
  part: Part;
  status: PanelStatus;
  label: Cell;
  verdict: Cell;
}

function besideOnLine(line: Line, label: Cell, legend: Legend): Cell | undefined {
  for (const cell of line.cells.filter((c) => c.x0 >= label.x1 - 1).sort((a, b) => a.x0 - b.x0)) {
    if (verdictOf(cell.text, legend)) return cell;
    if (!between(cell.text)) return undefined;
  }
  return undefined;
}

// a summary row wrapped onto lines below it (a method's long description beside the name): the
// verdict in a column right of everything on the name's line, on a line just below whose other
// cells continue the name's line's columns, so no other row (nor another table's) has begun
const WRAP = 14;
function wrapped(lines: Line[], i: number, label: Cell, legend: Legend): Cell | undefined {
  const top = lines[i]!;
  const right = Math.max(...top.cells.map((c) => c.x1));
  const below = lines
    .filter((l) => l.page === top.page && l.y < top.y && top.y - l.y <= WRAP)
    .sort((a, b) => b.y - a.y);
  for (const line of below) {
    if (line.cells.some((c) => c.x0 < label.x1 || panelNamed(c.text))) return undefined;
    const verdict = line.cells.find((c) => c.x0 >= right && verdictOf(c.text, legend));
    // the rest of the line continues the name's line's own columns, with no figure of a table beside
    const rest = line.cells.filter((c) => c !== verdict);
    const continues = rest.every((c) => !between(c.text) && top.cells.some((t) => c.x0 < t.x1 && t.x0 < c.x1));
    if (!continues) return undefined;
    if (verdict) return verdict;
  }
  return undefined;
}

// a row of panel names over (or under) a row of verdicts, as icon summaries print them: the nearest
// aligned verdict within a line or two, passing over a name's second line ('Residuals' over
// 'Solvents' over 'PASSED'), from a row of verdicts no other row of names is nearer to
const NEAR = 30;
const ALIGN = 25;
function aligned(lines: Line[], i: number, label: Cell, headers: Set<number>, legend: Legend): Cell | undefined {
  const top = lines[i]!;
  const nearestHeader = (line: Line) =>
    [...headers]
      .filter((h) => lines[h]!.page === line.page)
      .sort((a, b) => Math.abs(lines[a]!.y - line.y) - Math.abs(lines[b]!.y - line.y))[0];
  const candidates = lines
    .filter((l) => l !== top && l.page === top.page && Math.abs(l.y - top.y) <= NEAR)
    .filter((l) => nearestHeader(l) === i)
    .sort((a, b) => Math.abs(a.y - top.y) - Math.abs(b.y - top.y));
  for (const line of candidates) {
    const near = line.cells
      .map((c) => ({ c, d: Math.abs(centre(c) - centre(label)) }))
      .filter(({ d }) => d <= ALIGN)
      .sort((a, b) => a.d - b.d)[0]?.c;
    if (near && verdictOf(near.text, legend)) return near;
  }
  return undefined;
}

/** Every panel verdict the certificate prints, each with the label it judges and where. */
export function readVerdicts(lines: Line[]): VerdictReading[] {
  const out: VerdictReading[] = [];
  const legend = legendOf(lines);
  const headers = new Set(
    // a row of names, not a sentence that names three panels
    lines.flatMap((line, i) => {
      const named = line.cells.filter((c) => panelNamed(c.text)).length;
      return named >= 3 && named * 2 >= line.cells.length ? [i] : [];
    }),
  );
  lines.forEach((line, i) => {
    const header = headers.has(i);
    for (const cell of line.cells) {
      // 'Mycotoxins: PASS' in one cell
      const own = /^(.*?)[\s:]+(\S+)$/.exec(cell.text.trim());
      const ownPart = own && panelNamed(own[1]!);
      const ownVerdict = own && verdictOf(own[2]!);
      if (ownPart && ownVerdict) {
        out.push({ part: ownPart, status: ownVerdict, label: cell, verdict: cell });
        continue;
      }
      const part = panelNamed(cell.text);
      if (!part) continue;
      const verdict =
        besideOnLine(line, cell, legend) ??
        (header ? aligned(lines, i, cell, headers, legend) : wrapped(lines, i, cell, legend));
      if (verdict) out.push({ part, status: verdictOf(verdict.text, legend)!, label: cell, verdict });
    }
  });
  return out;
}

const sourceOf = (r: VerdictReading): PrefillSource => ({
  page: r.verdict.page,
  printed: (r.label === r.verdict ? r.label.text : `${r.label.text} ${r.verdict.text}`).slice(0, 200),
  box: box(r.verdict),
});

/** One status per part, or none where two printings disagree. */
function agreed(readings: VerdictReading[]): Map<Part, VerdictReading | null> {
  const byPart = new Map<Part, VerdictReading | null>();
  for (const r of readings) {
    const seen = byPart.get(r.part);
    if (seen === undefined) byPart.set(r.part, r);
    else if (seen && seen.status !== r.status) byPart.set(r.part, null);
  }
  return byPart;
}

/**
 * The panels whose verdicts the certificate prints, statuses only (the analytes' rows are for the
 * person entering them), each with the printing it was read from. The moisture panel is its two
 * parts: either failed fails it, either passed passes it, and both not tested leave it not tested.
 */
export function readPanels(lines: Line[]): {
  panels: SafetyPanels;
  sources: Partial<Record<PanelKey, PrefillSource>>;
} {
  const byPart = agreed(readVerdicts(lines));
  const panels: SafetyPanels = {};
  const sources: Partial<Record<PanelKey, PrefillSource>> = {};
  for (const { key } of PANELS) {
    const parts = (key === 'moisture' ? (['moisture', 'waterActivity'] as const) : [key]).map((p) => byPart.get(p));
    if (parts.includes(null) || parts.every((p) => !p)) continue;
    const read = parts.filter((p): p is VerdictReading => !!p);
    const status: PanelStatus = read.some((r) => r.status === 'fail')
      ? 'fail'
      : read.some((r) => r.status === 'pass')
        ? 'pass'
        : 'not tested';
    panels[key] = { status, analytes: [] };
    sources[key] = sourceOf(read.find((r) => r.status === status)!);
  }
  return { panels, sources };
}
