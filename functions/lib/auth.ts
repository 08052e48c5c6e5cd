import type { Access } from '#shared/routes';
import type { User } from '#shared/schemas/user';
import { messages } from '#shared/messages';
import { forbidden, notAuthorized } from './errors.ts';

export type Caller = { kind: 'anonymous' } | { kind: 'user'; user: User };
export const anonymous: Caller = { kind: 'anonymous' };

/** Applies a route's access rule; `clientId` is the client named in the path, if any. */
export function authorize(access: Access, caller: Caller, clientId?: string): void {
  if (access === 'public') return;
  if (caller.kind !== 'user') throw notAuthorized(messages.notAuthorized);
  const u = caller.user;
  const allowed =
    access === 'signedIn' ||
    u.adminUser ||
    (access === 'clientMember' && clientId !== undefined && u.clientAssignment === clientId) ||
    (access === 'dataEntry' && u.serviceDataEntry) ||
    (access === 'review' && u.serviceReview);
  if (!allowed) throw forbidden(messages.forbidden);
}
