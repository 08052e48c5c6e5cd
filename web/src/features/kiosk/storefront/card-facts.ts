import type { KioskCard } from '#shared/schemas/kiosk';
import { LOW_STOCK_AT, PRICE_UNIT_LABELS } from '#shared/kiosk';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';

// What a card says a shopper decides by (docs/kiosk.md 'The store's kiosk fields'): potency as
// the market prints it, the store's price and size, its stock and the safety tests' pass.

const percent = (n: number) => `${Math.round(n * 10) / 10}%`;

/** Total THC a person takes in: delta-9 with delta-8 when the lab reported some (as the badge's centre adds them). */
export const thcOf = (c: KioskCard) => (c.testResult ? c.testResult.thcTotal + (c.testResult.d8Thc ?? 0) : undefined);

/** 'Total THC 22.4% · CBD 0.1%', or 'Total THC 5.9% + Δ8 59% · CBD 0%' (nothing without a result). */
export function potencyText(c: KioskCard): string | undefined {
  const t = c.testResult;
  if (!t) return undefined;
  const thc = t.d8Thc
    ? `Total THC ${percent(t.thcTotal)} + Δ8 ${percent(t.d8Thc)}`
    : `Total THC ${percent(t.thcTotal)}`;
  return `${thc} · CBD ${percent(t.cbdTotal)}`;
}

/** Dollars as a price tag prints them: whole dollars plain, cents with two figures. */
/** Dollars as a price tag prints them: whole dollars plain, cents with two figures. */
export const money = (n: number) => `$${Number.isInteger(n) ? n : n.toFixed(2)}`;

/** '$35 / eighth', '$18 each'. */
export function priceText(c: KioskCard): string | undefined {
  if (!c.price) return undefined;
  return c.price.unit === 'each'
    ? `${money(c.price.amount)} each`
    : `${money(c.price.amount)} / ${PRICE_UNIT_LABELS[c.price.unit]}`;
}

/** Whether a shopper can take one home today. */
export const inStock = (c: KioskCard) => c.stock === undefined || (typeof c.stock === 'number' && c.stock > 0);

/** What the card says of stock: a low count, out of stock, unavailable; nothing when plenty are in. */
export function stockText(c: KioskCard): { text: string; out: boolean } | undefined {
  if (c.stock === 'unavailable') return { text: storefrontMessages.unavailable, out: true };
  if (c.stock === 'out') return { text: storefrontMessages.outOfStock, out: true };
  if (typeof c.stock === 'number' && c.stock <= LOW_STOCK_AT)
    return { text: storefrontMessages.onlyLeft(c.stock), out: false };
  return undefined;
}

/** The safety tests' pass a card shows: pesticides by name when passed, else 'safety tests' when every reported panel passed. */
export function safetyPass(c: KioskCard): string | undefined {
  const verdicts = Object.values(c.safety ?? {});
  if (verdicts.includes('fail') || !verdicts.includes('pass')) return undefined;
  if (c.safety?.pesticides === 'pass') return storefrontMessages.passedPesticides;
  return verdicts.every((v) => v === 'pass') ? storefrontMessages.passedSafety : undefined;
}
