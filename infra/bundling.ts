import { join } from 'node:path';
import { FONT_ASSETS } from '../functions/lib/exports/bundled-asset.ts';
import { PNG_ASSETS } from '../functions/lib/exports/png.ts';

// The esbuild settings every Lambda bundle gets. The CDK stack and `npm run bench` both read them,
// so the sizes the bench prints are the sizes that deploy.

const ROOT = join(import.meta.dirname, '..');
const UNUSED = join(ROOT, 'infra', 'bundle-stubs', 'unused.js');

/** Modules swapped at bundle time: the key is imported by a dependency, the value replaces it. */
export const LAMBDA_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': join(ROOT, 'functions', 'lib', 'aws', 'lambda-credentials.ts'),
  // puppeteer-core's browser downloads (proxy-agent), its command line (yargs) and its WebDriver
  // BiDi mapper are never used by a function that launches the Chromium it is given over CDP:
  // 2.0 MB of bundle down to 0.66 MB
  'proxy-agent': UNUSED,
  yargs: UNUSED,
  'yargs/helpers': UNUSED,
  'chromium-bidi/lib/cjs/bidiMapper/BidiMapper.js': UNUSED,
};

/** ESM bundles still meet CommonJS code in the SDK that calls require() for Node built-ins. */
export const LAMBDA_BANNER = "import { createRequire as __cr } from 'node:module';const require = __cr(import.meta.url);";

export const LAMBDA_TARGET = 'node22';

/** Files a handler reads at run time, copied next to its bundle (node_modules paths). */
export const LAMBDA_FILES: Record<string, readonly string[]> = {
  'client/exports/lot-png': [PNG_ASSETS.wasm, PNG_ASSETS.regular, PNG_ASSETS.bold],
  'client/exports/cannastamp-pdf': [FONT_ASSETS.regular, FONT_ASSETS.bold],
};

/** What a handler needs beyond the defaults (512 MB, 10 s, arm64, a bundle of at most 300 KB). */
export interface LambdaProfile {
  memoryMb?: number;
  timeoutSeconds?: number;
  /** @sparticuz/chromium's npm package carries the x64 Chromium only, so its users run on x86_64. */
  architecture?: 'arm64' | 'x86_64';
  bundleKb?: number;
  /** Chromium, unpacked from the layer at /opt by @sparticuz/chromium on the first launch. */
  chromium?: boolean;
}

export const DEFAULT_BUNDLE_KB = 300;

export const LAMBDA_PROFILES: Record<string, LambdaProfile> = {
  // rasterizing 3600 × 3600
  'client/exports/lot-png': { memoryMb: 1536, timeoutSeconds: 30 },
  // headless Chromium wants about 1.5 GB; the bundle is puppeteer-core (0.66 MB once stubbed) plus what every handler has
  'client/exports/cannastamp-pdf': { memoryMb: 2048, timeoutSeconds: 30, architecture: 'x86_64', bundleKb: 1024, chromium: true },
};
