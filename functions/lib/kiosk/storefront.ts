import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { stampSummary } from '#shared/cannastamp/summary';
import type { Client } from '#shared/schemas/catalog';
import type { KioskCard } from '#shared/schemas/kiosk';
import type { DistributionRecord } from '#shared/schemas/distribution';
import type { StoreKiosk } from '#shared/schemas/kiosk-inventory';
import { safetySummary } from '#shared/safety-panels';
import { FREE_PRODUCT_LIMIT } from '#shared/kiosk';
import { joinProducts, type JoinedProduct } from '#lib/products/store/joined';
import { productFace } from '#shared/product-face';
import { getClient } from '#lib/clients/store';
import { listDispensaryDistributions, shelfAmong } from '#lib/distributions/store';
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

/**
 * The products a store shows, in its inventory's order, each with its kiosk fields (price, stock…;
 * undefined when never edited). A product the store hid is not on it.
 */
export type Shelf = Map<string, StoreKiosk | undefined>;

const shelfOf = (entries: readonly DistributionRecord[]): Shelf =>
  new Map(entries.filter((d) => !d.kiosk?.hidden).map((d) => [d.product, d.kiosk]));

/**
 * A page of the inventory as a shelf; a free store's one page holds its first products (those of
 * them the store hid are left out, not replaced: the plan's limit counts what the store carries).
 */
export async function inventoryShelf(client: Client, limit: number, cursor?: string) {
  const page = isLimited(client)
    ? { ...(await listDispensaryDistributions(client._id, 'approved', FREE_PRODUCT_LIMIT)), nextCursor: null }
    : await listDispensaryDistributions(client._id, 'approved', limit, cursor);
  return { shelf: shelfOf(page.items), nextCursor: page.nextCursor };
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
  if (!isLimited(client)) return { client, shelf: shelfOf(page.items), nextCursor: page.nextCursor };
  const first =
    !cursor && limit >= FREE_PRODUCT_LIMIT
      ? shelfOf(page.items.slice(0, FREE_PRODUCT_LIMIT))
      : (await inventoryShelf(client, FREE_PRODUCT_LIMIT)).shelf;
  return { client, shelf: first, nextCursor: null };
}

/** The whole inventory the store shows, a page of 1,000 entries at a time. */
async function wholeShelf(client: Client): Promise<Shelf> {
  const out: Shelf = new Map();
  let cursor: string | undefined;
  do {
    const page = await inventoryShelf(client, 1000, cursor);
    for (const [id, kiosk] of page.shelf) out.set(id, kiosk);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return out;
}

/**
 * Which of these products the store shows, with their kiosk fields (those it carries and has not
 * hidden, and for a free store only among its first), and which it carries but hid.
 */
export async function shownAndHidden(
  client: Client,
  ids: readonly string[],
): Promise<{ shown: Shelf; hidden: Set<string> }> {
  const asked = new Set(ids);
  const carried: [string, StoreKiosk | undefined][] = isLimited(client)
    ? (await listDispensaryDistributions(client._id, 'approved', FREE_PRODUCT_LIMIT)).items
        .filter((d) => asked.has(d.product))
        .map((d) => [d.product, d.kiosk])
    : [...(await shelfAmong(client._id, ids))];
  return {
    shown: new Map(carried.filter(([, kiosk]) => !kiosk?.hidden)),
    hidden: new Set(carried.filter(([, kiosk]) => kiosk?.hidden).map(([id]) => id)),
  };
}

/** Which of these products the store shows, with their kiosk fields. */
export const shownAmong = async (client: Client, ids: readonly string[]): Promise<Shelf> =>
  (await shownAndHidden(client, ids)).shown;

/**
 * When a product last changed as the kiosk shows it: the product's own change or the store's edit
 * of its kiosk fields, whichever is later (ISO times in UTC compare as text). The key pairs and the
 * cards both say it, so the idle refresh fetches a product whose price the store changed.
 */
export const shownUpdatedAt = (productUpdatedAt: string, kiosk: StoreKiosk | undefined) =>
  kiosk && kiosk.updatedAt > productUpdatedAt ? kiosk.updatedAt : productUpdatedAt;

/** Product id → when it last changed as shown, for every product the store shows (deleted ones left out). */
export async function keyPairsOf(client: Client): Promise<Record<string, string>> {
  const shelf = await wholeShelf(client);
  const stamps = shelf.size ? await productStamps([...shelf.keys()]) : [];
  return Object.fromEntries(
    stamps.filter((p) => p.active !== false).map((p) => [p._id, shownUpdatedAt(p.updatedAt, shelf.get(p._id))]),
  );
}

/** What a card says of stock: a product its producer marked unavailable is so whatever the store says; absent is in stock. */
function stockOf(available: boolean, kiosk: StoreKiosk | undefined): KioskCard['stock'] {
  if (!available) return 'unavailable';
  const stock = kiosk?.stock;
  if (stock === undefined || stock === 'in') return undefined;
  return stock === 0 ? 'out' : stock;
}

/** The store's fields a shopper sees (never its note, which is for its staff). */
function shopperFields(available: boolean, kiosk: StoreKiosk | undefined) {
  const stock = stockOf(available, kiosk);
  return {
    ...(kiosk?.price !== undefined ? { price: { amount: kiosk.price, unit: kiosk.unit ?? ('each' as const) } } : {}),
    ...(kiosk?.size ? { size: kiosk.size } : {}),
    ...(stock !== undefined ? { stock } : {}),
    ...(kiosk?.featured ? { featured: true } : {}),
  };
}

const cardOf = ({ product: p, lot }: JoinedProduct, kiosk: StoreKiosk | undefined): KioskCard => ({
  ...productFace(p),
  strain: p.strain,
  ...(p.shortDescription ? { shortDescription: p.shortDescription } : {}),
  ...(p.longDescription ? { longDescription: p.longDescription } : {}),
  ...(lot?.testResult ? { testResult: stampSummary(lot.testResult), lotId: lot._id } : {}),
  ...(lot?.testResult?.panels ? { safety: safetySummary(lot.testResult.panels) } : {}),
  ...shopperFields(p.available !== false, kiosk),
  updatedAt: shownUpdatedAt(p.updatedAt, kiosk),
});

/**
 * The cards of these products in the order given, with their badges and, from the store's shelf,
 * its price and stock; unknown and deleted ones left out. Without a shelf (a product found in
 * search that the store does not carry) a card has no store fields.
 */
export async function cardsOf(ids: readonly string[], shelf?: Shelf | Promise<Shelf>): Promise<KioskCard[]> {
  if (ids.length === 0) return [];
  // the shelf may still be on its way: the join does not wait for it
  const [joined, kiosk] = await Promise.all([joinProducts(ids), shelf]);
  return ids.flatMap((id) => {
    const j = joined.get(id);
    return j && j.product.active !== false ? [cardOf(j, kiosk?.get(id))] : [];
  });
}
