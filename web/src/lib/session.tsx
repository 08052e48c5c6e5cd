import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '#web/lib/navigation.ts';
import { TOKEN_RENEW_WITHIN_SECONDS } from '#shared/constants';
import * as authMessages from '#shared/messages/auth';
import type { SessionUser } from '#shared/schemas/auth';
import { KIOSK_COOKIES, SESSION_COOKIES } from '#shared/cookies';
import { isBusiness } from '#shared/roles';
import { call, isApiError } from '#web/api/client.ts';
import { onSessionEnd, onSessionRenewed, renewSession, sessionEnded } from '#web/api/session-renewal.ts';
import { landingPage, pages } from '#web/app/paths.ts';
import { readCookie } from './cookies.ts';
import { forgetPendingAction, pendingAction } from './pending-action.ts';
import { SessionNotice } from './session-notice.tsx';

// The signed-in user as the UI knows it: the readable `user` cookie the API sets (tokens are
// httpOnly and never reach script). On load the session is validated and refreshed once; after
// that it is renewed ahead of its token's expiry for as long as the session lives, and a call
// that meets an expired token renews and tries again (#web/api/session-renewal). When the session
// is over, the page's forms keep their input (drafts.ts) and the person signs in to go on.

/** Renew once the token has less than this left: a minute inside the window where validateUser trades it. */
const RENEW_AHEAD_SECONDS = TOKEN_RENEW_WITHIN_SECONDS - 60;
/**
 * How often the expiry is looked at. A cookie read, no request: it follows a renewal by another
 * tab (which moves the shared cookie) and a tab that slept, which a single long timer would not.
 */
const RENEW_CHECK_MS = 15_000;
/** Where a session that ended sends the person back to after they sign in again. */
const RETURN_TO = 'sessionReturnTo';

/** Whether the session's token is near its end, by the readable expiry cookie. */
function tokenNearEnd(): boolean {
  const exp = Number(readCookie(SESSION_COOKIES.tokenExpiresAt));
  return Number.isFinite(exp) && exp > 0 && exp - Date.now() / 1000 < RENEW_AHEAD_SECONDS;
}

interface Session {
  user: SessionUser | undefined;
  /**
   * Whether the on-load check has answered (or there was no session to check): until then `user`
   * is the cookie's copy, which may be behind (a claim approved meanwhile, roles changed).
   */
  checked: boolean;
  /** After sign-in or sign-up: the API has set the cookies; the UI takes the user it answered. */
  signedIn: (user: SessionUser) => void;
  /** Clears the session on the server (httpOnly cookies) and goes to /goodbye. */
  logout: () => Promise<void>;
  /** Opens or closes the sign-in modal. */
  signInOpen: boolean;
  setSignInOpen: (open: boolean) => void;
}

const SessionContext = createContext<Session | undefined>(undefined);

export const userFromCookie = (): SessionUser | undefined => {
  const raw = readCookie(SESSION_COOKIES.user);
  if (!raw) return undefined;
  try {
    return JSON.parse(decodeURIComponent(raw)) as SessionUser;
  } catch {
    return undefined;
  }
};

