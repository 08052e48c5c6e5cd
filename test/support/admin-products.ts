import { newId } from '#lib/base/ids';
import type { Product } from '#shared/schemas/catalog';
import { addProduct } from '#test/support/data/products';

/** A product of a company, keyed as the products module keys it. */
export async function productRow(producer: string, brand: string, updatedAt = new Date().toISOString()) {
  const id = newId();
  const p: Product = {
    _id: id,
    name: `Admin Table ${id.slice(-6)}`,
    brand: { _id: brand, name: 'House Brand' },
    productCategory: 'Flower',
    productType: 'Bud',
    strain: 'Blue Dream',
    available: false,
    active: true,
    tags: [],
    mediaGallery: [],
    producer,
    cleanUrl: `admin-table-${id}`,
    createdAt: updatedAt,
    updatedAt,
  };
  await addProduct(p);
  return p;
}
