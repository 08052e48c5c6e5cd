import type { Access } from '#shared/routes';
import type { User } from '#shared/schemas/user';
import { messages } from '#shared/messages';
import { forbidden, notAuthorized } from './errors.ts';

export type Caller = { kind: 'anonymous' } | { kind: 'user'; user: User };
export const anonymous: Caller = { kind: 'anonymous' };

/**
 * Applies a route's access rule. `params` are the validated path parameters: `clientId` names the
 * client a clientMember route is about, `id` the user a self route is about.
 */
export function authorize(access: Access, caller: Caller, params: { clientId?: string; id?: string } = {}): void {
  if (access === 'public') return;
  if (caller.kind !== 'user') throw notAuthorized(messages.notAuthorized);
  const u = caller.user;
  // a user's own account is theirs alone: admins manage users through the admin routes
  if (access === 'self') {
    if (params.id !== u._id) throw forbidden(messages.forbidden);
    return;
  }
  const allowed =
    access === 'signedIn' ||
    u.adminUser ||
    (access === 'clientMember' && params.clientId !== undefined && u.clientAssignment === params.clientId) ||
    (access === 'dataEntry' && u.serviceDataEntry) ||
    (access === 'review' && u.serviceReview) ||
    (access === 'business' && (u.dispensaryUser || u.processorUser)) ||
    (access === 'processor' && u.processorUser);
  if (!allowed) throw forbidden(messages.forbidden);
}
