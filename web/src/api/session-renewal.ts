import * as authMessages from '#shared/messages/auth';
import type { SessionUser } from '#shared/schemas/auth';
import { apiRoutes } from 'virtual:api-routes';

// Keeping a session alive between page loads. The access token lives an hour, the session 30
// hours (spec 1 §9): validateUser trades a token near its end for a new one from the refresh
// cookie. The session provider renews ahead of the expiry the readable `tokenExpiresAt` cookie
// gives; a call that still meets 'jwt expired' (a tab that slept, a clock that jumped) renews
// and is tried once more. Only when renewal itself is refused is the session over.

export type Renewal =
  | { kind: 'renewed'; user: SessionUser }
  | { kind: 'over'; message: string }
  /** no answer (offline, a fault): nothing is known, so nothing is ended */
  | { kind: 'unreachable' };

let inFlight: Promise<Renewal> | undefined;

/** Renews the session once for everyone asking at the same time: tabs and calls share one trade. */
export function renewSession(): Promise<Renewal> {
  inFlight ??= (async (): Promise<Renewal> => {
    try {
      const res = await fetch(apiRoutes.validateUser.path, { credentials: 'same-origin' });
      const data = (await res.json().catch(() => undefined)) as
        { user?: SessionUser; errorMessage?: string } | undefined;
      if (res.ok && data?.user) {
        sessionRenewed(data.user);
        return { kind: 'renewed', user: data.user };
      }
      if (res.status === 401) return { kind: 'over', message: data?.errorMessage ?? authMessages.jwtExpired };
      return { kind: 'unreachable' };
    } catch {
      return { kind: 'unreachable' };
    } finally {
      inFlight = undefined;
    }
  })();
  return inFlight;
}

/**
 * How a page takes the end of its session: 'logout' (spec 1 §4, the default) logs out and goes
 * home; 'stay' (a rating save) only re-renders the page signed out, where it asks to sign in.
 */
export type SessionEnd = 'logout' | 'stay';

type Listener = (how: SessionEnd, message: string) => void;
const endListeners = new Set<Listener>();
const renewListeners = new Set<(user: SessionUser) => void>();

/** Subscribes to the session's end; answers the unsubscribe. */
export const onSessionEnd = (l: Listener) => (endListeners.add(l), () => void endListeners.delete(l));
/** Subscribes to renewals (the user as the server now has it); answers the unsubscribe. */
export const onSessionRenewed = (l: (user: SessionUser) => void) => (
  renewListeners.add(l),
  () => void renewListeners.delete(l)
);

export function sessionEnded(how: SessionEnd, message: string) {
  for (const l of [...endListeners]) l(how, message);
}

function sessionRenewed(user: SessionUser) {
  for (const l of [...renewListeners]) l(user);
}
