import { STRAIN_NOT_AVAILABLE } from '#shared/constants';
import * as productMessages from '#shared/messages/client/products';
import type { Product } from '#shared/schemas/catalog';
import type { ProductBody } from '#shared/schemas/client-products';
import { getBrand } from '#lib/brands/store';
import { getClient } from '#lib/clients/store';
import { getLot } from '#lib/lots/store';
import { getProduct } from '#lib/products/store';
import { badRequest, forbidden, notFound } from '#lib/base/errors';
import { assertUploadedBy } from '#lib/uploads/store/linked';

// The rules every business write of a product follows (spec 2 sections 3–5): the producer is the
// client of the path, never the body; the brand must be one of that client's; a latest lot must be
// one of its lots; only a producer company has products.

/** A time after `seen`, so every write moves updatedAt and the next conditional write can tell. */
export const laterThan = (seen: string) => new Date(Math.max(Date.now(), Date.parse(seen) + 1)).toISOString();

/** The client's product, or 404: a product of another company is not found, whatever its id. */
export async function productOfClient(clientId: string, id: string, consistent = false): Promise<Product> {
  const product = await getProduct(id, consistent);
  if (!product || product.producer !== clientId) throw notFound(productMessages.productNotFound);
  return product;
}

/** The client of the path, refused unless it is a producer/processor. */
export async function producerClient(clientId: string) {
  const client = await getClient(clientId);
  if (!client) throw notFound(productMessages.productNotFound);
  if (client.type !== 'producer') throw forbidden(productMessages.onlyProducers);
  return client;
}

type Body = Omit<ProductBody, 'importKey' | 'producer' | '_id'> & { importKey?: string };

/**
 * The product a body describes, checked against the client: its brand (whose current name the
 * product carries), its latest lot when one is newly chosen. `existing` is the stored version an
 * update starts from (its id, creation time and active flag stay; its images are the body's).
 */
export async function productFromBody(
  clientId: string,
  body: Body,
  ids: { _id: string; now: string },
  existing?: Product,
): Promise<Product> {
  const brand = await getBrand(body.brand);
  if (!brand || brand.producer !== clientId) throw badRequest(productMessages.brandNotOfClient);
  const latestLot = body.latestLot || undefined;
  if (latestLot && latestLot !== existing?.latestLot) {
    const lot = await getLot(latestLot);
    const ours = lot && (lot.owner._id === clientId || lot.producer._id === clientId);
    if (!ours || lot.deletedAt || (lot.product && lot.product !== ids._id))
      throw badRequest(productMessages.lotNotOfClient);
    // on offer only with a result to show: a lot of its own or its parent's, entered by the service
    const untested = (!lot.testResult && !lot.parentLot) || lot.processingInfo?.status === 'pending';
    if (untested && (body.available ?? existing?.available)) throw badRequest(productMessages.selectTestResult);
  }
  // images: each a confirmed upload of this client, unless the product held it already
  await assertUploadedBy(
    clientId,
    [body.featureImage, body.backgroundImage, ...(body.mediaGallery ?? [])],
    existing ? [existing.featureImage, existing.backgroundImage, ...existing.mediaGallery] : [],
  );
  const active = existing?.active ?? true;
  return {
    _id: ids._id,
    name: body.name,
    ...(body.productName ? { productName: body.productName } : {}),
    ...(body.shortDescription ? { shortDescription: body.shortDescription } : {}),
    ...(body.longDescription ? { longDescription: body.longDescription } : {}),
    brand: { _id: brand._id, name: brand.name },
    productCategory: body.productCategory,
    productType: body.productType,
    strain: body.strain?.trim() || STRAIN_NOT_AVAILABLE,
    ...(latestLot ? { latestLot } : {}),
    // a deleted product is never on offer; a new one starts Unavailable unless it says otherwise
    available: active && (body.available ?? existing?.available ?? false),
    active,
    tags: body.tags ?? existing?.tags ?? [],
    // left out keeps the price (a bulk edit or CSV row that does not name it); null removes it
    ...(body.msrp !== null && (body.msrp ?? existing?.msrp) !== undefined ? { msrp: body.msrp ?? existing?.msrp } : {}),
    // the body's images are the product's: one left out is removed
    ...(body.featureImage ? { featureImage: body.featureImage } : {}),
    ...(body.backgroundImage ? { backgroundImage: body.backgroundImage } : {}),
    mediaGallery: body.mediaGallery ?? [],
    producer: clientId,
    cleanUrl: `/product/${ids._id}${latestLot ? `/${latestLot}` : ''}`,
    createdAt: existing?.createdAt ?? ids.now,
    updatedAt: ids.now,
  };
}
