import * as z from 'zod/mini';
import { idSchema, isoDateTime } from './common.ts';

// A member of one client's loyalty programme (docs/client-loyalty-members.md), keyed by the phone
// in E.164. The schema is the contract the three loyalty parts share: members and consent here, the
// send path reading `consent` and `timeZone`, the points ledger reading check-ins.

/** A US number in E.164: '+1' and the 10-digit national number. */
export const E164_US = /^\+1\d{10}$/;
export const e164Schema = z.string().check(z.regex(E164_US, 'must be a US phone number in E.164 (+1 and 10 digits)'));

/** The spec's phone as the kiosk sends it: US only, no country code, exactly 10 digits. */
export const NATIONAL_PHONE = /^\d{10}$/;

/** A member's age in years: 21 or more (spec 3 §9), and no more than a person's. */
export const MEMBER_AGE = { min: 21, max: 120 } as const;

/**
 * What is wrong with an age as typed: not a number of 21 or more (the spec's one text for a bad
 * age), or more years than a person lives.
 */
export const ageProblem = (text: string): 'underAge' | 'notAnAge' | undefined => {
  const years = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(years >= MEMBER_AGE.min)) return 'underAge';
  return years > MEMBER_AGE.max ? 'notAnAge' : undefined;
};

/** The E.164 form of a 10-digit US national number. */
export const toE164 = (national: string) => `+1${national}`;

export const LOYALTY_STATUSES = ['pending', 'active', 'optedOut'] as const;
export const loyaltyStatusSchema = z.enum(LOYALTY_STATUSES);
export type LoyaltyStatus = z.infer<typeof loyaltyStatusSchema>;

/** How consent was given or withdrawn; 'provider': the provider reported the number opted out of the sender. */
export const CONSENT_SOURCES = ['kiosk', 'web', 'keyword', 'provider'] as const;
export const consentSourceSchema = z.enum(CONSENT_SOURCES);

/**
 * What the member agreed to, or withdrew: the exact wording they were shown (or the keyword they
 * texted), when, how, and from where (an IP address, a kiosk's device, or the phone itself).
 */
