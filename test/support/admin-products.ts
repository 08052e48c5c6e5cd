import type { Locator, Page } from 'playwright-core';
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

/** Chooses a company in a name picker (components/company-picker.tsx): its name typed, its option taken. */
export async function pickCompany(scope: Page | Locator, label: string, name: string) {
  await scope.getByRole('combobox', { name: label }).fill(name);
  // the options open in a portal at the page's end, outside any scope
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name, exact: true }).click();
}
