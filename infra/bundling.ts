import { join } from 'node:path';
import { PNG_ASSETS } from '../functions/lib/stamp-png.ts';

// The esbuild settings every Lambda bundle gets. The CDK stack and `npm run bench` both read them,
// so the sizes the bench prints are the sizes that deploy.

const ROOT = join(import.meta.dirname, '..');

/** Modules swapped at bundle time: the key is imported by a dependency, the value replaces it. */
export const LAMBDA_ALIASES: Record<string, string> = {
  '@aws-sdk/credential-provider-node': join(ROOT, 'functions', 'lib', 'lambda-credentials.ts'),
};

/** ESM bundles still meet CommonJS code in the SDK that calls require() for Node built-ins. */
export const LAMBDA_BANNER = "import { createRequire as __cr } from 'node:module';const require = __cr(import.meta.url);";

export const LAMBDA_TARGET = 'node22';

/** Files a handler reads at run time, copied next to its bundle (node_modules paths). */
export const LAMBDA_FILES: Record<string, readonly string[]> = {
  'exports/lot-png': [PNG_ASSETS.wasm, PNG_ASSETS.regular, PNG_ASSETS.bold],
};

/** Handlers that need more than the default 512 MB and 10 s (rasterizing 3600 × 3600). */
export const LAMBDA_SIZES: Record<string, { memoryMb: number; timeoutSeconds: number }> = {
  'exports/lot-png': { memoryMb: 1536, timeoutSeconds: 30 },
};
