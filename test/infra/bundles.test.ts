import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '#shared/routes';
import { testApp, wholeTemplate } from '#test/support/test-app';
import { DEFAULT_BUNDLE_KB, lambdaEsbuild } from '../../infra/bundling.ts';
import { functionId } from '../../infra/cdk/constructs/lambda.ts';
import { manifests } from '../../infra/manifests.ts';

// What each function ships: the one infra file that bundles (every other synthesizes without
// bundles: docs/architecture.md, Tests). Every function is bundled once, with the options the
// stack gives NodejsFunction (lambdaEsbuild), in one esbuild build per set of shipped packages:
// one process shares the parsing that 160 separate CDK bundlings each did again, minutes of the
// suite. The CDK bundles the exports folder's functions itself, which proves its bundles are
// these byte for byte and holds the files a deploy copies beside them.

/** The folder whose functions the CDK bundles here: the PNG and PDF exports, which ship files beside their code. */
const CDK_BUNDLED = 'client/exports/';
const ROOT = join(import.meta.dirname, '..', '..');
const handlers = [...manifests().entries()].map(([handler, needs]) => ({ handler, profile: needs.profile ?? {} }));
const out = mkdtempSync(join(tmpdir(), 'bundles-'));
/** A handler's bundle as esbuild's API built it. */
const bundleOf = (handler: string) => join(out, handler, 'index.mjs');

let template: Template;
let assembly: ReturnType<ReturnType<typeof testApp>['app']['synth']>;

beforeAll(async () => {
  const groups = new Map<string, typeof handlers>();
  for (const h of handlers) {
    const key = JSON.stringify(h.profile.nodeModules ?? []);
    groups.set(key, [...(groups.get(key) ?? []), h]);
  }
  for (const [nodeModules, group] of groups)
    await build({
      ...lambdaEsbuild(JSON.parse(nodeModules) as string[]),
      entryPoints: group.map(({ handler }) => ({
        in: join(ROOT, 'functions', `${handler}.ts`),
        out: `${handler}/index`,
      })),
      outdir: out,
      outExtension: { '.js': '.mjs' },
    });
  // a stack of that folder's routes alone (nested stacks bundle as their parent does, so the CDK's
  // bundling-stacks context cannot pick one folder), plus the 404 and the origin check it always has
  const exportRoutes = Object.fromEntries(
    Object.entries(routes as Record<string, RouteDef>).filter(([, r]) => r.handler.startsWith(CDK_BUNDLED)),
  );
  const built = testApp({ bundled: true, routes: exportRoutes, workers: [] });
  assembly = built.app.synth();
  template = wholeTemplate(built.stack);
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The folder a synthesized asset was staged in. */
const assetDir = (s3Key: unknown) => join(assembly.directory, `asset.${String(s3Key).replace(/\.zip$/, '')}`);
/** The synthesized function of a construct id (its logical id adds a hash). */
const functionNamed = (id: string) =>
  Object.entries(template.findResources('AWS::Lambda::Function')).find(([k]) =>
    new RegExp(`^${id}[0-9A-F]{8}$`).test(k),
  )![1];

describe('the bundles', () => {
  it("bundles every function within the default budget or its profile's, only those that need one having their own, without the credential chains Lambda never uses", () => {
    for (const { handler, profile } of handlers) {
      const file = bundleOf(handler);
      const size = statSync(file).size;
      expect.soft(size, handler).toBeLessThanOrEqual((profile.bundleKb ?? DEFAULT_BUNDLE_KB) * 1024);
      // a budget of its own is for a bundle the default cannot hold: one that shrank back gives it up
      if (profile.bundleKb) {
        expect.soft(profile.bundleKb, `${handler}: its budget`).toBeGreaterThan(DEFAULT_BUNDLE_KB);
        expect.soft(size, `${handler}: needs its own budget`).toBeGreaterThan(DEFAULT_BUNDLE_KB * 1024);
      }
      const code = readFileSync(file, 'utf8');
      // the SSO and STS nested clients arrive only with @aws-sdk/credential-provider-node
      expect(code, handler).not.toContain('sso-oauth');
      expect(code, handler).not.toContain('AssumeRoleWithWebIdentity');
    }
  });

  it('are what the CDK bundles, byte for byte', () => {
    const bundled = handlers.filter(({ handler }) => handler.startsWith(CDK_BUNDLED));
    expect(bundled.length).toBeGreaterThan(1);
    for (const { handler } of bundled) {
      const fn = functionNamed(functionId(handler));
      expect(readFileSync(join(assetDir(fn.Properties.Code.S3Key), 'index.mjs')), handler).toEqual(
        readFileSync(bundleOf(handler)),
      );
    }
  });

  it('ship the PNG export its WebAssembly and fonts', () => {
    const dir = assetDir(functionNamed('ClientExportsLotPng').Properties.Code.S3Key);
    for (const f of ['index_bg.wasm', 'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'])
      expect(existsSync(join(dir, f)), f).toBe(true);
  });

  it("ship the PDF labels their fonts and Chromium's packs in the layer, without the BiDi mapper", () => {
    const pdf = functionNamed('ClientExportsCannastampPdf');
    const layer = Object.entries(template.findResources('AWS::Lambda::LayerVersion')).find(([k]) =>
      k.startsWith('ChromiumLayer'),
    )![1];
    // the layer is the package's brotli packs, which @sparticuz/chromium unpacks from /opt
    const layerDir = assetDir(layer.Properties.Content.S3Key);
    for (const f of ['chromium.br', 'al2023.tar.br', 'fonts.tar.br', 'swiftshader.tar.br'])
      expect(existsSync(join(layerDir, f)), f).toBe(true);
    const dir = assetDir(pdf.Properties.Code.S3Key);
    for (const f of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) expect(existsSync(join(dir, f)), f).toBe(true);
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(code).not.toContain('BidiMapper'); // the stubs in infra/bundling.ts held
  });
});
