import * as z from 'zod/mini';
import * as companyMessages from '../messages/client/companies.ts';
import { CLIENT_TYPES, PREMIUM_LEVELS, TEXT_INPUT_MAX } from '../constants.ts';
import { isUsPhone } from '../us-phone.ts';
import { imageLink } from './common.ts';

// The company form (spec 2 sections 2 and 5): what the ClaimYourCompany and profile pages check in
// the browser and the API checks again. Its own module: the US phone check (libphonenumber-js)
// goes only into the bundles of the routes that save the form.

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

/**
 * Full mode: the basics, and the rest of spec 2 section 2 with the full-mode required set of
 * section 5. An optional field left out is left as it is; sent empty, it is removed.
 */
export const companyFormSchema = z.extend(companyBasicsSchema, {
  secondaryContact: z.optional(input()),
  secondaryContactPhone: z.optional(phone()),
  buisnessLicenseNumber: input(companyMessages.businessIdRequired), // spelled so in the spec
  s2sId: z.optional(input()),
  address1: input(companyMessages.addressRequired),
  address2: z.optional(input()),
  city: input(companyMessages.cityRequired),
  state: input(companyMessages.stateRequired).check(z.regex(/^[A-Za-z]{2}$/, companyMessages.stateInvalid)),
  zip: input(companyMessages.zipRequired).check(z.regex(/^\d{5}(-\d{4})?$/, companyMessages.zipInvalid)),
  phone1: phone(companyMessages.publicPhoneRequired),
  phone2: z.optional(phone()),
  fax: z.optional(phone()),
});

/** POST claim-entity: a new company, in account-creation mode (a trial comes from the sign-up offer, never a body). */
export const claimBodySchema = z.strictObject({
  ...companyBasicsSchema.shape,
  type: z.enum(CLAIMABLE_TYPES, { message: companyMessages.typeRequired }),
});

/** A company image: a confirmed upload's link, or empty to remove it. */
const companyImage = z.optional(z.union([imageLink, z.literal('')]));

/**
 * PUT entity: the whole form; an admin may also set the premium level (premiumEnabled follows it).
 * Dispensary and admin users may also set the company's images (spec 2 section 2).
 */
export const entityBodySchema = z.strictObject({
  ...companyFormSchema.shape,
  premiumLevel: z.optional(z.enum(PREMIUM_LEVELS)),
  backgroundImage: companyImage,
  featureImage: companyImage,
  mediaGallery: z.optional(z.array(imageLink).check(z.maxLength(24))),
});
export type EntityBody = z.input<typeof entityBodySchema>;
