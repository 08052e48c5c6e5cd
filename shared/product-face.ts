import type { Product } from '#shared/schemas/catalog';

/**
 * What a product shows on any card that names it to a store: id, names, brand (its current name),
 * category, type and feature image. The distribution lists and the kiosk's cards each add their own.
 */
export const productFace = (p: Product) => ({
  _id: p._id,
  name: p.name,
  ...(p.productName ? { productName: p.productName } : {}),
  brand: { _id: p.brand._id, name: p.brand.name },
  productCategory: p.productCategory,
  productType: p.productType,
  ...(p.featureImage ? { featureImage: p.featureImage } : {}),
});
