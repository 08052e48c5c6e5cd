import { PRICE_UNITS, PRICE_UNIT_LABELS, type PriceUnit } from '#shared/kiosk';
import type { BulkKioskChange, StoreKiosk, StoreKioskFields } from '#shared/schemas/kiosk-inventory';

// A row of the Kiosk Inventory as its inputs hold it, and back: the inputs keep text and choices
// (an emptied price is '' until saved), the server keeps the fields (docs/kiosk.md).

export type StockChoice = 'in' | 'out' | 'count';

export interface KioskDraft {
  price: number | '';
  unit: PriceUnit;
  size: string;
  stock: StockChoice;
  count: number | '';
  shown: boolean;
  featured: boolean;
  note: string;
}

export const UNIT_OPTIONS = PRICE_UNITS.map((value) => ({ value, label: PRICE_UNIT_LABELS[value] }));
export const STOCK_OPTIONS: { value: StockChoice; label: string }[] = [
  { value: 'in', label: 'In stock' },
  { value: 'out', label: 'Out of stock' },
  { value: 'count', label: 'Count' },
];

export function draftOf(kiosk: StoreKiosk | undefined): KioskDraft {
  const stock = kiosk?.stock;
  return {
    price: kiosk?.price ?? '',
    unit: kiosk?.unit ?? 'each',
    size: kiosk?.size ?? '',
    stock: typeof stock === 'number' ? 'count' : (stock ?? 'in'),
    count: typeof stock === 'number' ? stock : '',
    shown: !kiosk?.hidden,
    featured: kiosk?.featured === true,
    note: kiosk?.note ?? '',
  };
}

/** The fields a draft saves: empty text and an empty price are left out (cleared), as are the defaults. */
export function fieldsOf(d: KioskDraft): StoreKioskFields {
  const size = d.size.trim();
  const note = d.note.trim();
  return {
    ...(d.price !== '' ? { price: d.price, unit: d.unit } : {}),
    ...(size ? { size } : {}),
    ...(d.stock === 'out' ? { stock: 'out' as const } : {}),
    ...(d.stock === 'count' ? { stock: d.count === '' ? 0 : d.count } : {}),
    ...(!d.shown ? { hidden: true } : {}),
    ...(d.featured ? { featured: true } : {}),
    ...(note ? { note } : {}),
  };
}

/** Whether a draft would save something other than what is saved. */
export const changed = (d: KioskDraft, kiosk: StoreKiosk | undefined) =>
  JSON.stringify(fieldsOf(d)) !== JSON.stringify(fieldsOf(draftOf(kiosk)));

/** The bulk edit's actions: each one change to every selected product. */
export const BULK_ACTIONS = [
  { value: 'in', label: 'Mark in stock' },
  { value: 'out', label: 'Mark out of stock' },
  { value: 'count', label: 'Set the stock count' },
  { value: 'price', label: 'Set the price' },
  { value: 'hide', label: 'Hide on the kiosk' },
  { value: 'show', label: 'Show on the kiosk' },
  { value: 'feature', label: 'Feature' },
  { value: 'unfeature', label: 'Stop featuring' },
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number]['value'];

/** The change a bulk action makes, or undefined while its figure is missing. */
export function bulkChange(
  action: BulkAction,
  figures: { count: number | ''; price: number | ''; unit: PriceUnit },
): BulkKioskChange | undefined {
  switch (action) {
    case 'in':
      return { stock: 'in' };
    case 'out':
      return { stock: 'out' };
    case 'count':
      return figures.count === '' ? undefined : { stock: figures.count };
    case 'price':
      return figures.price === '' ? undefined : { price: figures.price, unit: figures.unit };
    case 'hide':
      return { hidden: true };
    case 'show':
      return { hidden: false };
    case 'feature':
      return { featured: true };
    case 'unfeature':
      return { featured: false };
  }
}
