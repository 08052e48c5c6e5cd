import { expect } from 'vitest';
import type { session } from './session.ts';

// The Kiosk Inventory's search as a test reads it (docs/kiosk.md 'Searching the inventory').

type Row = { product: { _id: string; name: string } };

/** The names of every row a store's inventory search answers, page after page (a filtered page may be short). */
export async function everyMatch(member: ReturnType<typeof session>, clientId: string, search: string, limit = 2) {
  const names: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const q = new URLSearchParams({ search, limit: String(limit), ...(cursor ? { cursor } : {}) });
    const r = await member.get(`/api/client/${clientId}/distributions/products/approved?${q.toString()}`);
    expect(r.status).toBe(200);
    expect(r.body.products.length).toBeLessThanOrEqual(limit);
    names.push(...(r.body.products as Row[]).map((p) => p.product.name));
    cursor = r.body.nextCursor ?? undefined;
    pages++;
  } while (cursor && pages < 20);
  expect(cursor).toBeUndefined();
  return names.sort();
}
