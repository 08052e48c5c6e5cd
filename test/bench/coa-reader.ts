import { readCoaPdf } from '#lib/coa-reader/read-coa';
import { MEASURES } from '#shared/schemas/test-result';
import { coaBytes, coaFixtures, type CoaFixture } from '#test/support/coas';
import type { CoaPrefill } from '#lib/coa-reader/prefill';

// `npm run bench -- coa-reader`: the certificate reader on the certificates of ../shared/coas,
// against the values written by hand in test/fixtures/coas/. Per PDF: the first reading (pdf.js
// loading included) and the median of repeated warm readings. Per lab: field-level precision (of
// the fields read, how many are the certificate's value) and recall (of the fields the certificate
// has a value for, how many were read right), for the figures and the text fields apart.
// Leave-one-lab-out: each lab's certificates read with the layouts' hints off, as a lab the reader
// has never seen would be; the targets are the (recall ≥ 90 % of the figures and ≥ 80 % of
// the text fields; precision 100 % in every run). The safety panels' verdicts apart: of those read,
// how many are the certificate's, and of those it prints, how many were read.

type Row = (what: string, figure: string, target: string, ok: boolean) => void;
const RUNS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : 'n/a');
const FIGURES = new Set<string>(MEASURES);

interface Tally {
  files: number;
  read: number;
  right: number;
  truth: number;
}
const zero = (): Tally => ({ files: 0, read: 0, right: 0, truth: 0 });
const add = (a: Tally, b: Tally): Tally => ({
  files: a.files + b.files,
  read: a.read + b.read,
  right: a.right + b.right,
  truth: a.truth + b.truth,
});

/** Read, right and true counts of one certificate, for the figures and the text fields apart. */
function score(fixture: CoaFixture, prefill: CoaPrefill): { figures: Tally; text: Tally } {
  const part = (figures: boolean): Tally => {
    const mine = (k: string) => FIGURES.has(k) === figures;
    const read = Object.entries(prefill.fields).filter(([k]) => mine(k));
    return {
      files: 1,
      read: read.length,
      right: read.filter(([k, v]) => fixture.fields[k as keyof typeof fixture.fields] === v!.value).length,
      truth: Object.keys(fixture.fields).filter(mine).length,
    };
  };
  return { figures: part(true), text: part(false) };
}

/** Read, right and true counts of one certificate's safety panel verdicts. */
function panelScore(fixture: CoaFixture, prefill: CoaPrefill): Tally {
  const read = Object.entries(prefill.panels ?? {});
  return {
    files: 1,
    read: read.length,
    right: read.filter(([k, p]) => fixture.panels[k as keyof typeof fixture.panels] === p!.status).length,
    truth: Object.keys(fixture.panels).length,
  };
}

