import * as z from 'zod/mini';
import { DISTRIBUTION_STATUSES } from '../constants.ts';
import { idSchema, isoDateTime } from './common.ts';

/**
 * A dispensary carrying a product (spec 2 'Distribution entry'): its status moves pending →
 * approved or denied at the producer's hand. A dispensary's own request starts it as pending.
 */
export const distributionRecordSchema = z.object({
  product: idSchema,
  producer: idSchema,
  dispensary: idSchema,
  status: z.enum(DISTRIBUTION_STATUSES),
  /** The dispensary user who asked (absent when the producer added the dispensary itself). */
  requestedBy: z.optional(idSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type DistributionRecord = z.infer<typeof distributionRecordSchema>;

export const distributionParamsSchema = z.object({ clientId: idSchema, id: idSchema });

/** The dispensary's request to carry a product; `created` is false when the product was already asked for or carried. */
export const distributionRequestAnswerSchema = z.object({
  error: z.literal(false),
  distribution: z.object({ dispensary: idSchema, status: z.enum(DISTRIBUTION_STATUSES) }),
  created: z.boolean(),
});
