import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Run-time files (WebAssembly, fonts) a handler reads. infra/bundling.ts copies them beside the
// Lambda bundle; the local runtime and the tests read them from node_modules.

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));

/** `spec` is a node_modules path, as ASSETS in infra/bundling.ts lists it. */
export function bundledAsset(spec: string): Buffer {
  const bundled = join(here, spec.split('/').pop()!);
  return readFileSync(existsSync(bundled) ? bundled : require.resolve(spec));
}

/** The DejaVu Sans faces every export draws text with, so PNG and PDF letters match. */
export const FONT_ASSETS = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
