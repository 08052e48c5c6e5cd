import type { Access } from '#shared/routes';
import type { User } from '#shared/schemas/user';
import * as commonMessages from '#shared/messages/common';
import { allows } from '#shared/roles';
import { forbidden, notAuthorized } from '#lib/base/errors';

export type Anonymous = { kind: 'anonymous' };
/** A caller with a verified, open session. */
export type SignedIn = { kind: 'user'; user: User };
/**
 * A locked kiosk (docs/client-kiosk-lock.md): no user, only the client its credential names. It
 * passes the 'clientKiosk' and 'kiosk' rules for that client and nothing else.
 */
export type Kiosk = { kind: 'kiosk'; clientId: string };
export type Caller = Anonymous | SignedIn | Kiosk;
export const anonymous: Anonymous = { kind: 'anonymous' };

/**
 * The caller a handler receives, typed by its route's access rule: a public route never reads the
 * session, every other rule lets only a signed-in user through, so its handler need not check.
 */
export type CallerFor<A extends Access> = A extends 'public'
  ? Anonymous
  : A extends 'clientKiosk'
    ? SignedIn | Kiosk
    : A extends 'kiosk'
      ? Kiosk
      : SignedIn;

/**
 * Applies a route's access rule. `params` are the path parameters as sent (the rule runs before
 * validation, so nobody learns what a route accepts before they may call it): `clientId` names
 * the client a clientMember or clientKiosk route is about, `id` the user a self route is about. A malformed one
 * cannot equal the caller's own ids, so it is refused here like any other stranger's.
 */
export function authorize(access: Access, caller: Caller, params: { clientId?: string; id?: string } = {}): void {
  if (access === 'public') return;
  if (caller.kind === 'kiosk' && (access === 'clientKiosk' || access === 'kiosk')) {
    if (params.clientId !== caller.clientId) throw forbidden(commonMessages.forbidden);
    return;
  }
  // anywhere else a kiosk is what it is: nobody signed in
  if (caller.kind !== 'user') throw notAuthorized(commonMessages.notAuthorized);
  if (!allows(access, caller.user, params)) throw forbidden(commonMessages.forbidden);
}
