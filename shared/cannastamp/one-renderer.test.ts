import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The rule: wherever a cannastamp appears (pages, exports, labels), renderCannastamp draws
// it. Pages draw it through the one <Cannastamp> component; the server through the exports, the
// labels and the printed sheets. A new page that needs a badge uses the component, and this test keeps it that way.

const ROOT = join(import.meta.dirname, '..', '..');
const ALLOWED = [
  'web/src/components/cannastamp.tsx',
  'functions/lib/exports/stamp-files.ts',
  'functions/lib/printing/sheets.ts',
  'shared/cannastamp/label.ts',
  'shared/cannastamp/render.ts',
];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('one renderer', () => {
  it('is the only thing that draws a cannastamp', () => {
    const callers = ['web', 'functions', 'shared', 'infra']
      .flatMap(sources)
      .filter((f) => readFileSync(join(ROOT, f), 'utf8').includes('renderCannastamp('));
    expect(callers.map((f) => relative(ROOT, join(ROOT, f))).sort()).toEqual([...ALLOWED].sort());
  });

  it('reaches the pages through the <Cannastamp> component only', () => {
    const pages = sources('web/src').filter((f) => f !== 'web/src/components/cannastamp.tsx');
    for (const f of pages) expect(readFileSync(join(ROOT, f), 'utf8'), f).not.toMatch(/cannastamp\/render/);
  });
});