const table = (head: string[], rows: string[][]) => {
  const w = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(w[i]!)).join(' | ')} |`;
  console.log([line(head), line(w.map((n) => '-'.repeat(n))), ...rows.map(line)].join('\n'));
};

/** Per lab and over all: precision and recall of the figures and of the text fields. */
function labTable(perLab: Map<string, { figures: Tally; text: Tally }>) {
  const cells = (t: Tally) => [
    `${t.right}/${t.read}`,
    pct(t.right, t.read),
    `${t.right}/${t.truth}`,
    pct(t.right, t.truth),
  ];
  const rows = [...perLab].map(([lab, l]) => [lab, String(l.figures.files), ...cells(l.figures), ...cells(l.text)]);
  const all = [...perLab.values()].reduce(
    (a, l) => ({ figures: add(a.figures, l.figures), text: add(a.text, l.text) }),
    {
      figures: zero(),
      text: zero(),
    },
  );
  rows.push(['all', String(all.figures.files), ...cells(all.figures), ...cells(all.text)]);
  const half = ['right/read', 'precision', 'right/true', 'recall'];
  table(['lab', 'PDFs', ...half.map((h) => `figures ${h}`), ...half.map((h) => `text ${h}`)], rows);
  return all;
}

const labOf = (fixture: CoaFixture) => fixture.file.split('/')[0]!;

export async function coaReaderFigures(row: Row) {
  const perLab = new Map<string, { figures: Tally; text: Tally }>();
  const blind = new Map<string, { figures: Tally; text: Tally }>();
  const panels = new Map<string, Tally>();
  const perPdf: string[][] = [];
  const warmAll: number[] = [];
  for (const fixture of coaFixtures()) {
    const bytes = coaBytes(fixture);
    let t = performance.now();
    const prefill = await readCoaPdf(bytes);
    const first = performance.now() - t;
    const warm: number[] = [];
    // a certificate read by OCR takes seconds a page: two warm readings say enough
    for (let i = 0; i < (first > 10_000 ? 2 : RUNS); i++) {
      t = performance.now();
      await readCoaPdf(bytes);
      warm.push(performance.now() - t);
    }
    warmAll.push(median(warm));
    const s = score(fixture, prefill);
    const lab = labOf(fixture);
    const l = perLab.get(lab) ?? { figures: zero(), text: zero() };
    perLab.set(lab, { figures: add(l.figures, s.figures), text: add(l.text, s.text) });
    panels.set(lab, add(panels.get(lab) ?? zero(), panelScore(fixture, prefill)));
    const b = score(fixture, await readCoaPdf(bytes, { hints: false }));
    const bl = blind.get(lab) ?? { figures: zero(), text: zero() };
    blind.set(lab, { figures: add(bl.figures, b.figures), text: add(bl.text, b.text) });
    const read = s.figures.read + s.text.read;
    perPdf.push([
      fixture.file,
      `${(bytes.length / 1024).toFixed(0)} KB`,
      `${first.toFixed(0)} ms`,
      `${median(warm).toFixed(0)} ms`,
      `${s.figures.right + s.text.right}/${read}/${s.figures.truth + s.text.truth}`,
      `${b.figures.right + b.text.right}/${b.figures.read + b.text.read}`,
    ]);
  }
  console.log('\ncertificate reader, per PDF (warm: median of %d runs, 2 for a PDF read by OCR)\n', RUNS);
  table(['certificate', 'size', 'first', 'warm', 'right/read/true', 'hints off right/read'], perPdf);
  console.log('\ncertificate reader, per lab (fields of the entry form)\n');
  const all = labTable(perLab);
  console.log('\ncertificate reader, leave-one-lab-out: each lab read with the layouts’ hints off\n');
  const off = labTable(blind);
  const allRight = all.figures.right + all.text.right;
  const allRead = all.figures.read + all.text.read;
  row(
    'COA reader: precision, all labs',
    pct(allRight, allRead),
    '100 % (never a confident wrong value)',
    allRight === allRead,
  );
  row('COA reader: recall, all labs', pct(allRight, all.figures.truth + all.text.truth), '', true);
  const offRight = off.figures.right + off.text.right;
  const offRead = off.figures.read + off.text.read;
  row('COA reader, hints off: precision', pct(offRight, offRead), '100 %', offRight === offRead);
  row(
    'COA reader, hints off: recall of the figures',
    pct(off.figures.right, off.figures.truth),
    '≥ 90 %',
    off.figures.right >= 0.9 * off.figures.truth,
  );
  row(
    'COA reader, hints off: recall of the text fields',
    pct(off.text.right, off.text.truth),
    '≥ 80 %',
    off.text.right >= 0.8 * off.text.truth,
  );
  console.log('\ncertificate reader, safety panel verdicts printed in words or by a legend\n');
  const panelAll = [...panels.values()].reduce(add, zero());
  table(
    ['lab', 'PDFs', 'right/read', 'precision', 'right/true', 'recall'],
    [...panels, ['all', panelAll] as const].map(([lab, t]) => [
      lab,
      String(t.files),
      `${t.right}/${t.read}`,
      pct(t.right, t.read),
      `${t.right}/${t.truth}`,
      pct(t.right, t.truth),
    ]),
  );
  row(
    'COA reader: safety panel verdicts, precision',
    pct(panelAll.right, panelAll.read),
    '100 %',
    panelAll.right === panelAll.read,
  );
  row('COA reader: safety panel verdicts, recall', pct(panelAll.right, panelAll.truth), '', true);
  row('COA reader: time per PDF, median of the per-PDF medians', `${median(warmAll).toFixed(0)} ms`, '', true);
}
