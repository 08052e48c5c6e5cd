import { useEffect, useRef, type ReactNode } from 'react';
import { allows } from '#shared/roles';
import type { StaffAccess } from '#shared/pages';
import { useSession } from '#web/lib/session.tsx';

/**
 * The admin area's gate (spec 3: "a failed admin check logs out and goes to /goodbye"): someone
 * signed out, or signed in without the page's rule, is logged out and sent to /goodbye. The rule
 * is the one the server applies to the page's calls (`allows`), so the UI and the API agree; the
 * server refuses the calls on its own whatever this shows. The session validates the user once
 * per load, so a role removed since sign-in closes the gate when that check answers.
 */
export function AdminGate({ access, children }: { access: StaffAccess; children: ReactNode }) {
  const { user, logout } = useSession();
  const passes = !!user && allows(access, user);
  const leaving = useRef(false);
  useEffect(() => {
    if (passes || leaving.current) return;
    leaving.current = true;
    void logout();
  }, [passes, logout]);
  if (!passes)
    return (
      <p className="page-loading" role="status">
        Signing out
      </p>
    );
  return children;
}
