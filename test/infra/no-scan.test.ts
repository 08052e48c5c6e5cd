import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The data rule: no request path Scans the table (search, similar products, listings all read
// indexes or packs). No Lambda code issues a Scan at all, so none can creep onto a request path.

const ROOT = join(import.meta.dirname, '..', '..');
const files = (dir: string): string[] =>
  readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name))
      : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
        ? [join(dir, e.name)]
        : [],
  );

describe('data access', () => {
  it('never Scans the table from a function', () => {
    const scanning = files('functions').filter((f) =>
      /\bScan(Command|Input)\b|\.scan\(/.test(readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(scanning).toEqual([]);
  });
});
