import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

// SVG to PNG with resvg (WebAssembly: the same bytes on every machine and in Lambda).

const require = createRequire(import.meta.url);
let ready: Promise<void> | undefined;

export async function rasterize(svg: string, width: number): Promise<Buffer> {
  ready ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  await ready;
  // no fonts are loaded, so text is left out: the pictures compare shape and colour only
  const r = new Resvg(svg, { fitTo: { mode: 'width', value: width }, font: { loadSystemFonts: false } });
  return Buffer.from(r.render().asPng());
}
