import type { Product } from '#shared/schemas/catalog';
import type { ProductBody } from '#shared/schemas/client-products';

/** A stored product as the save's body: what a bulk edit sends with its one change. */
export const bodyOf = (p: Product): ProductBody => ({
  name: p.name,
  productName: p.productName,
  shortDescription: p.shortDescription,
  longDescription: p.longDescription,
  brand: p.brand._id,
  productCategory: p.productCategory,
  productType: p.productType,
  strain: p.strain,
  latestLot: p.latestLot,
  available: p.available,
  tags: p.tags,
  msrp: p.msrp,
  featureImage: p.featureImage,
  backgroundImage: p.backgroundImage,
  mediaGallery: p.mediaGallery,
});
