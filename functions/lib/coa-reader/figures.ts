import { readMeasure, type MeasureKey } from '#shared/schemas/test-result';
import { analyteKey } from './analytes.ts';
import { box, centre, type Cell, type Line } from './text.ts';

// The figures of a certificate, read only where the unit is certain:
// - rows: an analyte's name, then its cells, each under a column header that names a unit ('%',
//   '(weight %)', 'Result (%)', 'mg/g'); columns whose header (or the words just above it) say
//   LOD, LOQ, limit or uncertainty are never read, nor are mg/unit, ppm or per-serving columns;
// - transposed tables: a line of analyte names, with rows below labelled by their unit ('%');
// - a label with its figure: 'Total THC: 19.25%' (the per cent sign printed with the figure).
// Percent is taken first; a figure a lab prints in mg/g only is divided by ten, and its source
// says mg/g. Anything else (no unit, two readings that disagree) leaves the field empty.

export type Unit = '%' | 'mg/g';
export interface Reading {
  key: MeasureKey;
  /** A number in percent, or a non-detect as printed ('ND', '<LOQ'). */
  value: number | string;
  page: number;
  printed: string;
  box: [number, number, number, number];
  /** The unit printed: percent is preferred to mg/g. */
  unit: Unit;
  /** Tables are read before labels: a table's figure wins over a summary's rounding. */
  rank: 1 | 2;
}

const unitOf = (text: string): Unit | undefined => {
  const t = text.trim().toLowerCase();
  if (/^(?:\(%\)|%|result\s*\(%\)|\(weight\s*%\)|weight\s*%|%\s*test|%\s*w\/w|conc\.?\s*\(%\))$/.test(t)) return '%';
  if (/^(?:\(mg\/g\)|mg\/g|result\s*\(mg\/g\))$/.test(t)) return 'mg/g';
  return undefined;
};
// a column in a unit that is not a share of mass (ppm, µg/g, mg per unit or serving, CFU): kept as a
// column never read, so a figure under it is not taken for the percent column beside it
const OTHER_UNIT =
  /^(?:\(?(?:ppm|ppb|[µμu]g\/g|[µμu]g\/kg|mg\/(?:unit|serv(?:ing)?(?: size)?|package|pkg|ml|container)|cfu\/g|aw)\)?|result\s*\((?:ppm|ppb|mg\/serv(?:ing)?)\))$/i;
const TABLE_WORDS =
  /^(?:analytes?|compounds?|results?|name|target analyte|test|tests|cannabinoids?|terpenes?|terpenoids?)$/i;
const NOT_RESULT = /\b(?:lo[dq]s?|lloq|limits?|uncertainty|mu|action|levels?|loq\/lod|lod\/loq)\b/i;
const isFigure = (t: string) => /^[<>]?\s*\d*\.?\d+\s*%?$/.test(t.trim());
// 'UNIT OF MEASUREMENT:  Milligrams per Gram(mg/g)' printed over a table whose header names no unit
const UNIT_STATEMENT = /^unit of measurement:?$/i;
const MG_PER_G = /^(?:milligrams per gram\s*)?\(?mg\/g\)?$/i;

interface Column {
  /** Undefined for a column never read (LOD, LOQ, limit): kept so a figure between two columns stays ambiguous. */
  unit: Unit | undefined;
  x0: number;
  x1: number;
}
interface Header {
  page: number;
  y: number;
  x0: number;
  x1: number;
  columns: Column[];
}

/**
 * A header line: unit cells and words, no figures. Columns named LOD/LOQ/limit (on the cell or just
 * above it) are never read. A header without units is kept with no columns, and shadows those above.
 */
