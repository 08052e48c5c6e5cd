import type { Product } from '#shared/schemas/catalog';

// The Kiosk Inventory's search box reads a copy of its product's name, brand and strain on each
// distribution entry (the entry holds only the product's id): written when the entry is made and
// kept current when the product or its brand is renamed (docs/kiosk.md 'Searching the inventory').

/** What the search box matches of a product: its name, brand and strain, lowercased, one text. */
export const distributionSearchText = (p: Pick<Product, 'name' | 'brand' | 'strain'>) =>
  [p.name, p.brand.name, p.strain].filter(Boolean).join(' ').toLowerCase();
