import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

// The cannastamp as a PNG, rasterized by resvg (WebAssembly: the same pixels locally and in
// Lambda, no native binary per architecture). The renderer asks for system sans-serif faces;
// resvg has no system fonts, so DejaVu Sans is handed to it as that family.

/** Files the Lambda bundle carries next to index.mjs (infra/bundling.ts copies them). */
export const PNG_ASSETS = {
  wasm: '@resvg/resvg-wasm/index_bg.wasm',
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

/** Beside the bundle in Lambda; from node_modules on the local runtime and in tests. */
const asset = (spec: string) => {
  const bundled = join(here, spec.split('/').pop()!);
  return readFileSync(existsSync(bundled) ? bundled : require.resolve(spec));
};

let ready: Promise<{ fonts: Uint8Array[] }> | undefined;
const init = () =>
  (ready ??= initWasm(asset(PNG_ASSETS.wasm)).then(() => ({ fonts: [asset(PNG_ASSETS.regular), asset(PNG_ASSETS.bold)] })));

export async function stampPng(svg: string, pixels: number): Promise<Uint8Array> {
  const { fonts } = await init();
  const r = new Resvg(svg, {
    fitTo: { mode: 'width', value: pixels },
    font: { loadSystemFonts: false, fontBuffers: fonts, defaultFontFamily: 'DejaVu Sans', sansSerifFamily: 'DejaVu Sans' },
    background: 'rgba(255, 255, 255, 0)',
  });
  return r.render().asPng();
}
