import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes, type Access, type RouteDef } from './routes.ts';

// docs/api.md is written by hand, one row per route; this test holds its rows to the route table,
// so a route added, removed, moved or given another access rule fails here until the page says so.

/** How the page names each access rule (a row may explain it after these words). */
const ACCESS_WORDS: Record<Access, string> = {
  public: 'public',
  signedIn: 'signed in',
  self: 'self',
  admin: 'admin',
  clientMember: 'clientMember',
  dataEntry: 'data entry',
  review: 'review',
  business: 'business',
  processor: 'processor',
  serviceStaff: 'service staff',
  clientKiosk: 'clientKiosk',
  kiosk: 'kiosk',
};

const page = readFileSync(join(import.meta.dirname, '..', 'docs', 'api.md'), 'utf8');
/** The page's route rows: `| METHOD | /api/path | access | answer |`. */
const rows = page
  .split('\n')
  .map((line) => /^\|\s*(GET|POST|PUT|DELETE)\s*\|\s*(\/api\/\S*)\s*\|\s*([^|]+?)\s*\|/.exec(line))
  .filter((m) => m !== null)
  .map(([, method, path, access]) => ({ method: method!, path: path!, access: access! }));
const table = Object.entries(routes as Record<string, RouteDef>);

describe('docs/api.md', () => {
  it('has one row for every route of the table, with its method and path', () => {
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    expect(rows.map(key).sort()).toEqual(table.map(([, r]) => key(r)).sort());
  });

  it("names each route's access rule", () => {
    for (const [name, r] of table) {
      const row = rows.find((x) => x.method === r.method && x.path === r.path);
      expect(row?.access, `${name}: ${r.method} ${r.path}`).toMatch(new RegExp(`^${ACCESS_WORDS[r.access]}\\b`));
    }
  });
});
