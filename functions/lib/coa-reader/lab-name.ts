import type { TextReading } from './fields.ts';
import { box, type Cell, type Line } from './text.ts';

// The lab's name on a certificate of a layout the reader does not know. A certificate names its lab
// in several ways: a label ('Laboratory:' over 'MCR Labs'), the portal's 'Analysis by Havard
// Industries', a disclaimer ('This product has been tested by CB Labs using…', '…without the written
// approval of California Ag Labs.') and a letterhead ('Kaycha Labs' at the top of page 1). A
// letterhead alone may be the client's (a company may be called '… Labs'), so it is taken only when
// another printing names the same lab; and every way that names a lab must name the same one, else
// no name is read.

/** A name's words: capitalised words or numbers, with 'of', 'and', '&' between. */
const NAME_WORD = /^(?:[A-Z0-9][A-Za-z0-9'’.&-]*|of|and|&|de)$/;
// the legal form is no part of the name the form takes ('Sonoma Lab Works, LLC')
const LEGAL = /,?\s+(?:LLC|L\.L\.C|Inc|Corp|Co|Ltd|PLLC)\.?,?$/i;
// words a lab's own name ends with ('Regulatory Compliance Testing' is a tagline, not a name)
const LAB_WORD = /\b(?:Labs?|Laboratory|Laboratories|Lab Works|Labworks|Analytics)$/i;
// a sentence of the certificate naming who tested it: its verb, the name, then the sentence goes on
// (a name cut by the line's end is not known whole: 'approval from Kaycha' over 'Labs.')
const TESTED_BY =
  /\b(?:tested|generated|performed|prepared) by (?:the )?(.+?)(?=\s+(?:using|and|is|in|at|on|for|according|with)\b|[.;])/;
const APPROVAL = /\bapproval (?:of|from) (?:the )?(.+?)(?=[.;]|\s+(?:and|is|or)\b)/;
const ANALYSIS_BY = /^Analysis by (.+)$/;
const LABEL = /^(?:Laboratory|Lab Name|Laboratory Name|Testing Laboratory|Testing Lab)\s*:\s*(.*)$/i;

/** A lab's name as printed, without its legal form; undefined for anything that is not one. */
export function labNameOf(printed: string): string | undefined {
  const name = printed.trim().replace(LEGAL, '').replace(/[.,]$/, '').trim();
  const words = name.split(/\s+/);
  if (words.length > 6 || name.length > 60 || !/[A-Za-z]{2}/.test(name)) return undefined;
  // a glyph lost or mapped to another ('In×nite', a dropped 'fi') spoils the name
  return words.every((w) => NAME_WORD.test(w)) && NAME_WORD.test(words[0]!) && /^[A-Z0-9]/.test(name)
    ? name
    : undefined;
}

const same = (a: string, b: string) => a.toLowerCase().replace(/\s+/g, '') === b.toLowerCase().replace(/\s+/g, '');
const reading = (value: string, cell: Cell): TextReading => ({
  value,
  page: cell.page,
  printed: cell.text,
  box: box(cell),
});

/** A sentence's text with the next line's first cell when the sentence runs on ('tested by' at a line's end). */
function sentence(lines: Line[], i: number, cell: Cell): string {
  const next = lines[i + 1];
  const last = lines[i]!.cells.at(-1) === cell;
  return last && cell.text.length >= 40 && next?.page === cell.page
    ? `${cell.text} ${next.cells[0]?.text ?? ''}`
    : cell.text;
}

/** The value of a 'Laboratory:' label: the rest of its cell, the next cell, or the cell under it (either edge aligned). */
function labelValue(lines: Line[], i: number, cell: Cell, rest: string): Cell | undefined {
  if (rest) return { ...cell, text: rest };
  const right = lines[i]!.cells.find((c) => c.x0 >= cell.x1 - 1 && c.x0 - cell.x1 < 100);
  if (right) return right;
  const next = lines[i + 1];
  if (!next || next.page !== cell.page || lines[i]!.y - next.y > 20) return undefined;
  return next.cells.find((c) => Math.abs(c.x0 - cell.x0) < 6 || Math.abs(c.x1 - cell.x1) < 6);
}

/** A cell in the top fifth of page 1's text: a letterhead. */
function letterheads(lines: Line[]): Cell[] {
  const first = lines.filter((l) => l.page === 1);
  if (!first.length) return [];
  const top = first[0]!.y;
  const bottom = first.at(-1)!.y;
  return first.filter((l) => top - l.y <= 0.2 * (top - bottom)).flatMap((l) => l.cells);
}

/** The lab's name, where every way the certificate names a lab names the same one. */
export function readLabName(lines: Line[]): TextReading | undefined {
  const strong: TextReading[] = [];
  const sentences: string[] = [];
  lines.forEach((line, i) => {
    for (const cell of line.cells) {
      const label = LABEL.exec(cell.text);
      const value = label && labelValue(lines, i, cell, label[1]!.trim());
      const labelled = value && labNameOf(value.text);
      if (labelled) strong.push(reading(labelled, value));
      const portal = ANALYSIS_BY.exec(cell.text);
      const byPortal = portal && labNameOf(portal[1]!);
      if (byPortal) strong.push(reading(byPortal, cell));
      const text = sentence(lines, i, cell);
      if (text.length >= 40) sentences.push(text);
      for (const re of [TESTED_BY, APPROVAL]) {
        const m = re.exec(text);
        const named = m && labNameOf(m[1]!);
        if (named) strong.push(reading(named, cell));
      }
    }
  });
  const heads = letterheads(lines)
    .map((c) => ({ c, name: labNameOf(c.text) }))
    .filter((h) => h.name && LAB_WORD.test(h.name) && h.name.includes(' '))
    // named again in the certificate's own sentences, or by another way
    .filter(
      (h) =>
        strong.some((s) => same(s.value, h.name!)) ||
        sentences.some((t) => t.toLowerCase().includes(h.name!.toLowerCase())),
    )
    .map((h) => reading(h.name!, h.c));
  const all = [...heads, ...strong];
  if (!all.length || !all.every((r) => same(r.value, all[0]!.value))) return undefined;
  return all[0];
}
