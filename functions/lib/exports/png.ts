import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { bundledAsset as asset, FONT_ASSETS } from './bundled-asset.ts';

// The cannastamp as a PNG, rasterized by resvg (WebAssembly: the same pixels locally and in
// Lambda, no native binary per architecture). The renderer asks for system sans-serif faces;
// resvg has no system fonts, so DejaVu Sans is handed to it as that family.

/** Files the Lambda bundle carries next to index.mjs (infra/bundling.ts copies them). */
export const PNG_ASSETS = {
  wasm: '@resvg/resvg-wasm/index_bg.wasm',
  ...FONT_ASSETS,
} as const;

let ready: Promise<{ fonts: Uint8Array[] }> | undefined;
const init = () =>
  (ready ??= initWasm(asset(PNG_ASSETS.wasm)).then(() => ({
    fonts: [asset(PNG_ASSETS.regular), asset(PNG_ASSETS.bold)],
  })));

export async function stampPng(svg: string, pixels: number): Promise<Uint8Array> {
  const { fonts } = await init();
  const r = new Resvg(svg, {
    fitTo: { mode: 'width', value: pixels },
    font: {
      loadSystemFonts: false,
      fontBuffers: fonts,
      defaultFontFamily: 'DejaVu Sans',
      sansSerifFamily: 'DejaVu Sans',
    },
    background: 'rgba(255, 255, 255, 0)',
  });
  return r.render().asPng();
}
