import chromium from '@sparticuz/chromium';
import { LABEL_OPTIONS, renderLabel } from '#shared/cannastamp/label';
import { closePdfBrowser, labelPdf } from '#lib/exports/pdf';
import { buildDemoData } from '../../infra/local/seed/demo-data.ts';

// One Lambda instance's life, in a process of its own (run by run.ts with an empty TMPDIR, as a new
// instance has): unpack Chromium, print the first label, then warm labels. Prints JSON.

const tests = buildDemoData().tests;
const content = (i: number) => ({
  testResult: tests[i % tests.length]!,
  productName: `Bench product ${i}`,
  brandName: 'Bench Farms',
  lotId: '5c43ba000000000000000a01',
});

let t = performance.now();
await chromium.executablePath();
const unpack = performance.now() - t;

const first = LABEL_OPTIONS[1];
t = performance.now();
await labelPdf(renderLabel(content(0), first, 3.5), first.dimension1, first.dimension2);
const firstLabel = performance.now() - t;

const warm: number[] = [];
for (let i = 1; i <= 40; i++) {
  const o = LABEL_OPTIONS[i % LABEL_OPTIONS.length]!;
  t = performance.now();
  await labelPdf(renderLabel(content(i), o, i % 2 ? 3.5 : undefined), o.dimension1, o.dimension2);
  warm.push(performance.now() - t);
}
warm.sort((a, b) => a - b);
await closePdfBrowser();
console.log(
  JSON.stringify({
    unpack,
    firstLabel,
    warmP50: warm[Math.floor(warm.length * 0.5)],
    warmP95: warm[Math.floor(warm.length * 0.95)],
  }),
);
