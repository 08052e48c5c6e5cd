import { box, type Cell, type Line } from './text.ts';

// The text fields of a certificate (strain, sample type, lot ids, dates), read by their printed
// labels: the value is the rest of the label's cell ('Strain: GDP'), the next cell on its line
// ('Batch#:  G111921GDP-7F'), or the cell just below it ('Sample Name:' over 'Dirty Banana Breath').

export interface TextReading {
  value: string;
  page: number;
  printed: string;
  box: [number, number, number, number];
}

/** A label and where its value is: a label's own regex matches the whole label text, colon included. */
export interface Label {
  label: RegExp;
  /** Turns the printed value into the field's value; undefined rejects it. */
  value?: (printed: string) => string | undefined;
  /** Also look below the label (labels printed over their value). */
  below?: boolean;
  /** The value is the line just above the label, centred over it (Kaycha's strain over 'Matrix:'). */
  above?: boolean;
  /** Only below the label, never beside it: a layout whose labels all head their values (Cannalysis). */
  under?: boolean;
  /** Only the label's first printing is read (a label each analysis repeats: the first is the cannabinoids'). */
  first?: boolean;
  /** Only where its line, or a title just above it, says this ('Cannabinoids Date Tested:', 'Cannabinoid Profile … Test Date:'). */
  on?: RegExp;
  /** The label is a row's name in a table and its value the cell under this column header ('Cannabinoids' under 'Date Tested'). */
  column?: RegExp;
  /** Every printing must give the same value: a label each analysis repeats with its own date is no one date. */
  agree?: boolean;
  /**
   * Values that yield, among printings that must agree, to a narrower one: a class ('Matrix: Plant',
   * 'Sample Type: Inhalable') beside the product's type ('Type: Flower - Cured') says less of it.
   */
  broad?: RegExp;
  /**
   * A label printed without its colon over its value: the whole cell is the label, and it is a
   * caption ('MATRIX' in capitals over 'Concentrate') or, for 'any', a cell of a table's header row
   * ('Batch  Matrix  Date Tested' over a row whose cells may wrap: 'SCC-211031-' over '138-J').
   */
  caption?: 'caps' | 'any';
  /** Only where the nearest analysis title above it on its page says this ('CANNABINOID ANALYSIS' heading its 'Sample Analyzed:'). */
  section?: RegExp;
}

const MISSING = /^(?:n\/?a|none|not provided|\(not provided\)|-+|—)$/i;

function valueNear(lines: Line[], i: number, cell: Cell, rest: string, l: Label) {
  const line = lines[i]!;
  const below = l.below || l.under;
  // the next label ('Batch Size: 4230.0 grams') is not this one's value
  const isLabel = (t: string) => /^[A-Za-z][^:]{0,40}:/.test(t) || /:\s*$/.test(t);
  if (!l.under) {
    if (rest) return { text: rest, cell };
    // a colon printed apart from its label ('sampled  :  01/14/22') is skipped, and so is a rule
    // OCR took for a full stop
    const right = line.cells.find((c) => c.x0 >= cell.x1 - 1 && c.x0 - cell.x1 < 280 && !/^[:.]+$/.test(c.text));
    if (right && !isLabel(right.text)) return { text: right.text, cell: right };
  } else if (rest) return undefined;
  if (!below) return undefined;
  const next = lines.slice(i + 1, i + 3).find((l) => l.page === line.page && line.y - l.y < 20);
  const under = next?.cells.find((c) => Math.abs(c.x0 - cell.x0) < 6);
  return under && !isLabel(under.text) ? { text: under.text, cell: under } : undefined;
}

function valueAbove(lines: Line[], i: number, cell: Cell) {
  const line = lines[i]!;
  const prev = lines[i - 1];
  if (!prev || prev.page !== line.page || prev.y - line.y > 16) return undefined;
  const over = prev.cells.filter((c) => Math.abs((c.x0 + c.x1) / 2 - (cell.x0 + cell.x1) / 2) < 20);
  return over.length === 1 ? { text: over[0]!.text, cell: over[0]! } : undefined;
}

const isValueLike = (t: string) => /\d/.test(t) && !/[a-z]{3}/i.test(t);

const isCaptionText = (t: string) => t === t.toUpperCase() && /[A-Z]{3}/.test(t) && !/\d/.test(t);

