import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { authErrorMessage } from '#shared/messages/auth';
import type { SessionUser } from '#shared/schemas/auth';
import { call, isApiError } from '#web/api/client.ts';
import { landingPage, pages } from '#web/app/paths.ts';
import { readCookie } from './cookies.ts';

// The signed-in user as the UI knows it: the readable `user` cookie the API sets (tokens are
// httpOnly and never reach script). On load the session is validated and refreshed once.

interface Session {
  user: SessionUser | undefined;
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
  const raw = readCookie('user');
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
  const [signInOpen, setSignInOpen] = useState(false);

  const logout = useCallback(async () => {
    await call('logout').catch(() => undefined);
    setUser(undefined);
    navigate(pages.goodbye.href());
  }, [navigate]);

  // a Google sign-in that failed comes back as /home?authError=<code> (spec 1: a 401 shows 'Not
  // Authorized'); only our own sentences are shown, whatever text a link carries
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const authError = params.get('authError');
    if (!authError) return;
    params.delete('authError');
    window.history.replaceState(null, '', `${window.location.pathname}${params.size ? `?${params}` : ''}`);
    window.alert(authErrorMessage(authError));
  }, []);

  // once per page load (spec 1: "on load"). navigate changes with every route, so it is read
  // through a ref: re-checking on each navigation cost a request per page, and a check still in
  // flight when the person logged out could set the session cookies again after logout cleared them
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    if (!userFromCookie()) return;
    const controller = new AbortController();
    call('validateUser', {}, controller.signal)
      .then((r) => setUser(r.user))
      .catch((e: unknown) => {
        if (controller.signal.aborted || !isApiError(e) || e.status !== 401) return;
        // the API has cleared the cookies; an expired session just ends, any other answer is said
        setUser(undefined);
        if (e.message === 'jwt expired') void navigateRef.current(pages.home.href());
        else {
          window.alert(e.message);
          void navigateRef.current(pages.goodbye.href());
        }
      });
    return () => controller.abort();
  }, []);

  const value = useMemo(
    () => ({ user, signedIn: setUser, logout, signInOpen, setSignInOpen }),
    [user, logout, signInOpen],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const s = use(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}

/** Where a user lands once signed in (the one rule in shared/pages.ts), with this browser's kiosk cookie. */
export function destinationAfterSignIn(user: SessionUser, way: 'signIn' | 'passwordRecovery' = 'signIn'): string {
  const kiosk = readCookie('kioskUser');
  return landingPage(user, way, kiosk && decodeURIComponent(kiosk));
}
