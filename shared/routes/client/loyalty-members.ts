import { route } from '../../route-def.ts';
import {
  addToLoyaltyBodySchema,
  addToLoyaltyParamsSchema,
  checkInAnswerSchema,
  checkInBodySchema,
  confirmBodySchema,
  confirmParamsSchema,
  isInLoyaltyAnswerSchema,
  memberAnswerSchema,
  memberPhoneParamsSchema,
  membersAnswerSchema,
  membersBodySchema,
  newCodeAnswerSchema,
} from '../../schemas/loyalty-member.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import { activityAnswerSchema, activityQuerySchema } from '../../schemas/loyalty-activity.ts';
import {
  pointsAnswerSchema,
  pointsQuerySchema,
  purchaseAnswerSchema,
  purchaseBodySchema,
} from '../../schemas/loyalty-points.ts';
import { signupCategoriesAnswerSchema, signupCategoriesBodySchema } from '../../schemas/signup-categories.ts';

// Loyalty members (docs/client-loyalty-members.md): the check-in calls a kiosk makes for a shopper
// (spec 3 §7 'Kiosk and check-in'), for a client with loyaltyEnabled. A member of the client (the
// staff) or the client's locked kiosk ('clientKiosk', docs/client-kiosk-lock.md) calls the check-in
// steps; the rest are the members'.

// the calls that read a member's phone carry the US phone check (libphonenumber-js with its US
// metadata, 41 KB), which takes them past the default 320 KB as it does the company form's
const MEMBER_BUNDLE_KB = 370;
// the two that text an activation code carry the Twilio REST client too, like the inbound
// webhook (docs/architecture.md)
const CODE_TEXT_NEEDS = {
  table: 'write',
  messagingSecrets: true,
  settings: ['siteUrl'],
  profile: { bundleKb: 1400 },
} as const;

/** Whether the phone is a member here, and its status; the consent sentence signup shows. */
export const isInLoyalty = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/user/isInLoyalty/phone/{phone}',
  handler: 'client/loyalty-members/is-in-loyalty',
  access: 'clientKiosk',
  params: memberPhoneParamsSchema,
  response: isInLoyaltyAnswerSchema,
  needs: { table: 'read', profile: { bundleKb: MEMBER_BUNDLE_KB } },
});

/** Signs the phone up (pending) with its consent, and texts an activation code. */
export const addToLoyalty = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/user/addToLoyalty/phone/{phone}/{zip}/{age}',
  handler: 'client/loyalty-members/add-to-loyalty',
  access: 'clientKiosk',
  params: addToLoyaltyParamsSchema,
  body: addToLoyaltyBodySchema,
  response: memberAnswerSchema,
  needs: CODE_TEXT_NEEDS,
});

/** Texts a new activation code, replacing the one before. */
export const newCode = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/user/newCode/phone/{phone}',
  handler: 'client/loyalty-members/new-code',
  access: 'clientKiosk',
  params: memberPhoneParamsSchema,
  response: newCodeAnswerSchema,
  needs: CODE_TEXT_NEEDS,
});

/** Confirms the phone with its code (ten minutes, five tries) and saves the chosen categories. */
export const confirmMember = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/user/confirm/phone/{phone}/{activationCode}',
  handler: 'client/loyalty-members/confirm-member',
  access: 'clientKiosk',
  params: confirmParamsSchema,
  body: confirmBodySchema,
  response: memberAnswerSchema,
  needs: { table: 'write', profile: { bundleKb: MEMBER_BUNDLE_KB } },
});

/** Checks an active member in at the store; points follow from the ledger. */
export const checkIn = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/user/checkin/phone/{phone}',
  handler: 'client/loyalty-members/check-in',
  access: 'clientKiosk',
  params: memberPhoneParamsSchema,
  body: checkInBodySchema,
  response: checkInAnswerSchema,
  needs: { table: 'write', profile: { bundleKb: MEMBER_BUNDLE_KB } },
});

/** Records an active member's purchase of products; points follow from the ledger. */
export const recordPurchase = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/user/purchase/phone/{phone}',
  handler: 'client/loyalty-members/record-purchase',
  access: 'clientMember',
  params: memberPhoneParamsSchema,
  body: purchaseBodySchema,
  response: purchaseAnswerSchema,
  needs: { table: 'write', profile: { bundleKb: MEMBER_BUNDLE_KB } },
});

/** A member's points: the balance and the ledger's entries, newest first. */
export const getPoints = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/user/points/phone/{phone}',
  handler: 'client/loyalty-members/get-points',
  access: 'clientMember',
  params: memberPhoneParamsSchema,
  query: pointsQuerySchema,
  response: pointsAnswerSchema,
  needs: { table: 'read', profile: { bundleKb: MEMBER_BUNDLE_KB } },
});

/** The signup categories (title, text, image) the kiosk offers new members. */
export const getSignupCategories = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/loyalty/signupCategories',
  handler: 'client/loyalty-members/get-signup-categories',
  access: 'clientKiosk',
  params: clientParamsSchema,
  response: signupCategoriesAnswerSchema,
  needs: { table: 'read' },
});

/** Replaces the signup categories; each image a confirmed upload of the client. */
export const saveSignupCategories = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/loyalty/signupCategories',
  handler: 'client/loyalty-members/save-signup-categories',
  access: 'clientMember',
  params: clientParamsSchema,
  body: signupCategoriesBodySchema,
  response: signupCategoriesAnswerSchema,
  // the categories' image checks: 309.8 KB (docs/architecture.md)
  needs: { table: 'write' },
});

/** The members table (spec 3 §7 POST members): one page by number, with the count of pages. */
export const listMembers = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/members',
  handler: 'client/loyalty-members/list-members',
  access: 'clientMember',
  params: clientParamsSchema,
  body: membersBodySchema,
  response: membersAnswerSchema,
  needs: { table: 'read' },
});

/** Members over time and check-ins per day: the loyalty page's charts, from counts kept per day. */
export const memberActivity = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/loyalty/activity',
  handler: 'client/loyalty-members/member-activity',
  access: 'clientMember',
  params: clientParamsSchema,
  query: activityQuerySchema,
  response: activityAnswerSchema,
  needs: { table: 'read' },
});
