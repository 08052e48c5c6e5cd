import * as z from 'zod/mini';
import {
  CLIENT_TYPES,
  LOT_STATUSES,
  LOT_TYPES,
  PREMIUM_LEVELS,
  PRODUCT_CATEGORIES,
  PRODUCT_NAME_MAX,
  SHORT_DESCRIPTION_MAX,
  TEXT_AREA_MAX,
  TEXT_INPUT_MAX,
} from '../constants.ts';
import { msrpRange } from '../messages/client/printing.ts';
import { COA_SERVICE_LIMIT_MAX } from '../constants.ts';
import { idSchema, imageLink, isoDateTime, text } from './common.ts';
import { testResultSchema } from './test-result.ts';

const input = text(TEXT_INPUT_MAX);
const opt = <T extends z.ZodMiniType>(t: T) => z.optional(t);

export const clientSchema = z.object({
  _id: idSchema,
  name: text(TEXT_INPUT_MAX, 1),
  type: z.enum(CLIENT_TYPES),
  contactName: opt(input),
  contactPhone: opt(input),
  licenseNumber: opt(input),
  buisnessLicenseNumber: opt(input), // spelled so in the spec
  city: opt(input),
  state: opt(input),
  featureImage: opt(imageLink),
  backgroundImage: opt(imageLink),
  mediaGallery: opt(z.array(imageLink).check(z.maxLength(24))),
  // the rest of the company form (spec 2 sections 2 and 3; shared/schemas/client.ts checks a save)
  secondaryContact: opt(input),
  secondaryContactPhone: opt(input),
  s2sId: opt(input),
  address1: opt(input),
  address2: opt(input),
  zip: opt(input),
  phone1: opt(input),
  phone2: opt(input),
  fax: opt(input),
  /** The key the company's API secret goes with; the secret itself is never in this item. */
  apiKey: opt(input),
  /** The member who last saved the company (spec 2 section 5), set when it is claimed. */
  adminUser: opt(idSchema),
  /** A Pro trial's end (the trial schedule turns the company back to free then). */
  trialEndsAt: opt(isoDateTime),
  /** When the company's one Pro trial started: kept for good, so no second trial ever starts. */
  proTrialStartedAt: opt(isoDateTime),
  /** When an admin last set the premium level: an admin's level stands, no trial starts over it. */
  levelSetByAdminAt: opt(isoDateTime),
  premiumEnabled: z._default(z.boolean(), false),
  premiumLevel: z._default(z.enum(PREMIUM_LEVELS), 'free'),
  loyaltyEnabled: z._default(z.boolean(), false),
  /** The COA Data Entry Service: on for the company, and how many COAs a month it may send (an admin's setting). */
  coaDataEntryService: opt(
    z.object({
      enabled: z.boolean(),
      serviceLimit: z.int().check(z.gte(0), z.lte(COA_SERVICE_LIMIT_MAX)),
    }),
  ),
  /**
   * The labs (and integrators) the company has chosen to send it results through the lab API, and
   * whether it trusts each one's feed enough to publish without review (docs/lab-api.md).
   */
  labFeeds: opt(z.array(z.object({ company: idSchema, trusted: z.boolean() })).check(z.maxLength(20))),
  /** The kiosk's settings as anyone may see them: whether a PIN is set, never the PIN or its hash. */
  kioskConfig: opt(z.object({ cartEnabled: z.boolean(), pinSet: z.boolean() })),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Client = z.infer<typeof clientSchema>;

const gallery = z._default(z.array(imageLink).check(z.maxLength(24)), []);

export const brandSchema = z.object({
  _id: idSchema,
  name: text(TEXT_INPUT_MAX, 1),
  shortDescription: opt(text(SHORT_DESCRIPTION_MAX)),
  longDescription: opt(text(TEXT_AREA_MAX)),
  backgroundImage: opt(imageLink),
  featureImage: opt(imageLink),
  mediaGallery: gallery,
  producer: idSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Brand = z.infer<typeof brandSchema>;

export const brandRefSchema = z.object({ _id: idSchema, name: z.string() });

/**
 * A suggested retail price in dollars: 0 to 100,000, to the cent. The print queue's MSRP per card
 * and a product's own `msrp` (which the queue starts from) are both this.
 */
export const msrpSchema = /* @__PURE__ */ (() =>
  z.number().check(
    z.gte(0, msrpRange),
    z.lte(100_000, msrpRange),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, msrpRange),
  ))();

export const productSchema = z.object({
  _id: idSchema,
  name: text(PRODUCT_NAME_MAX, 1),
  productName: opt(text(PRODUCT_NAME_MAX)),
  shortDescription: opt(text(SHORT_DESCRIPTION_MAX)),
  longDescription: opt(text(TEXT_AREA_MAX)),
  brand: brandRefSchema,
  productCategory: z.enum(PRODUCT_CATEGORIES),
  productType: input,
  strain: z._default(input, 'Not Available'),
  latestLot: opt(idSchema),
  available: z._default(z.boolean(), false),
  active: z._default(z.boolean(), true),
  tags: z._default(z.array(text(64)).check(z.maxLength(20)), []),
  /** The suggested retail price its product cards state unless the print queue says otherwise. */
  msrp: opt(msrpSchema),
  backgroundImage: opt(imageLink),
  featureImage: opt(imageLink),
  mediaGallery: gallery,
  producer: idSchema,
  cleanUrl: text(256),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Product = z.infer<typeof productSchema>;

export const processingInfoSchema = z.object({
  status: z.enum(LOT_STATUSES),
  entryUser: opt(idSchema),
  entryStartDate: opt(isoDateTime),
  entryStopDate: opt(isoDateTime),
  reviewUser: opt(idSchema),
  reviewStartDate: opt(isoDateTime),
  reviewStopDate: opt(isoDateTime),
  reviewOutcome: opt(z.enum(['accurate', 'error'])),
  errorOccured: opt(z.boolean()), // spelled so in the spec
  reviewNotes: opt(text(TEXT_AREA_MAX)),
  /** Until when the holder (entryUser while pending, reviewUser in review) keeps the item; after it, anyone may take it. */
  leaseUntil: opt(isoDateTime),
});

const owner = z.object({ _id: idSchema, name: z.string() });

export const lotSchema = z.object({
  _id: idSchema,
  s2sId: opt(input),
  lotType: z.enum(LOT_TYPES),
  product: opt(idSchema),
  producer: owner,
  owner,
  dispensary: opt(idSchema),
  parentLot: opt(idSchema),
  testResult: opt(idSchema),
  available: z._default(z.boolean(), true),
  /** The producer's Publish switch: search engines may index the lot's public lab-result page. */
  published: opt(z.boolean()),
  processingInfo: opt(processingInfoSchema),
  /** Set by DELETE lot/{id}: the lot leaves the client's lists and choices but still answers its printed QR codes and binder cards. */
  deletedAt: opt(isoDateTime),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Lot = z.infer<typeof lotSchema>;

/** A lot as the consumer pages see it: its test result resolved. */
export const lotWithTestSchema = z.extend(lotSchema, { testResult: opt(testResultSchema) });
export type LotWithTest = z.infer<typeof lotWithTestSchema>;
