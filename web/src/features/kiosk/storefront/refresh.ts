import type { KioskCard } from '#shared/schemas/kiosk';
import { REFRESH_RELOAD_ABOVE } from '#shared/kiosk';

// The idle refresh's decision (spec 3 §8): compare the inventory on screen with the server's key
// pairs (product id → updatedAt). New, changed and removed products count alike; more than 5
// reloads everything, otherwise only the changed ones are fetched by id.

export type RefreshPlan =
  { kind: 'none' } | { kind: 'reload' } | { kind: 'patch'; changed: string[]; removed: string[] };

export function planRefresh(cards: readonly KioskCard[], keyPairs: Record<string, string>): RefreshPlan {
  const shown = new Map(cards.map((c) => [c._id, c.updatedAt]));
  const changed = Object.keys(keyPairs).filter((id) => shown.get(id) !== keyPairs[id]);
  const removed = [...shown.keys()].filter((id) => !(id in keyPairs));
  if (changed.length + removed.length > REFRESH_RELOAD_ABOVE) return { kind: 'reload' };
  if (changed.length + removed.length === 0) return { kind: 'none' };
  return { kind: 'patch', changed, removed };
}

/** The inventory with fetched cards put in place (new ones first, as the server orders) and removed ones dropped. */
export function applyPatch(cards: readonly KioskCard[], fetched: readonly KioskCard[], removed: readonly string[]) {
  const gone = new Set(removed);
  const byId = new Map(fetched.map((c) => [c._id, c]));
  const kept = cards.filter((c) => !gone.has(c._id)).map((c) => byId.get(c._id) ?? c);
  const known = new Set(kept.map((c) => c._id));
  return [...fetched.filter((c) => !known.has(c._id)), ...kept];
}
