import type { Access } from './route-def.ts';

/**
 * Who a user is, said once for the server's access rules and for the UI. Both the stored user and
 * the session user (the readable cookie) carry these flags.
 */
export interface RoleHolder {
  _id: string;
  adminUser: boolean;
  processorUser: boolean;
  dispensaryUser: boolean;
  serviceDataEntry: boolean;
  serviceReview: boolean;
  clientAssignment?: string | undefined;
}

export const isAdmin = (u: RoleHolder) => u.adminUser;
export const isDispensary = (u: RoleHolder) => u.dispensaryUser;
/** A business account: a producer (processor) or a dispensary. */
export const isBusiness = (u: RoleHolder) => u.processorUser || u.dispensaryUser;
/** Platform staff who enter certificate data (admins too). */
export const isDataEntry = (u: RoleHolder) => u.adminUser || u.serviceDataEntry;
/** Platform staff who review entered data (admins too). */
export const isReviewer = (u: RoleHolder) => u.adminUser || u.serviceReview;
/** Consumers and dispensaries rate products; a producer keeps no favourites. */
export const keepsFavourites = (u: RoleHolder) => !(u.processorUser && !u.dispensaryUser);
/** Business users, admins included, may not delete their own account (spec 1). */
export const mayDeleteOwnAccount = (u: RoleHolder) => !(u.adminUser || isBusiness(u));

/** The path parameters an access rule looks at. */
export interface AccessParams {
  clientId?: string | undefined;
  id?: string | undefined;
}

/**
 * Whether a signed-in user passes a route's access rule. 'public' and 'signedIn' pass everyone;
 * 'self' only the user the path names (admins manage others through the admin routes); every other
 * rule passes admins and the users it names.
 */
export function allows(access: Access, u: RoleHolder, params: AccessParams = {}): boolean {
  switch (access) {
    case 'public':
    case 'signedIn':
      return true;
    case 'self':
      return params.id === u._id;
    case 'admin':
      return u.adminUser;
    case 'clientMember':
    case 'clientKiosk':
      return u.adminUser || (params.clientId !== undefined && u.clientAssignment === params.clientId);
    case 'dataEntry':
      return isDataEntry(u);
    case 'review':
      return isReviewer(u);
    case 'business':
      return u.adminUser || isBusiness(u);
    case 'processor':
      return u.adminUser || u.processorUser;
    case 'serviceStaff':
      return isDataEntry(u) || isReviewer(u);
    case 'kiosk':
      return false;
  }
}
