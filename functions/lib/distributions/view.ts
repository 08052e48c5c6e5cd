import * as consumerMessages from '#shared/messages/consumer';
import * as distributionMessages from '#shared/messages/client/distributions';
import type { Product } from '#shared/schemas/catalog';
import type { DistributionRecord } from '#shared/schemas/distribution';
import type { StoreKiosk } from '#shared/schemas/kiosk-inventory';
import { clientOptionsById, type ClientOption } from '#lib/clients/store/client-options';
import { listDispensaryDistributions, type moveDistribution, type setStoreKiosk } from '#lib/distributions/store';
import { getProduct, getProducts } from '#lib/products/store';
import { conflict, forbidden, notFound } from '#lib/base/errors';
import { withBrandNames } from '#lib/brands/store/names';
import { productFace } from '#shared/product-face';

// What the distribution screens show of products and companies, and the one rule for who decides
// a product's distribution: its producer, whose id is the path's client (admins open any client).

/** The product, when the path's client is its producer: 404 for an unknown one, 403 for another company's. */
export async function producerProduct(clientId: string, id: string): Promise<Product> {
  const product = await getProduct(id);
  if (!product) throw notFound(consumerMessages.productNotFound);
  if (product.producer !== clientId) throw forbidden(distributionMessages.notTheProducer);
  return product;
}

/** A company as the spec's 'Dispensary option' (_id, name, ubi, licenseNumber). */
export const dispensaryOption = (c: ClientOption) => ({
  _id: c._id,
  name: c.name,
  ...(c.buisnessLicenseNumber ? { ubi: c.buisnessLicenseNumber } : {}),
  ...(c.licenseNumber ? { licenseNumber: c.licenseNumber } : {}),
});

/** What a list row shows of a product. */
export const distributedProduct = (p: Product) => ({
  ...productFace(p),
  available: p.available,
  active: p.active,
  cleanUrl: p.cleanUrl,
});

/** These products by id, each with its brand's current name: one BatchGet of products, one of brands. */
async function productsById(ids: string[]): Promise<Map<string, Product>> {
  return new Map((await withBrandNames(await getProducts(ids))).map((p) => [p._id, p]));
}

/** Whose answer an entry waits for, or whose denial it is: what each side's screens show. */
export const sides = (d: DistributionRecord) => ({
  ...(d.status === 'pending' ? { awaiting: d.awaiting ?? ('producer' as const) } : {}),
  ...(d.status === 'denied' && d.deniedBy ? { deniedBy: d.deniedBy } : {}),
});

/** The page's products (with their brands' names) and its dispensaries, read side by side. */
export async function joinEntries(entries: DistributionRecord[]) {
  const [products, dispensaries] = await Promise.all([
    productsById(entries.map((e) => e.product)),
    clientOptionsById(entries.map((e) => e.dispensary)),
  ]);
  return { products, dispensaries };
}

/** A page of a dispensary's entries with their products (entries whose product is gone are left out). */
export async function dispensaryProducts(
  dispensary: string,
  only: 'approved' | 'offered' | 'pending' | undefined,
  limit: number,
  cursor?: string,
) {
  return productRows(await listDispensaryDistributions(dispensary, only, limit, cursor));
}

/**
 * A page of entries with their products (entries whose product is gone are left out); `keep`
 * passes over those an entry's product does not match.
 */
export async function productRows(
  page: { items: DistributionRecord[]; nextCursor: string | null },
  keep: (d: DistributionRecord, p: Product) => boolean = () => true,
) {
  const products = await productsById(page.items.map((d) => d.product));
  return {
    products: page.items.flatMap((d) => {
      const p = products.get(d.product);
      return p && keep(d, p)
        ? [
            {
              product: distributedProduct(p),
              ...sides(d),
              status: d.status,
              ...(d.status === 'approved' && d.kiosk ? { kiosk: d.kiosk } : {}),
              updatedAt: d.updatedAt,
            },
          ]
        : [];
    }),
    nextCursor: page.nextCursor,
  };
}

/** The entry a move left, or why it did not move: 404 without an entry, 409 from where it stands. */
export function movedEntry(r: Awaited<ReturnType<typeof moveDistribution>>, to: string): DistributionRecord {
  if (r.moved) return r.distribution;
  if (!r.current) throw notFound(distributionMessages.distributionNotFound);
  throw conflict(distributionMessages.moveRefused(r.current.status, to));
}

type KioskWrite = Awaited<ReturnType<typeof setStoreKiosk>>;

/** Why a kiosk edit was refused: 404 for a product the store has no entry for, 409 for one it does not carry (now). */
export const kioskFailure = (r: Extract<KioskWrite, { saved: false }>) =>
  r.current ? conflict(distributionMessages.notCarried) : notFound(distributionMessages.notCarried);

/** The kiosk fields a write saved, or its refusal thrown. */
export function kioskSaved(r: KioskWrite): StoreKiosk {
  if (r.saved) return r.kiosk;
  throw kioskFailure(r);
}