function headerOf(line: Line, above: Line[]): Header | undefined {
  if (line.cells.some((c) => isFigure(c.text))) return undefined;
  const units = line.cells.filter((c) => unitOf(c.text) || OTHER_UNIT.test(c.text.trim()));
  // a table's header without a unit ('Analyte  Result') starts a table all the same: the units of
  // the table above it must not reach its rows
  if (!units.length && !line.cells.some((c) => TABLE_WORDS.test(c.text.trim()))) return undefined;
  const columns: Column[] = units.length ? [] : stated(line, above);
  for (const c of units) {
    const over = above.filter((l) => l.page === line.page && l.y > line.y && l.y - line.y < 24);
    // a header set too tight ('LOQ Mass' as one cell over '%  %') is read word by word
    const words = over.flatMap((l) => l.cells.flatMap(wordsOf)).filter((w) => w.x1 > c.x0 - 4 && w.x0 < c.x1 + 4);
    const excluded = NOT_RESULT.test(c.text) || words.some((w) => NOT_RESULT.test(w.text));
    columns.push({ unit: excluded ? undefined : unitOf(c.text), x0: c.x0, x1: c.x1 });
  }
  const xs = line.cells.flatMap((c) => [c.x0, c.x1]);
  return { page: line.page, y: line.y, x0: Math.min(...xs), x1: Math.max(...xs), columns };
}

/**
 * A header naming no unit under a line stating the table's unit ('UNIT OF MEASUREMENT:' then
 * 'Milligrams per Gram(mg/g)', within two lines above): its 'Result' columns are in that unit, and
 * every other column (LOD, LLOQ) is one never read.
 */
function stated(line: Line, above: Line[]): Column[] {
  const statement = above
    .filter((l) => l.page === line.page && l.y > line.y && l.y - line.y < 30)
    .find((l) => l.cells.some((c) => UNIT_STATEMENT.test(c.text.trim())));
  if (!statement?.cells.some((c) => MG_PER_G.test(c.text.trim()))) return [];
  return line.cells
    .filter((c) => !/^(?:analytes?|compounds?|name)$/i.test(c.text.trim()))
    .map((c) => ({ unit: /^results?$/i.test(c.text.trim()) ? 'mg/g' : undefined, x0: c.x0, x1: c.x1 }));
}

/**
 * The unit of a figure's cell under a header: the one column its box meets (the column's box
 * widened 8 pt either side, as labs align figures left, right or centred under their header).
 */
function columnOf(header: Header, cell: Cell): Unit | undefined {
  // a column the figure's box overlaps, when only one does, wins over neighbours within reach
  const over = header.columns.filter((col) => cell.x1 > col.x0 && cell.x0 < col.x1);
  if (over.length === 1) return over[0]!.unit;
  const hits = header.columns.filter((col) => cell.x1 >= col.x0 - 8 && cell.x0 <= col.x1 + 8);
  return hits.length === 1 ? hits[0]!.unit : undefined;
}

/** A cell's figure: a number or a non-detect as printed; undefined for anything else (NT, NR, N/A, ±0.2). */
function figureOf(text: string): number | string | undefined {
  const m = readMeasure(text);
  if (m === undefined || m === 'invalid') return undefined;
  return 'value' in m ? m.value : m.nonDetect.printed;
}

const decimals = (text: string) => /\.(\d+)/.exec(text)?.[1]?.length ?? 0;

/**
 * '818.4 mg/g (81.84 %)': a figure printed in both units (Cannalysis), perhaps with a per-package
 * figure after it. The two must agree (the mg/g figure is ten times the percent, within their
 * printing), which a misread digit breaks; the percent is read.
 */
const BOTH = /^(\S+)\s*mg\/g\s*\(\s*(\S+?)\s*%\s*\)(?:,\s*\S+\s*mg per package)?$/i;
// '0.19386% 1.9386mg/g': the percent first, then the same figure in mg/g
const BOTH_PCT_FIRST = /^(\S+?)\s*%\s*(\S+?)\s*mg\/g$/i;
function inBothUnits(text: string): string | undefined {
  const r = BOTH_PCT_FIRST.exec(text.trim());
  const m = r ? ([r[0], r[2], r[1]] as unknown as RegExpExecArray) : BOTH.exec(text.trim());
  const mg = m && figureOf(m[1]!);
  const pct = m && figureOf(m[2]!);
  if (typeof mg !== 'number' || typeof pct !== 'number') return undefined;
  const slack = 0.5 * 10 ** -decimals(m![1]!) + 5 * 10 ** -decimals(m![2]!);
  return Math.abs(mg - 10 * pct) <= slack + 1e-9 ? m![2]! : undefined;
}
/** A cell that is a figure: a number or non-detect, perhaps with its unit. */
const isFigureCell = (text: string) =>
  figureOf(text.replace(/\s*mg\/g$/i, '')) !== undefined || inBothUnits(text) !== undefined;