export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [user, setUser] = useState(userFromCookie);
  const [checked, setChecked] = useState(() => userFromCookie() === undefined);
  const [signInOpen, setSignInOpen] = useState(false);
  // what the session's end or a refused Google sign-in says, in the app's own alert
  const [notice, setNotice] = useState<string>();

  const logout = useCallback(async () => {
    // signed out here first, so a page's call that the server refuses meanwhile (the session is
    // already gone there) is not taken for a lost session with somewhere else to go
    setUser(undefined);
    await call('logout').catch(() => undefined);
    navigate(pages.goodbye.href());
  }, [navigate]);

  // the session's end, however found: an expired session logs out and goes home, where signing in
  // brings the person back; any other refusal is said and goes to /goodbye (spec 1 §4)
  const navigateNow = useRef(navigate);
  navigateNow.current = navigate;
  useEffect(
    () =>
      onSessionEnd((how, message) => {
        setUser(undefined);
        if (how === 'stay') return setSignInOpen(true);
        if (message !== authMessages.jwtExpired) {
          // said on /goodbye, where the person lands: the provider outlives the navigation
          setNotice(message);
          return void navigateNow.current(pages.goodbye.href());
        }
        sessionStorage.setItem(RETURN_TO, `${window.location.pathname}${window.location.search}`);
        void navigateNow.current(pages.home.href());
        setSignInOpen(true);
      }),
    [],
  );
  useEffect(() => onSessionRenewed(setUser), []);

  // renewed ahead of the token's expiry; a tab that slept past it renews as soon as it is seen.
  // A renewal that got no answer is tried again at the next check.
  const signedIn = user !== undefined;
  useEffect(() => {
    if (!signedIn) return;
    let busy = false;
    const check = () => {
      if (busy || !tokenNearEnd()) return;
      busy = true;
      void renewSession().then((r) => {
        busy = false;
        if (r.kind === 'over') sessionEnded('logout', r.message);
      });
    };
    check();
    const timer = setInterval(check, RENEW_CHECK_MS);
    const onVisible = () => document.visibilityState === 'visible' && check();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [signedIn]);

  // a Google sign-in that failed comes back as /home?authError=<code> (spec 1: a 401 shows 'Not
  // Authorized'); only our own sentences are shown, whatever text a link carries
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const authError = params.get('authError');
    if (!authError) return;
    params.delete('authError');
    window.history.replaceState(null, '', `${window.location.pathname}${params.size ? `?${params}` : ''}`);
    setNotice(authMessages.authErrorMessage(authError));
  }, []);

  // Google's sign-in comes back through the server, which lands on the landing page: an action
  // started on a product before it (pending-action.ts) takes the person back there to finish it
  useEffect(() => {
    const u = userFromCookie();
    const pending = u && !readCookie(KIOSK_COOKIES.client) ? pendingAction() : undefined;
    if (!u || !pending) return;
    if (isBusiness(u)) return forgetPendingAction();
    if (window.location.pathname !== pending.path) void navigateNow.current(pending.path, { replace: true });
  }, []);

  // once per page load (spec 1: "on load"), not per route: re-checking on each navigation cost a
  // request per page, and a check still in flight when the person logged out could set the
  // session cookies again after logout cleared them
  useEffect(() => {
    if (!userFromCookie()) return;
    const controller = new AbortController();
    call('validateUser', {}, controller.signal)
      .then((r) => setUser(r.user))
      .catch((e: unknown) => {
        if (controller.signal.aborted || !isApiError(e) || e.status !== 401) return;
        // the API has cleared the cookies; an expired session just ends, any other answer is said
        sessionEnded('logout', e.message);
      })
      .finally(() => setChecked(true));
    return () => controller.abort();
  }, []);

  const value = useMemo(
    () => ({ user, checked, signedIn: setUser, logout, signInOpen, setSignInOpen }),
    [user, checked, logout, signInOpen],
  );
  return (
    <SessionContext value={value}>
      {children}
      <SessionNotice message={notice} onClose={() => setNotice(undefined)} />
    </SessionContext>
  );
}

export function useSession(): Session {
  const s = use(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/**
 * Where a user lands once signed in (the one rule in shared/pages.ts), with this browser's kiosk
 * cookie; a consumer who started a favourite or a rating on a product first, back to that product
 * (which finishes it); after a session that ran out, back to the page it ended on.
 */
export function destinationAfterSignIn(user: SessionUser, way: 'signIn' | 'passwordRecovery' = 'signIn'): string {
  const back = sessionStorage.getItem(RETURN_TO);
  sessionStorage.removeItem(RETURN_TO);
  const kiosk = readCookie(KIOSK_COOKIES.client);
  const pending = pendingAction();
  // business users keep no favourites: what a visitor started is dropped for them
  if (pending && (kiosk || isBusiness(user) || way !== 'signIn')) forgetPendingAction();
  else if (pending) return pending.path;
  if (back && way === 'signIn' && back.startsWith('/') && !back.startsWith('//')) return back;
  return landingPage(user, way, kiosk && decodeURIComponent(kiosk));
}
