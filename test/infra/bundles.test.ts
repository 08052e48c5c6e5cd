import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, wholeTemplate } from '#test/support/test-app';
import { DEFAULT_BUNDLE_KB } from '../../infra/bundling.ts';
import { functionId } from '../../infra/cdk/constructs/lambda.ts';
import { manifests } from '../../infra/manifests.ts';

// What each function ships: the one infra file that bundles, each function once per run, as a
// deploy does (every other infra test synthesizes without bundling: docs/architecture.md, Tests).

let template: Template;
let assembly: ReturnType<ReturnType<typeof testApp>['app']['synth']>;

beforeAll(() => {
  const built = testApp({ bundled: true });
  assembly = built.app.synth();
  template = wholeTemplate(built.stack);
});

const profiles = [...manifests().entries()].map(([h, n]) => [h, n.profile ?? {}] as const);
/** The profile (its manifest's) of a synthesized function, found by its logical id. */
const profileOf = (logicalId: string) =>
  profiles.find(([h]) => new RegExp(`^${functionId(h)}[0-9A-F]{8}$`).test(logicalId))?.[1] ?? {};
/** The folder a synthesized asset was staged in. */
const assetDir = (s3Key: unknown) => join(assembly.directory, `asset.${String(s3Key).replace(/\.zip$/, '')}`);
const functionNamed = (prefix: string) =>
  Object.entries(template.findResources('AWS::Lambda::Function')).find(([k]) => k.startsWith(prefix))![1];

describe('the bundles', () => {
  it("bundles every function under 300 KB (or its profile's budget), without the credential chains Lambda never uses", () => {
    const fns = template.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs22.x' } });
    const budgets = profiles.filter(([, p]) => p.bundleKb);
    // an exception is a decision: docs/architecture.md
    expect(budgets.map(([h]) => h).sort()).toEqual([
      'admin/clients/set-entity-messaging',
      'admin/products/transfer-entity-products',
      'admin/users/get-user-csv',
      'client/coa-service/send-premium-coas',
      'client/companies/claim-existing-entity',
      'client/companies/reveal-api-secret',
      'client/companies/rotate-api-secret',
      'client/company-forms/claim-entity',
      'client/company-forms/update-entity',
      'client/exports/cannastamp-pdf',
      'client/exports/lot-png',
      'client/lots/create-lot',
      'client/lots/delete-lot',
      'client/lots/get-product-lots',
      'client/lots/update-lot',
      'client/loyalty-members/add-to-loyalty',
      'client/loyalty-members/check-in',
      'client/loyalty-members/confirm-member',
      'client/loyalty-members/get-points',
      'client/loyalty-members/is-in-loyalty',
      'client/loyalty-members/new-code',
      'client/loyalty-members/record-purchase',
      'client/loyalty-members/save-signup-categories',
      'client/loyalty-messages/create-message',
      'client/loyalty-messages/provider-inbound',
      'client/loyalty-messages/provider-status',
      'client/loyalty-offers/create-points-offer',
      'client/printing/print-materials',
      'client/printing/print-product-cards',
      'client/printing/template-generator',
      'client/products/create-product',
      'client/products/update-product',
      'client/uploads/sign-s3',
      'jobs/queues/recalc-step',
      'jobs/queues/render-print-job',
      'jobs/queues/send-loyalty-batch',
      'jobs/streams/read-coa',
      'service/pipeline/checkout-entry',
      'service/pipeline/checkout-review',
      'service/pipeline/get-quality',
      'service/pipeline/save-test-result',
      'service/pipeline/update-lot',
    ]);
    for (const [id, f] of Object.entries(fns)) {
      const asset = join(assetDir(f.Properties.Code.S3Key), 'index.mjs');
      expect
        .soft(statSync(asset).size, `${id} ${asset}`)
        .toBeLessThanOrEqual((profileOf(id).bundleKb ?? DEFAULT_BUNDLE_KB) * 1024);
      const code = readFileSync(asset, 'utf8');
      // the SSO and STS nested clients arrive only with @aws-sdk/credential-provider-node
      expect(code).not.toContain('sso-oauth');
      expect(code).not.toContain('AssumeRoleWithWebIdentity');
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
