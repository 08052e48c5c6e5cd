import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { BuildOptions } from 'esbuild';
import type { Asset } from '#shared/needs';
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
export const LAMBDA_BANNER =
  "import { createRequire as __cr } from 'node:module';const require = __cr(import.meta.url);";

export const LAMBDA_TARGET = 'node22';

/**
 * esbuild's options for a function's bundle, beside the packages its profile ships (kept
 * external): NodejsFunction gets them in the CDK stack (infra/cdk/constructs/lambda.ts), esbuild's
 * API in the bundle test and the bench, so what those measure is what deploys.
 */
export const lambdaEsbuild = (nodeModules: readonly string[] = []) =>
  ({
    bundle: true,
    minify: true,
    sourcemap: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_TARGET,
    mainFields: ['module', 'main'],
    logLevel: 'error',
    alias: LAMBDA_ALIASES,
    banner: { js: LAMBDA_BANNER },
    external: [...nodeModules],
  }) satisfies BuildOptions;

/** The files each shipped asset of a profile (shared/needs.ts) stands for, copied next to the bundle (node_modules paths). */
export const ASSETS: Record<Asset, readonly string[]> = {
  // resvg's WebAssembly; the faces it draws with are `fonts`
  raster: [PNG_ASSETS.wasm],
  fonts: [FONT_ASSETS.regular, FONT_ASSETS.bold],
};

/** The files of a profile's assets, once each. */
export const assetFiles = (assets: readonly Asset[] = []) => [...new Set(assets.flatMap((a) => ASSETS[a]))];

/**
 * The packages a profile's `nodeModules` ship: each with every package it depends on (optional
 * ones where installed, as a native binary's platform package is), read from node_modules.
 */
export function shippedModules(names: readonly string[] = []): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const manifest = join(ROOT, 'node_modules', name, 'package.json');
    if (seen.has(name) || !existsSync(manifest)) return;
    seen.add(name);
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies })) visit(dep);
  };
  for (const n of names) {
    if (!existsSync(join(ROOT, 'node_modules', n, 'package.json'))) throw new Error(`${n} is not installed`);
    visit(n);
  }
  return [...seen].sort();
}

/**
 * The files a profile's `unshipped` patterns stand for, as paths under node_modules. A pattern
 * that matches nothing fails the synth: the package changed, and what it now loads is unchecked.
 */
export function omittedFiles(patterns: readonly string[] = []): string[] {
  const files = patterns.flatMap((pattern) => {
    const dir = dirname(pattern);
    const name = new RegExp(
      `^${basename(pattern)
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '[^/]*')}$`,
    );
    const found = readdirSync(join(ROOT, 'node_modules', dir)).filter((f) => name.test(f));
    if (found.length === 0) throw new Error(`unshipped ${pattern} matches no file in node_modules`);
    return found.map((f) => join(dir, f));
  });
  return [...new Set(files)];
}

/**
 * A bundle's budget unless its profile names another: the shared stack (the SDK's DynamoDB
 * client, middy, zod and the schemas a route checks) is 260–315 KB; a dependency that takes a
 * function past it (a phone check, a provider client, Chromium, pdf.js) is named in the
 * function's manifest with a budget of its own.
 */
export const DEFAULT_BUNDLE_KB = 320;