function reading(key: MeasureKey, cell: Cell, unit: Unit, rank: 1 | 2): Reading | undefined {
  const pct = inBothUnits(cell.text);
  if (pct !== undefined) {
    const value = figureOf(pct);
    return value === undefined
      ? undefined
      : { key, value, page: cell.page, printed: cell.text, box: box(cell), unit: '%', rank };
  }
  const text = cell.text.replace(/\s*mg\/g$/i, '');
  const value = figureOf(text);
  if (value === undefined) return undefined;
  // '<1 mg/g': a limit in mg/g printed as is would read as a limit in percent
  if (typeof value === 'string' && unit === 'mg/g' && /\d/.test(value)) return undefined;
  if (unit === '%' || typeof value === 'string')
    return { key, value, page: cell.page, printed: cell.text, box: box(cell), unit, rank };
  // mg/g to percent: one more decimal than printed keeps every digit the lab gave
  const percent = Number((value / 10).toFixed(decimals(text) + 1));
  return { key, value: percent, page: cell.page, printed: `${text} mg/g`, box: box(cell), unit, rank };
}

// what a row's cells say besides figures: pass/fail, not tested, not applicable, a limit pair
const CELL_WORDS = /^(?:pass(?:ed)?|fail(?:ed)?|n\/?a|nt|nr|tested|not tested|not detected|detected|none)$/i;
/** Another name (one the catalogue lacks, '31 piperitone') ends the row before it: its figures are not ours. */
const closes = (text: string) =>
  /[a-z]{3}/i.test(text) &&
  !CELL_WORDS.test(text.trim()) &&
  figureOf(text) === undefined &&
  !/mg\/g$/i.test(text) &&
  !inBothUnits(text);

/** A cell's words, each with its share of the cell's width by its place in the text ('LOQ Mass' is two header words). */
export function wordsOf(cell: Cell): Cell[] {
  const words: Cell[] = [];
  const width = (cell.x1 - cell.x0) / Math.max(cell.text.length, 1);
  for (const m of cell.text.matchAll(/\S+/g))
    words.push({ ...cell, text: m[0], x0: cell.x0 + m.index * width, x1: cell.x0 + (m.index + m[0].length) * width });
  return words;
}

/**
 * '17 terpinolene 0.0093', '0.002 0.349 3488.790', 'Caryophyllene Oxide 0.002 0.009': a name and
 * its figures, or a row's figures, printed as one cell (a table set too tight) are apart, each
 * figure's box its share of the cell's width, so each falls under its own column.
 */
function nameThenFigures(cell: Cell): Cell[] {
  const words = wordsOf(cell);
  let n = words.length;
  while (n > 0 && figureOf(words[n - 1]!.text) !== undefined) n--;
  const figures = words.slice(n);
  if (!figures.length) return [cell];
  if (n === 0) return figures.length > 1 ? figures : [cell];
  // a bare whole number is part of the name ('Ocimene 2'), not its figure
  if (figures.length === 1 && /^\d+$/.test(figures[0]!.text)) return [cell];
  const name = words
    .slice(0, n)
    .map((w) => w.text)
    .join(' ');
  if (!analyteKey(name) && !analyteKey(name.replace(/^\d{1,2}\s+/, ''))) return [cell];
  return [{ ...cell, text: name, x1: words[n - 1]!.x1 }, ...figures];
}