/** A caption: in capitals, or one of three or more header cells on its line with no figure among them. */
function isCaption(line: Line, cell: Cell, form: 'caps' | 'any') {
  if (isCaptionText(cell.text)) return true;
  return form === 'any' && line.cells.length >= 3 && !line.cells.some((c) => isValueLike(c.text));
}

/**
 * The value printed under a caption: the cells under its span on the first line below (within two
 * heights of a caption, four of a header row over a two-line header), and on the lines just under it (a value wrapped in its table cell), joined ('SCC-211031-' and
 * '138-J' are one id: a line ending in a hyphen joins without a space).
 */
function valueUnder(lines: Line[], i: number, cell: Cell, reach: number) {
  const line = lines[i]!;
  const height = cell.y1 - cell.y0;
  const parts: Cell[] = [];
  let last = line.y;
  for (const below of lines.slice(i + 1, i + 8)) {
    if (below.page !== line.page || last - below.y > (parts.length ? 1.3 * height : reach * height)) break;
    const under = below.cells.filter((c) => c.x1 > cell.x0 - 2 && c.x0 < cell.x1 + 2);
    if (under.length > 1) return undefined;
    if (!under.length) continue;
    // the next caption down is not the value's tail
    if (parts.length && isCaptionText(under[0]!.text)) break;
    parts.push(under[0]!);
    last = below.y;
  }
  if (!parts.length) return undefined;
  const text = parts.reduce((t, c) => (t.endsWith('-') ? t + c.text : `${t} ${c.text}`), '').trim();
  const y0 = Math.min(...parts.map((c) => c.y0));
  return { text, cell: { ...parts[0]!, text, y0, x1: Math.max(...parts.map((c) => c.x1)) } };
}

/** The analysis whose section a line is in: the nearest title above it on its page ('CANNABINOID ANALYSIS'). */
const ANALYSIS =
  /^(?:\[\w\]\s*)?(?:cannabinoids?|potency|terpenes?|terpenoids?|pesticides?|(?:residual )?solvents?|microbials?|microbiology|mycotoxins?|(?:heavy )?metals|moisture|water activity|foreign|filth|chemical residue)\b/i;
