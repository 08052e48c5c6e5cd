import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../infra/cdk/app.ts';

/**
 * The CDK app as the infra tests build it: a placeholder site (so no web build is needed) and a
 * throwaway folder for the cloud assembly.
 */
export function testApp(opts: Omit<NonNullable<Parameters<typeof buildApp>[0]>, 'siteAssetDir' | 'outdir'> = {}) {
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>site</title>');
  return buildApp({ siteAssetDir: site, outdir: mkdtempSync(join(tmpdir(), 'cdk-out-')), ...opts });
}