/** Names on a line: a cell is a name when the catalogue knows it (a second name right after, 'CBD  Cannabidiol', is the same analyte). */
function rowsOf(line: Line, below: Line | undefined): { key: MeasureKey; name: Cell; cells: Cell[] }[] {
  const rows: { key: MeasureKey; name: Cell; cells: Cell[] }[] = [];
  let open: (typeof rows)[number] | undefined;
  let ambiguous = false;
  for (const cell of line.cells.flatMap(nameThenFigures)) {
    // a name wrapped onto the next line ('Caryophyllene' over 'Oxide') is read whole, or not at all
    // (a continuation has no figures of its own beside it; the next row's name has)
    const wrap = below?.cells.find(
      (c) =>
        Math.abs(c.x0 - cell.x0) < 3 &&
        /^[a-z][a-z\s-]{0,19}$/i.test(c.text) &&
        !analyteKey(c.text) &&
        !below.cells.some((f) => f.x0 > c.x1 && figureOf(f.text) !== undefined),
    );
    const name = wrap && below!.y > cell.y0 - 2.2 * (cell.y1 - cell.y0) ? `${cell.text} ${wrap.text}` : cell.text;
    const key = analyteKey(name) ?? analyteKey(name.replace(/^\d{1,2}\s+/, ''));
    if (wrap && name !== cell.text && !key && analyteKey(cell.text)) {
      ambiguous = true;
      continue;
    }
    if (key) {
      if (open && !open.cells.length) {
        // a long name beside the short one: the same analyte, or a line the reader cannot trust
        if (key !== open.key) ambiguous = true;
        continue;
      }
      open = { key, name: cell, cells: [] };
      rows.push(open);
    } else if (open && closes(cell.text)) open = undefined;
    else if (open) open.cells.push(cell);
  }
  return ambiguous ? [] : rows;
}

/** Every figure the reader is sure of, by table row, transposed table and label. */
export function readFigures(lines: Line[]): Reading[] {
  const out: Reading[] = [];
  const headers: Header[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const header = headerOf(line, lines.slice(Math.max(0, i - 4), i));
    if (header) {
      // a header printed over two lines ('Conc.' over '(weight %)', a unit under its column's name) is one header
      const prev = headers.at(-1);
      if (prev && prev.page === header.page && prev.y - header.y < 16) {
        prev.columns.push(...header.columns);
        prev.y = header.y;
        prev.x0 = Math.min(prev.x0, header.x0);
        prev.x1 = Math.max(prev.x1, header.x1);
      } else headers.push(header);
      continue;
    }
    const next = lines[i + 1]?.page === line.page ? lines[i + 1] : undefined;
    for (const row of rowsOf(line, next)) {
      const figures = row.cells.filter((c) => isFigureCell(c.text));
      if (!figures.length) continue;
      // the nearest header above on this page whose span covers the row's figures
      const first = figures[0]!;
      const last = figures.at(-1)!;
      const h = headers
        .filter((x) => x.page === line.page && x.y > line.y && x.x0 <= last.x1 + 8 && x.x1 >= first.x0 - 8)
        .sort((a, b) => a.y - b.y)[0];
      let taken = false;
      if (h) {
        const byUnit = new Map<Unit, Cell>();
        for (const c of figures) {
          const unit = columnOf(h, c);
          if (unit && !byUnit.has(unit)) byUnit.set(unit, c);
        }
        // '0.00 %' beside '0.03 mg/g': the mg/g column kept the digits the percent one rounded away
        const zero = (c: Cell | undefined) => c !== undefined && figureOf(c.text) === 0;
        const unit: Unit | undefined =
          byUnit.has('%') && !(zero(byUnit.get('%')) && byUnit.has('mg/g') && !zero(byUnit.get('mg/g')))
            ? '%'
            : byUnit.has('mg/g')
              ? 'mg/g'
              : undefined;
        const cell = unit && byUnit.get(unit);
        let r = cell && reading(row.key, cell, unit, 1);
        // a zero where another column of the row (ppm) shows something: rounded away, not nothing
        if (r && r.value === 0 && figures.some((c) => typeof figureOf(c.text) === 'number' && figureOf(c.text) !== 0))
          r = undefined;
        if (r) {
          out.push(r);
          taken = true;
        }
      }
      // 'Total THC: 19.25%', 'Caryophyllene 9.898 mg/g', 'Total Calculated d9-THC (%)  25.01': the unit
      // printed with the figure or its label
      const next = row.cells[0];
      if (!taken && next && next.x0 - row.name.x1 < 220) {
        if (/%\s*$/.test(next.text) || /\(%\)\s*$/.test(row.name.text) || inBothUnits(next.text)) {
          const r = reading(row.key, next, '%', 2);
          if (r) out.push(r);
        } else if (/\bmg\/g\s*$/i.test(next.text)) {
          const r = reading(row.key, next, 'mg/g', 2);
          if (r) out.push(r);
        }
      }
    }
    out.push(...transposed(lines, i));
    out.push(...inCell(line));
    out.push(...stacked(lines, i));
  }
  return out;
}

