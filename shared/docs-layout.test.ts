import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The folder pages name every folder they describe: a lib folder or a web feature added, or
// renamed, fails here until docs/architecture.md or docs/web.md says what it holds.

const ROOT = join(import.meta.dirname, '..');
const folders = (dir: string) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const page = (name: string) => readFileSync(join(ROOT, 'docs', name), 'utf8');
/** The web's features as `<area>/<feature>`, the areas mirroring routes/. */
const features = () =>
  folders('web/src/features').flatMap((area) => folders(`web/src/features/${area}`).map((f) => `${area}/${f}`));

describe('the docs name every folder of the layout', () => {
  it('docs/architecture.md names every folder of functions/lib', () => {
    const text = page('architecture.md');
    expect(folders('functions/lib').filter((f) => !text.includes(`\`${f}/\``))).toEqual([]);
  });

  it('docs/web.md names every feature of web/src/features', () => {
    const text = page('web.md');
    expect(features().filter((f) => !text.includes(`\`${f}\``))).toEqual([]);
  });

  it('docs/web.md names no feature that is gone', () => {
    const areas = folders('web/src/features').join('|');
    const named = [...page('web.md').matchAll(new RegExp(`\`((?:${areas})/[\\w-]+)\``, 'g'))].map((m) => m[1]!);
    expect(named.filter((f) => !features().includes(f))).toEqual([]);
  });

  it('names no folder that is gone', () => {
    const lib = new Set(folders('functions/lib'));
    const named = [...page('architecture.md').matchAll(/`lib\/([\w-]+)\//g)].map((m) => m[1]!);
    expect(named.filter((f) => !lib.has(f))).toEqual([]);
  });
});
