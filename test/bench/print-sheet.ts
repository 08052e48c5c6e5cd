import chromium from '@sparticuz/chromium';
import { SHEET, templateOf, perSheet } from '#shared/printing/templates';
import { closePdfBrowser, sheetsPdf } from '#lib/exports/pdf';
import { stickerSheets } from '#lib/printing/sheets';
import { buildDemoData } from '../../infra/local/seed/demo-data.ts';

// One print worker instance's life for one template, in a process of its own (run by printing.ts
// with an empty TMPDIR, as a new Lambda instance has): unpack Chromium, render the first full sheet,
// then warm sheets. Prints JSON.

const template = templateOf(process.argv[2]!)!;
const tests = buildDemoData().tests;
const content = (i: number) => ({
  testResult: tests[i % tests.length]!,
  productName: `Bench product ${i}`,
  brandName: 'Bench Farms',
  lotId: '5c43ba000000000000000a01',
  url: `https://cannastamp.com/lab-result/5c43ba000000000000000a${(i % 100).toString().padStart(2, '0')}`,
});
const sheet = (i: number) =>
  sheetsPdf(stickerSheets(content(i), template, perSheet(template)), SHEET.width, SHEET.height);

let t = performance.now();
await chromium.executablePath();
const unpack = performance.now() - t;
t = performance.now();
await sheet(0);
const first = performance.now() - t;
const warm: number[] = [];
for (let i = 1; i <= 7; i++) {
  t = performance.now();
  await sheet(i);
  warm.push(performance.now() - t);
}
warm.sort((a, b) => a - b);
await closePdfBrowser();
console.log(JSON.stringify({ unpack, first, warmMedian: warm[Math.floor(warm.length / 2)] }));
