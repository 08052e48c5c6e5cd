import { createRequire } from 'node:module';
import jsQR from 'jsqr';

// Reading a QR code off a rendered PDF page as a phone would see it printed: pdf.js rasterises the
// page at a chosen resolution (with @napi-rs/canvas in Node), and jsQR decodes a region of it.

const require = createRequire(import.meta.url);

/** The RGBA pixels of one page at `dpi`, cropped to a region given in inches from the top left. */
export async function rasterRegion(
  pdf: Uint8Array,
  pageNumber: number,
  dpi: number,
  region: { x: number; y: number; width: number; height: number },
) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const { createCanvas } = await import('@napi-rs/canvas');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: `${require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '')}standard_fonts/`,
    isEvalSupported: false,
  }).promise;
  const page = await doc.getPage(pageNumber);
  const viewport = page.getViewport({ scale: dpi / 72 });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({ canvas: canvas as never, canvasContext: ctx as never, viewport }).promise;
  const px = (inches: number) => Math.round(inches * dpi);
  const image = ctx.getImageData(px(region.x), px(region.y), px(region.width), px(region.height));
  await doc.destroy();
  return { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
}

/** The text of the QR code in that region, or undefined when none decodes. */
export async function decodeQr(
  pdf: Uint8Array,
  pageNumber: number,
  dpi: number,
  region: { x: number; y: number; width: number; height: number },
): Promise<string | undefined> {
  const img = await rasterRegion(pdf, pageNumber, dpi, region);
  return jsQR(img.data, img.width, img.height)?.data;
}

/** The text pdf.js extracts from one page, its pieces joined by single spaces. */
export async function pageText(pdf: Uint8Array, pageNumber: number): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl: `${require.resolve('pdfjs-dist/package.json').replace(/package\.json$/, '')}standard_fonts/`,
    isEvalSupported: false,
  }).promise;
  const content = await (await doc.getPage(pageNumber)).getTextContent();
  await doc.destroy();
  return content.items
    .map((i) => ('str' in i ? i.str : ''))
    .join(' ')
    .replace(/\s+/g, ' ');
}