/** 'TOTAL THC: 19.25%' or 'Total Terpenoids: 2.9842%' printed as one cell. */
function inCell(line: Line): Reading[] {
  const out: Reading[] = [];
  for (const cell of line.cells) {
    const m = /^(.+?):\s*(\S+\s*%|\S+\s*mg\/g)$/i.exec(cell.text);
    if (!m) continue;
    const key = analyteKey(m[1]!);
    if (!key) continue;
    const unit: Unit = /%$/.test(m[2]!) ? '%' : 'mg/g';
    const r = reading(key, { ...cell, text: m[2]!.trim() }, unit, 2);
    if (r) out.push({ ...r, printed: cell.text });
  }
  return out;
}

/** A line of three or more analyte names, with rows below it labelled by unit ('%', 'mg/g'). */
function transposed(lines: Line[], i: number): Reading[] {
  const line = lines[i]!;
  // names may wrap: 'TOTAL CBD' above '(DRY)'
  const above = lines[i - 1];
  const names = line.cells.map((c) => {
    const over =
      above && above.page === line.page && above.y - line.y < 12
        ? above.cells.filter((a) => a.x1 > c.x0 && a.x0 < c.x1)
        : [];
    return { cell: c, key: analyteKey([...over.map((o) => o.text), c.text].join(' ')) };
  });
  const known = names.filter((n) => n.key);
  if (known.length < 3 || known.length < line.cells.length / 2) return [];
  const out: Reading[] = [];
  for (const row of lines.slice(i + 1, i + 6)) {
    if (row.page !== line.page || line.y - row.y > 60) break;
    const label = row.cells[0];
    const unit = label && unitOf(label.text);
    if (!unit) continue;
    for (const n of known) {
      const c = centre(n.cell);
      const hits = row.cells.slice(1).filter((v) => Math.abs(centre(v) - c) < 12);
      if (hits.length !== 1) continue;
      const r = reading(n.key!, hits[0]!, unit, 1);
      if (r) out.push(r);
    }
  }
  return out;
}

/**
 * A summary's big figure printed just below or above its label, centred on it: 'Total THC' over
 * '19.446%'. Only totals, only with the per cent sign printed, and only one figure in reach.
 */
const TOTALS = new Set<MeasureKey>(['thcTotal', 'cbdTotal', 'terpeneTotal']);

function stacked(lines: Line[], i: number): Reading[] {
  const line = lines[i]!;
  const out: Reading[] = [];
  for (const cell of line.cells) {
    const key = analyteKey(cell.text);
    // summaries state totals; a chart's labels (CBC, CBD…) over a figure are not its names
    if (!key || !TOTALS.has(key)) continue;
    const near = lines.filter((l) => l !== line && l.page === line.page && l.y - line.y < 40 && line.y - l.y < 25);
    const hits = near
      .flatMap((l) => l.cells)
      .filter(
        (c) =>
          /%\s*$/.test(c.text) &&
          (Math.abs(centre(c) - centre(cell)) < 15 || Math.abs(c.x0 - cell.x0) < 4) &&
          c.x0 < cell.x1 &&
          c.x1 > cell.x0,
      );
    if (hits.length !== 1) continue;
    const r = reading(key, hits[0]!, '%', 2);
    if (r) out.push(r);
  }
  return out;
}
