import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { stampSummary } from '#shared/cannastamp/summary';
import type { Client } from '#shared/schemas/catalog';
import type { KioskCard } from '#shared/schemas/kiosk';
import { safetySummary } from '#shared/schemas/safety-panels';
import { FREE_PRODUCT_LIMIT } from '#shared/kiosk';
import { joinProducts, type JoinedProduct } from '#lib/products/store/joined';
import { productFace } from '#shared/product-face';
import { getClient } from '#lib/clients/store';
import { carriedAmong, listDispensaryDistributions } from '#lib/distributions/store';
import { productStamps } from '#lib/products/store';
import { notFound } from '#lib/base/errors';

// What a store's kiosk shows: its inventory (the products it carries, docs/distribution.md), all of
// it for a Pro store and the first FREE_PRODUCT_LIMIT for a free one (spec 3 §8), newest entry
// first. Deleted products are left out everywhere, so the key pairs and the cards always agree.

/** The store, or 404. */
export async function storeOf(clientId: string): Promise<Client> {
  const client = await getClient(clientId);
  if (!client) throw notFound(storefrontMessages.storeNotFound);
  return client;
}

/** A free store sees the first products only. */
export const isLimited = (client: Client) => client.premiumEnabled !== true;

/** A page of the inventory's product ids; a free store's one page holds its first products. */
export async function inventoryIds(client: Client, limit: number, cursor?: string) {
  const page = isLimited(client)
    ? { ...(await listDispensaryDistributions(client._id, 'approved', FREE_PRODUCT_LIMIT)), nextCursor: null }
    : await listDispensaryDistributions(client._id, 'approved', limit, cursor);
  return { ids: page.items.map((d) => d.product), nextCursor: page.nextCursor };
}

/**
 * The store and a page of its inventory, read side by side as a Pro store's page while the store
 * is on its way: this is the first call of a kiosk's load, and one round trip less is sooner shown.
 * A free store keeps its first products only: the page read holds them when it starts the inventory
 * and is long enough, and they are read afresh otherwise.
 */
export async function storeAndPage(clientId: string, limit: number, cursor?: string) {
  const [client, page] = await Promise.all([
    storeOf(clientId),
    listDispensaryDistributions(clientId, 'approved', limit, cursor),
  ]);
  if (!isLimited(client)) return { client, ids: page.items.map((d) => d.product), nextCursor: page.nextCursor };
  const first =
    !cursor && limit >= FREE_PRODUCT_LIMIT
      ? page.items.slice(0, FREE_PRODUCT_LIMIT).map((d) => d.product)
      : (await inventoryIds(client, FREE_PRODUCT_LIMIT)).ids;
  return { client, ids: first, nextCursor: null };
}

/** Every product id of the inventory the store shows, a page of 1,000 entries at a time. */
export async function allInventoryIds(client: Client): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await inventoryIds(client, 1000, cursor);
    out.push(...page.ids);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return out;
}

/** Which of these products the store shows: those it carries, and for a free store only its first. */
export async function shownAmong(client: Client, ids: readonly string[]): Promise<Set<string>> {
  if (!isLimited(client)) return carriedAmong(client._id, ids);
  const first = new Set((await inventoryIds(client, FREE_PRODUCT_LIMIT)).ids);
  return new Set(ids.filter((id) => first.has(id)));
}

/** Product id → updatedAt of every product the store shows (deleted ones left out). */
export async function keyPairsOf(client: Client): Promise<Record<string, string>> {
  const ids = await allInventoryIds(client);
  const stamps = ids.length ? await productStamps(ids) : [];
  return Object.fromEntries(stamps.filter((p) => p.active !== false).map((p) => [p._id, p.updatedAt]));
}

const cardOf = ({ product: p, lot }: JoinedProduct): KioskCard => ({
  ...productFace(p),
  strain: p.strain,
  ...(p.shortDescription ? { shortDescription: p.shortDescription } : {}),
  ...(p.longDescription ? { longDescription: p.longDescription } : {}),
  ...(lot?.testResult ? { testResult: stampSummary(lot.testResult), lotId: lot._id } : {}),
  ...(lot?.testResult?.panels ? { safety: safetySummary(lot.testResult.panels) } : {}),
  updatedAt: p.updatedAt,
});

/** The cards of these products in the order given, with their badges; unknown and deleted ones left out. */
export async function cardsOf(ids: readonly string[]): Promise<KioskCard[]> {
  if (ids.length === 0) return [];
  const joined = await joinProducts(ids);
  return ids.flatMap((id) => {
    const j = joined.get(id);
    return j && j.product.active !== false ? [cardOf(j)] : [];
  });
}
