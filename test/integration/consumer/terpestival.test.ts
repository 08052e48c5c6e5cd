import { describe, expect, inject, it } from 'vitest';
import { buildDemoData } from '#infra/local/seed/demo-data';

const base = inject('baseUrl');
const get = async (path: string) => {
  const r = await fetch(base + path);
  return { status: r.status, body: (await r.json()) as any };
};

interface Entry {
  _id: string;
  name: string;
  tags: string[];
  available: boolean;
  brand: { name: string };
  latestLot?: { testResult?: { _id: string } };
}

describe('GET /api/consumer/search/tags (Terpestival)', () => {
  it('pages through every tagged product still on the site, by name, each with its stamp figures', async () => {
    const seen: Entry[] = [];
    let cursor: string | null = null;
    do {
      const r = await get(`/api/consumer/search/tags?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(r.status).toBe(200);
      expect(r.body.products.length).toBeLessThanOrEqual(7);
      seen.push(...r.body.products);
      cursor = r.body.nextCursor;
    } while (cursor);

    const demo = buildDemoData().products;
    const tagged = demo.filter((p) => p.tags.length > 0 && p.active).map((p) => p._id);
    const deleted = demo.filter((p) => p.tags.length > 0 && !p.active).map((p) => p._id);
    expect(deleted.length).toBeGreaterThan(0); // the demo data must exercise the rule
    const ids = seen.map((e) => e._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(tagged));
    for (const id of deleted) expect(ids).not.toContain(id);

    // the index orders by lower-cased name then id, as its sort key `<name>#<id>` does (checked on
    // the demo products other test files leave as seeded: some write products of their own)
    const seeded = new Map(demo.map((p) => [p._id, p.name]));
    const keys = seen.filter((e) => seeded.get(e._id) === e.name).map((e) => `${e.name.toLowerCase()}#${e._id}`);
    expect(keys.length).toBeGreaterThan(tagged.length / 2);
    expect(keys).toEqual([...keys].sort());
    for (const e of seen) {
      expect(e.tags.length).toBeGreaterThan(0);
      expect(e.brand.name).toEqual(expect.any(String));
      expect(e.latestLot?.testResult?._id).toMatch(/^[0-9a-f]{24}$/);
    }
    expect(seen.some((e) => !e.available)).toBe(true);
    expect(new Set(seen.map((e) => e.tags[0]))).toEqual(new Set(['Fuel', 'Fruit', 'Earth', 'Floral']));
  });

  it('refuses a cursor from another list and a limit out of range with 400', async () => {
    const foreign = Buffer.from(JSON.stringify({ gsi4pk: 'OTHER', gsi4sk: 'a', pk: 'x', sk: 'y' })).toString(
      'base64url',
    );
    expect((await get(`/api/consumer/search/tags?cursor=${foreign}`)).status).toBe(400);
    expect((await get('/api/consumer/search/tags?limit=0')).status).toBe(400);
    expect((await get('/api/consumer/search/tags?limit=101')).status).toBe(400);
  });
});
