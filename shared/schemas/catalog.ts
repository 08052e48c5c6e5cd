import { z } from 'zod';
import {
  CLIENT_TYPES, DISTRIBUTION_STATUSES, LOT_STATUSES, LOT_TYPES, PREMIUM_LEVELS, PRODUCT_CATEGORIES,
  PRODUCT_NAME_MAX, SHORT_DESCRIPTION_MAX, TEXT_AREA_MAX, TEXT_INPUT_MAX,
} from '../constants.ts';
import { idSchema, imageLink, isoDateTime } from './common.ts';
import { testResultSchema } from './test-result.ts';

const text = z.string().max(TEXT_INPUT_MAX);
const longText = z.string().max(TEXT_AREA_MAX);

export const clientSchema = z.object({
  _id: idSchema,
  name: z.string().min(1).max(TEXT_INPUT_MAX),
  type: z.enum(CLIENT_TYPES),
  contactName: text.optional(),
  contactPhone: text.optional(),
  licenseNumber: text.optional(),
  buisnessLicenseNumber: text.optional(), // spelled so in the spec
  city: text.optional(),
  state: text.optional(),
  featureImage: imageLink.optional(),
  backgroundImage: imageLink.optional(),
  premiumEnabled: z.boolean().default(false),
  premiumLevel: z.enum(PREMIUM_LEVELS).default('free'),
  loyaltyEnabled: z.boolean().default(false),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Client = z.infer<typeof clientSchema>;

export const brandSchema = z.object({
  _id: idSchema,
  name: z.string().min(1).max(TEXT_INPUT_MAX),
  shortDescription: z.string().max(SHORT_DESCRIPTION_MAX).optional(),
  longDescription: longText.optional(),
  backgroundImage: imageLink.optional(),
  featureImage: imageLink.optional(),
  mediaGallery: z.array(imageLink).max(24).default([]),
  producer: idSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Brand = z.infer<typeof brandSchema>;

export const brandRefSchema = z.object({ _id: idSchema, name: z.string() });

export const distributionSchema = z.object({
  dispensary: idSchema,
  status: z.enum(DISTRIBUTION_STATUSES),
});

export const productSchema = z.object({
  _id: idSchema,
  name: z.string().min(1).max(PRODUCT_NAME_MAX),
  productName: z.string().max(PRODUCT_NAME_MAX).optional(),
  shortDescription: z.string().max(SHORT_DESCRIPTION_MAX).optional(),
  longDescription: longText.optional(),
  brand: brandRefSchema,
  productCategory: z.enum(PRODUCT_CATEGORIES),
  productType: text,
  strain: text.default('Not Available'),
  latestLot: idSchema.optional(),
  available: z.boolean().default(false),
  active: z.boolean().default(true),
  tags: z.array(z.string().max(64)).max(20).default([]),
  backgroundImage: imageLink.optional(),
  featureImage: imageLink.optional(),
  mediaGallery: z.array(imageLink).max(24).default([]),
  producer: idSchema,
  cleanUrl: z.string().max(256),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Product = z.infer<typeof productSchema>;

export const processingInfoSchema = z.object({
  status: z.enum(LOT_STATUSES),
  entryUser: idSchema.optional(),
  entryStartDate: isoDateTime.optional(),
  entryStopDate: isoDateTime.optional(),
  reviewUser: idSchema.optional(),
  reviewStartDate: isoDateTime.optional(),
  reviewStopDate: isoDateTime.optional(),
  reviewOutcome: z.enum(['accurate', 'error']).optional(),
  errorOccured: z.boolean().optional(), // spelled so in the spec
  reviewNotes: longText.optional(),
});

export const lotSchema = z.object({
  _id: idSchema,
  s2sId: text.optional(),
  lotType: z.enum(LOT_TYPES),
  product: idSchema.optional(),
  producer: z.object({ _id: idSchema, name: z.string() }),
  owner: z.object({ _id: idSchema, name: z.string() }),
  dispensary: idSchema.optional(),
  parentLot: idSchema.optional(),
  testResult: idSchema.optional(),
  available: z.boolean().default(true),
  processingInfo: processingInfoSchema.optional(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Lot = z.infer<typeof lotSchema>;

/** A lot as the consumer pages see it: its test result resolved. */
export const lotWithTestSchema = lotSchema.extend({ testResult: testResultSchema.optional() });
export type LotWithTest = z.infer<typeof lotWithTestSchema>;
