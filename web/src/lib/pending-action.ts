import { USAGES } from '#shared/constants';
import type { Usage } from '#shared/schemas/binder';

// What a visitor started on a product page before being asked to sign in (the heart, or a thumb):
// kept in this tab's sessionStorage, so signing in or up (the modal, the sign-up page, Google's
// round trip through the server) comes back to the product, which finishes it.

export type PendingAction = { kind: 'favorite' } | { kind: 'rate'; usage: Usage; rating: 1 | -1 };
interface Pending {
  productId: string;
  /** The product page's address as the visitor had it (with its reference lot). */
  path: string;
  action: PendingAction;
  at: number;
}

const KEY = 'pendingProductAction';
/** Older than this, a started action is forgotten: the visitor has moved on. */
const FRESH_MS = 30 * 60_000;

/** Remembers the action (the latest one wins) before the sign-in opens. */
export function rememberPendingAction(productId: string, action: PendingAction) {
  const pending: Pending = { productId, path: window.location.pathname, action, at: Date.now() };
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export const forgetPendingAction = () => sessionStorage.removeItem(KEY);

const isAction = (a: unknown): a is PendingAction => {
  if (typeof a !== 'object' || a === null) return false;
  const { kind, usage, rating } = a as Record<string, unknown>;
  return kind === 'favorite' || (kind === 'rate' && USAGES.includes(usage as Usage) && (rating === 1 || rating === -1));
};

/** The action waiting, if one is and it is fresh; storage is the page's to write, so it is checked. */
export function pendingAction(): Pending | undefined {
  try {
    const p = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<Pending> | null;
    if (
      p &&
      typeof p.productId === 'string' &&
      typeof p.path === 'string' &&
      p.path.startsWith('/') &&
      !p.path.startsWith('//') &&
      typeof p.at === 'number' &&
      Date.now() - p.at < FRESH_MS &&
      isAction(p.action)
    )
      return p as Pending;
  } catch {
    // not ours, or broken: forgotten below
  }
  forgetPendingAction();
  return undefined;
}

/** The product page's side: the action waiting for this product, taken (so it runs once). */
export function takePendingAction(productId: string): PendingAction | undefined {
  const p = pendingAction();
  if (p?.productId !== productId) return undefined;
  forgetPendingAction();
  return p.action;
}
