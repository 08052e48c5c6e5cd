import * as z from 'zod/mini';
import * as companyMessages from '../messages/client/companies.ts';
import { CLIENT_TYPES, PREMIUM_LEVELS, TEXT_INPUT_MAX } from '../constants.ts';
import { isUsPhone } from '../us-phone.ts';
import { sessionUserSchema } from './auth.ts';
import { clientSchema } from './catalog.ts';
import { cursorSchema, idSchema, isoDateTime } from './common.ts';

// The company form (spec 2 sections 2 and 5), claiming a company and the company's API key: what
// the ClaimYourCompany and profile pages check in the browser and the API checks again.

const tooLong = companyMessages.tooLong(TEXT_INPUT_MAX);
/** A text input: trimmed, at most 128 characters; `required` names the field's message when empty. */
const input = (required?: string) =>
  z.string().check(z.trim(), ...(required ? [z.minLength(1, required)] : []), z.maxLength(TEXT_INPUT_MAX, tooLong));
/** A US phone number (libphonenumber-js), or empty when not required. */
const phone = (required?: string) =>
  input(required).check(z.refine((v) => v === '' || isUsPhone(v), companyMessages.phoneInvalid));

/** Business types a company can be claimed as; labs and integrators are created by admins. */
export const CLAIMABLE_TYPES = ['producer', 'dispensary'] as const;

/** Account-creation mode: the five fields always shown, all required. */
export const companyBasicsSchema = z.object({
  name: input(companyMessages.nameRequired),
  type: z.enum(CLIENT_TYPES, { message: companyMessages.typeRequired }),
  contactName: input(companyMessages.contactRequired),
  contactPhone: phone(companyMessages.contactPhoneRequired),
  licenseNumber: input(companyMessages.licenseRequired),
});

/** Full mode: the basics, and the rest of spec 2 section 2 with the full-mode required set of section 5. */
export const companyFormSchema = z.extend(companyBasicsSchema, {
  secondaryContact: input(),
  secondaryContactPhone: phone(),
  buisnessLicenseNumber: input(companyMessages.businessIdRequired), // spelled so in the spec
  s2sId: input(),
  address1: input(companyMessages.addressRequired),
  address2: input(),
  city: input(companyMessages.cityRequired),
  state: input(companyMessages.stateRequired).check(
    z.refine((v) => v === '' || /^[A-Za-z]{2}$/.test(v), companyMessages.stateInvalid),
  ),
  zip: input(companyMessages.zipRequired).check(
    z.refine((v) => v === '' || /^\d{5}(-\d{4})?$/.test(v), companyMessages.zipInvalid),
  ),
  phone1: phone(companyMessages.publicPhoneRequired),
  phone2: phone(),
  fax: phone(),
});
export type CompanyForm = z.input<typeof companyFormSchema>;

/** POST claim-entity: a new company, in account-creation mode; `proTrial` when the page was opened from the trial offer. */
export const claimBodySchema = z.strictObject({
  ...companyBasicsSchema.shape,
  type: z.enum(CLAIMABLE_TYPES, { message: companyMessages.typeRequired }),
  proTrial: z.optional(z.boolean()),
});
export type ClaimBody = z.input<typeof claimBodySchema>;

/** PUT claim-entity/{id}: an existing company. */
export const claimParamsSchema = z.object({ id: idSchema });
export const claimExistingBodySchema = z.strictObject({ proTrial: z.optional(z.boolean()) });

/** PUT entity: the whole form; an admin may also set the premium level (premiumEnabled follows it). */
export const entityBodySchema = z.strictObject({
  ...companyFormSchema.shape,
  premiumLevel: z.optional(z.enum(PREMIUM_LEVELS)),
});
export type EntityBody = z.input<typeof entityBodySchema>;

export const clientParamsSchema = z.object({ clientId: idSchema });

/** The company as its members see it: never its API secret (that has its own route). */
export const entityAnswerSchema = z.object({ error: z.literal(false), entity: clientSchema });

/** A claim answered at once (the company had no members) or left pending for a member or an admin. */
export const claimAnswerSchema = z.object({
  error: z.literal(false),
  status: z.enum(['assigned', 'pending']),
  /** The caller's session user; it carries clientAssignment once assigned. */
  user: sessionUserSchema,
  clientAssignment: z.optional(idSchema),
  /** Where the page goes next (the spec's redirect), absent while the claim waits. */
  next: z.optional(z.string()),
});

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const claimSchema = z.object({
  client: idSchema,
  user: idSchema,
  email: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  status: z.enum(CLAIM_STATUSES),
  proTrial: z.optional(z.boolean()),
  decidedBy: z.optional(idSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Claim = z.infer<typeof claimSchema>;

export const claimsQuerySchema = z.object({
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-4]\d|50)$/, 'must be a number from 1 to 50'))),
  cursor: z.optional(cursorSchema),
});
export const claimsAnswerSchema = z.object({
  error: z.literal(false),
  claims: z.array(claimSchema),
  nextCursor: z.nullable(z.string()),
});

export const claimDecisionParamsSchema = z.object({
  clientId: idSchema,
  userId: idSchema,
  decision: z.enum(['approve', 'reject']),
});
export const claimDecisionAnswerSchema = z.object({ error: z.literal(false), claim: claimSchema });

/** products/count, brands/count, testResults/count. */
export const countAnswerSchema = z.object({ error: z.literal(false), count: z.number() });

/** The API key and its secret, revealed on click (GET) or replaced (POST). */
export const apiSecretAnswerSchema = z.object({ error: z.literal(false), apiKey: z.string(), apiSecret: z.string() });
