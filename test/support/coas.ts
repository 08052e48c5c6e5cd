import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PanelKey, PanelStatus } from '#shared/safety-panels';
import type { MeasureKey } from '#shared/schemas/test-result';

// The real certificates live outside the repository (../shared/coas beside the clone, as CI and the
// worktrees have it; their README does not allow copying them in). Their true values, written by
// hand from each certificate, are the fixtures in test/fixtures/coas/.

const ROOT = join(import.meta.dirname, '..', '..');
export const COA_DIR = join(ROOT, '..', 'shared', 'coas');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'coas');

export interface CoaFixture {
  /** Path under COA_DIR. */
  file: string;
  lab: string;
  layout: string;
  /** A text layer of glyph codes rather than letters (fonts without a Unicode mapping): read by OCR. */
  textLayer?: 'cipher';
  dates: Partial<Record<'sampled' | 'received' | 'tested' | 'reported', string>>;
  notes?: string;
  fields: Partial<
    Record<
      | MeasureKey
      | 'labName'
      | 'strain'
      | 'sampleType'
      | 'tracabilitySampleLotId'
      | 'tracabilityParentLotId'
      | 'testDate',
      number | string
    >
  >;
  /** Each safety panel's verdict as the certificate prints it in words or by its own legend ({} where it prints none). */
  panels: Partial<Record<PanelKey, PanelStatus>>;
}

export const coaFixtures = (): (CoaFixture & { name: string })[] =>
  readdirSync(FIXTURES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      name: f.replace(/\.json$/, ''),
      ...(JSON.parse(readFileSync(join(FIXTURES, f), 'utf8')) as CoaFixture),
    }));

export const coaBytes = (fixture: CoaFixture) => new Uint8Array(readFileSync(join(COA_DIR, fixture.file)));