export const consentSchema = z.object({
  status: z.enum(['granted', 'revoked']),
  at: isoDateTime,
  source: consentSourceSchema,
  wording: z.string().check(z.minLength(1), z.maxLength(2000)),
  address: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type Consent = z.infer<typeof consentSchema>;

export const loyaltyMemberSchema = z.object({
  phone: e164Schema,
  clientId: idSchema,
  firstName: z.optional(z.string()),
  email: z.optional(z.string()),
  zip: z.string(),
  /** IANA zone from the ZIP (shared/zip-time-zones.ts): the send path's quiet hours are in it. */
  timeZone: z.string(),
  loyaltyStatus: loyaltyStatusSchema,
  /** Titles of the client's signup categories the member chose. */
  categoryPreferences: z.array(z.string()),
  consent: consentSchema,
  joinedAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The member's last check-in, kept from the stream (jobs/streams/keep-member-audience) for segments. */
  lastVisitAt: z.optional(isoDateTime),
  /** The member's points balance as the ledger's `BALANCE` last stood, kept the same way. */
  pointsBalance: z.optional(z.number()),
});
export type LoyaltyMember = z.infer<typeof loyaltyMemberSchema>;

/** One entry of a member's consent history: never changed, never removed. */
export const consentRecordSchema = z.object({
  ...consentSchema.shape,
  id: idSchema,
  clientId: idSchema,
  phone: e164Schema,
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** A check-in at the client's store; the points ledger awards points for it from the stream. */
export const checkInSchema = z.object({
  id: idSchema,
  clientId: idSchema,
  phone: e164Schema,
  at: isoDateTime,
  productId: z.optional(idSchema),
});
export type CheckIn = z.infer<typeof checkInSchema>;

// The kiosk's check-in calls (spec 3 §7, under /api/client/{clientId}/user/…). Path values are
// taken as short strings and checked by the handler, so a bad ZIP or age answers the spec's own
// sentence rather than a schema's.

/** A path value as the handler checks it: non-empty, and never one that changes the path ('.', '..', '/'). */
const segment = (max: number) =>
  z.string().check(z.maxLength(max), z.regex(/^[^/]*[^/.][^/]*$/, 'must be one path segment'));

export const memberPhoneParamsSchema = z.object({
  clientId: idSchema,
  phone: segment(20),
});

export const addToLoyaltyParamsSchema = z.object({
  ...memberPhoneParamsSchema.shape,
  zip: segment(10),
  age: segment(3),
});

/** Optional: the kiosk's device name, recorded with the consent beside the caller's address. */
export const addToLoyaltyBodySchema = z.optional(
  z.strictObject({ device: z.optional(z.string().check(z.minLength(1), z.maxLength(100))) }),
);

export const confirmParamsSchema = z.object({
  ...memberPhoneParamsSchema.shape,
  activationCode: segment(10),
});

/** The titles of the signup categories the shopper kept selected. */
export const confirmBodySchema = z.strictObject({
  categories: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50)),
});

export const checkInBodySchema = z.optional(z.strictObject({ productId: z.optional(idSchema) }));

/** What the kiosk learns about a member: nothing but their status and choices. */
export const memberViewSchema = z.object({
  phone: e164Schema,
  loyaltyStatus: loyaltyStatusSchema,
  categoryPreferences: z.array(z.string()),
});

export const isInLoyaltyAnswerSchema = z.object({
  error: z.literal(false),
  /** Absent when the phone is not a member of this programme. */
  loyaltyStatus: z.optional(loyaltyStatusSchema),
  user: z.optional(memberViewSchema),
  /** The consent sentence the kiosk shows at signup, as the server records it. */
  consentWording: z.string(),
});

export const memberAnswerSchema = z.object({
  error: z.literal(false),
  user: memberViewSchema,
  /** Set when an activation code was texted (addToLoyalty of a phone still to confirm). */
  userMessage: z.optional(z.string()),
});

export const newCodeAnswerSchema = z.object({ error: z.literal(false), userMessage: z.string() });

export const checkInAnswerSchema = z.object({
  error: z.literal(false),
  checkIn: checkInSchema,
  /** The member's points balance before this check-in's award (the ledger adds it from the stream). */
  balance: z.number(),
});

// POST members (spec 3 §7): the members table, paged on the server. The spec's paginate body,
// with the table component's sort and filters: sorted by when members joined, filtered by status
// or by the phone's digits.

export const MEMBERS_PAGE_SIZE = 10;

export const membersBodySchema = z.strictObject({
  paginate: z.strictObject({
    page: z.int().check(z.gte(0), z.lte(10_000)),
    pageSize: z.int().check(z.gte(1), z.lte(100)),
    sorted: z.optional(z.array(z.strictObject({ id: z.literal('joinedAt'), desc: z.boolean() })).check(z.maxLength(1))),
    filtered: z.optional(
      z
        .array(
          z.union([
            z.strictObject({ id: z.literal('loyaltyStatus'), value: loyaltyStatusSchema }),
            z.strictObject({ id: z.literal('phone'), value: z.string().check(z.regex(/^\d{1,10}$/)) }),
          ]),
        )
        .check(z.maxLength(2)),
    ),
  }),
});
export type MembersQuery = z.infer<typeof membersBodySchema>['paginate'];

/** A row of the members table. */
export const memberRowSchema = z.object({
  phone: e164Schema,
  zip: z.string(),
  loyaltyStatus: loyaltyStatusSchema,
  categoryPreferences: z.array(z.string()),
  consentStatus: z.enum(['granted', 'revoked']),
  joinedAt: isoDateTime,
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const membersAnswerSchema = z.object({
  error: z.literal(false),
  users: z.array(memberRowSchema),
  /** How many pages the filtered list has. */
  pages: z.int(),
  /** How many members the filtered list has. */
  total: z.int(),
  /** The page's members, by phone. */
  idList: z.array(e164Schema),
});
