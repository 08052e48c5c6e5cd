import * as consumerMessages from '#shared/messages/consumer';
import * as distributionMessages from '#shared/messages/client/distributions';
import type { Product } from '#shared/schemas/catalog';
import type { DistributionRecord } from '#shared/schemas/distribution';
import { clientOptionsById, type ClientOption } from '#lib/db/client-options';
import { listDispensaryDistributions } from '#lib/db/distributions';
import { getProduct, getProducts } from '#lib/db/products';
import { forbidden, notFound } from '#lib/runtime/errors';

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
  _id: p._id,
  name: p.name,
  ...(p.productName ? { productName: p.productName } : {}),
  brand: { _id: p.brand._id, name: p.brand.name },
  productCategory: p.productCategory,
  productType: p.productType,
  ...(p.featureImage ? { featureImage: p.featureImage } : {}),
  available: p.available,
  active: p.active,
  cleanUrl: p.cleanUrl,
});

/** The page's products and dispensaries, one BatchGet round each. */
export async function joinEntries(entries: DistributionRecord[]) {
  const [products, dispensaries] = await Promise.all([
    getProducts(entries.map((e) => e.product)),
    clientOptionsById(entries.map((e) => e.dispensary)),
  ]);
  return { products: new Map(products.map((p) => [p._id, p])), dispensaries };
}

/** A page of a dispensary's entries with their products (entries whose product is gone are left out). */
export async function dispensaryProducts(dispensary: string, approvedOnly: boolean, limit: number, cursor?: string) {
  const page = await listDispensaryDistributions(dispensary, approvedOnly, limit, cursor);
  const products = new Map((await getProducts(page.items.map((d) => d.product))).map((p) => [p._id, p]));
  return {
    products: page.items.flatMap((d) => {
      const p = products.get(d.product);
      return p ? [{ product: distributedProduct(p), status: d.status, updatedAt: d.updatedAt }] : [];
    }),
    nextCursor: page.nextCursor,
  };
}
