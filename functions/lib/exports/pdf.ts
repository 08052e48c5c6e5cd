import chromium from '@sparticuz/chromium';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { bundledAsset, FONT_ASSETS } from './bundled-asset.ts';
import { setting } from '#lib/base/config';

// Cannastamp labels as PDF: headless Chromium (the @sparticuz/chromium build, the same binary
// locally and in Lambda) prints the label's SVG on a page of the label's size. Chromium keeps SVG
// as PDF vectors and embeds the subset of DejaVu Sans the text uses, so a label prints crisp at
// its exact physical size. One browser per instance: the first label pays for the launch.

let browser: Promise<Browser> | undefined;

async function launch(): Promise<Browser> {
  // CHROMIUM_PACK names the layer's folder in Lambda; locally the package's own bin folder is used
  const executablePath = await chromium.executablePath(setting('CHROMIUM_PACK'));
  const b = await puppeteer.launch({
    executablePath,
    args: puppeteer.defaultArgs({ args: chromium.args, headless: 'shell' }),
    headless: 'shell',
    protocol: 'cdp',
  });
  // a browser that dies (out of memory, say) is launched again by the next request
  b.on('disconnected', () => {
    browser = undefined;
    page = undefined;
  });
  return b;
}

const getBrowser = () => {
  browser ??= launch().catch((e: unknown) => {
    browser = undefined;
    throw e;
  });
  return browser;
};

const fontFaces = () =>
  [
    [FONT_ASSETS.regular, 400],
    [FONT_ASSETS.bold, 700],
  ]
    .map(
      ([file, weight]) =>
        `@font-face{font-family:'DejaVu Sans';font-weight:${weight};src:url(data:font/ttf;base64,${bundledAsset(String(file)).toString('base64')}) format('truetype')}`,
    )
    .join('');

/**
 * One page, its fonts decoded once, reused for every label (a fresh page per label spends most of
 * its time parsing 1 MB of fonts). Labels take turns on it: Lambda sends one request at a time.
 */
let page: Promise<Page> | undefined;
let turn: Promise<unknown> = Promise.resolve();

async function openPage(): Promise<Page> {
  const p = await (await getBrowser()).newPage();
  // CSS beats SVG presentation attributes: every letter in the label, badge included, is DejaVu Sans
  await p.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${fontFaces()}` +
      `html,body{margin:0;padding:0}svg{display:block}text{font-family:'DejaVu Sans'}</style>` +
      `<style id="page-size"></style></head><body></body></html>`,
    { waitUntil: 'load' },
  );
  p.on('close', () => {
    page = undefined;
  });
  return p;
}

/** Markup printed on pages of this size, every page of it (`pageRanges` limits them). */
function printPdf(markup: string, widthIn: number, heightIn: number, pageRanges?: string): Promise<Uint8Array> {
  const run = turn.then(async () => {
    page ??= openPage().catch((e: unknown) => {
      page = undefined;
      throw e;
    });
    const p = await page;
    await p.evaluate(
      (html, size) => {
        document.getElementById('page-size')!.textContent = `@page{size:${size};margin:0}`;
        document.body.innerHTML = html;
        return document.fonts.ready.then(() => undefined);
      },
      markup,
      `${widthIn}in ${heightIn}in`,
    );
    return p.pdf({
      width: `${widthIn}in`,
      height: `${heightIn}in`,
      printBackground: true,
      ...(pageRanges && { pageRanges }),
    });
  });
  turn = run.catch(() => undefined);
  return run;
}

/** The label's SVG (sized in inches) printed on a page of exactly that size. */
export const labelPdf = (svg: string, widthIn: number, heightIn: number) => printPdf(svg, widthIn, heightIn, '1');

/** Sheets of the same size, one SVG (sized in inches) a page: sticker and card sheets (docs/printing.md). */
export const sheetsPdf = (svgs: string[], widthIn: number, heightIn: number) =>
  printPdf(
    svgs
      .map(
        (svg) => `<div style="break-after:page;width:${widthIn}in;height:${heightIn}in;overflow:hidden">${svg}</div>`,
      )
      .join(''),
    widthIn,
    heightIn,
  );

/** Ends the browser (the local runtime calls this when it stops; Lambda simply freezes it). */
export async function closePdfBrowser(): Promise<void> {
  const b = browser;
  browser = undefined;
  page = undefined;
  if (b) await (await b).close().catch(() => undefined);
}