function sectionOf(lines: Line[], i: number): string | undefined {
  for (let j = i - 1; j >= 0 && lines[j]!.page === lines[i]!.page; j--) {
    // a scan's OCR may set a stray mark before the title (') CANNABINOID ANALYSIS')
    const titles = lines[j]!.cells.map((c) => c.text.replace(/^[^\w[]{1,2}\s+/, ''));
    const title = titles.find((t) => ANALYSIS.test(t) && !t.includes(':'));
    if (title) return title;
  }
  return undefined;
}

/**
 * A label starts its phrase: a word printed just before it makes it another label's tail
 * ('Prep-Analytical' then 'Batch:' where each word is a cell of its own, as a scan's OCR gives).
 */
function startsPhrase(line: Line, cell: Cell) {
  const height = cell.y1 - cell.y0;
  return !line.cells.some((c) => c !== cell && c.x1 <= cell.x0 + 1 && cell.x0 - c.x1 < 1.2 * height);
}

/** A line of a section: it, or a line just above it (40 pt, as a section's title heads its details), names it. */
function inSection(lines: Line[], i: number, section: RegExp) {
  const line = lines[i]!;
  return lines
    .slice(Math.max(0, i - 6), i + 1)
    .some((l) => l.page === line.page && l.y - line.y <= 40 && l.cells.some((c) => section.test(c.text)));
}

/** The cell of a row under the nearest header above it (within a dozen lines of its page) naming this column. */
function valueInColumn(lines: Line[], i: number, cell: Cell, column: RegExp) {
  const line = lines[i]!;
  for (const above of lines.slice(Math.max(0, i - 12), i).reverse()) {
    if (above.page !== line.page) break;
    const head = above.cells.find((c) => column.test(c.text.trim()));
    if (!head) continue;
    // the one cell overlapping the header, else the one within 10 pt of it
    const near = (slack: number) =>
      line.cells.filter((c) => c !== cell && c.x1 > head.x0 - slack && c.x0 < head.x1 + slack);
    const over = near(0);
    const under = over.length ? over : near(10);
    return under.length === 1 ? { text: under[0]!.text, cell: under[0]! } : undefined;
  }
  return undefined;
}

/**
 * The value of the first of these labels the certificate prints (in the order given; each from the
 * top of the certificate). A label starts its cell or follows a '; ' ('METRC Sample: …; METRC Batch: …').
 */
export function readLabel(lines: Line[], labels: Label[]): TextReading | undefined {
  for (const l of labels) {
    // a label qualified by its section may follow the section's name in its cell
    // a space of the label may be missing from the print ('SAMPLEID:' printed letter-spaced)
    // and a space may stand before its colon ('SAMPLEID :BCL-211214-151')
    const label = l.label.source.replace(/ /g, '\\s*').replace(/(?<=[A-Za-z)#]):/g, '\\s*:');
    const re = new RegExp(`(?:^|;\\s*${l.on ? '|\\s' : ''})(?:${label})\\s*([^;]*)`, 'i');
    const reads: TextReading[] = [];
    if (l.caption) {
      const read = readCaption(lines, l, new RegExp(`^(?:${label})$`, 'i'));
      if (read) return read;
      continue;
    }
    for (let i = 0; i < lines.length; i++) {
      if (l.section && !l.section.test(sectionOf(lines, i) ?? '')) continue;
      if (l.on && !inSection(lines, i, l.on)) continue;
      for (const cell of lines[i]!.cells) {
        const m = re.exec(cell.text);
        if (!m || (!l.on && !startsPhrase(lines[i]!, cell))) continue;
        const found = l.column
          ? m[1]!.trim()
            ? undefined
            : valueInColumn(lines, i, cell, l.column)
          : l.above
            ? valueAbove(lines, i, cell)
            : valueNear(lines, i, cell, m[1]!.trim(), l);
        const read = found && readFound(found, l);
        if (l.agree) {
          if (read) reads.push(read);
          continue;
        }
        if (read || l.first) return read;
      }
    }
    const narrow = reads.filter((r) => !l.broad?.test(r.value));
    const pool = narrow.length ? narrow : reads;
    if (pool.length && pool.every((r) => r.value === pool[0]!.value)) return pool[0];
    if (pool.length) return undefined;
  }
  return undefined;
}

/** The first caption of this label with a value under it. */
function readCaption(lines: Line[], l: Label, re: RegExp): TextReading | undefined {
  for (let i = 0; i < lines.length; i++)
    for (const cell of lines[i]!.cells) {
      if (!re.test(cell.text.trim()) || !isCaption(lines[i]!, cell, l.caption!)) continue;
      const found = valueUnder(lines, i, cell, l.caption === 'caps' ? 2 : 4);
      const read = found && !re.test(found.text) && readFound(found, l);
      if (read) return read;
    }
  return undefined;
}

function readFound(found: { text: string; cell: Cell }, l: Label): TextReading | undefined {
  const text = found.text.trim();
  // a letter unreadable (OCR unsure, a glyph with no Unicode mapping) leaves the value unknown
  if (!text || MISSING.test(text) || text.includes('\uFFFD')) return undefined;
  const value = l.value ? l.value(text) : text;
  if (value === undefined) return undefined;
  return { value, page: found.cell.page, printed: found.cell.text, box: box(found.cell) };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));
const iso = (y: number, m: number, d: number) => {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 2000 || y > 2100) return undefined;
  const s = `${y}-${pad(m)}-${pad(d)}`;
  return new Date(`${s}T00:00:00Z`).toISOString().startsWith(s) ? s : undefined;
};

/** A date as labs print it (US month first, ISO, '30 Dec 21', '9 JANUARY 2022'), as yyyy-mm-dd; the first date of the text. */
export function readDate(printed: string): string | undefined {
  const t = printed.trim();
  let m = /(\d{4})-(\d{1,2})-(\d{1,2})/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/.exec(t);
  if (m) return iso(year(m[3]!), Number(m[1]), Number(m[2]));
  m = /\b(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4}|\d{2})\b/i.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
    return month ? iso(year(m[3]!), month, Number(m[1])) : undefined;
  }
  // 'Apr 03, 2022', 'DEC14,2021' (letter-spaced print read without its spaces)
  m = /(?:^|[^a-z])([a-z]{3})[a-z]*\.?\s*(\d{1,2}),?\s*(\d{4})\b/i.exec(t);
  if (m) {
    const month = MONTHS.indexOf(m[1]!.toLowerCase()) + 1;
    return month ? iso(Number(m[3]), month, Number(m[2])) : undefined;
  }
  return undefined;
}
