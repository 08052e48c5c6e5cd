import * as z from 'zod/mini';
import { LOT_STATUSES, LOT_TYPES } from '../constants.ts';
import { lotSchema } from './catalog.ts';
import { cursorSchema, idSchema } from './common.ts';

/**
 * The admin lot table: the pipeline's lots of one processing status (gsi3 `PIPELINE#<status>`,
 * pending when none is named), or one client's lots of a type (gsi1), optionally of one status.
 */
export const adminLotsQuerySchema = z.object({
  cursor: z.optional(cursorSchema),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    10,
  ),
  status: z.optional(z.enum(LOT_STATUSES)),
  client: z.optional(idSchema),
  lotType: z._default(z.enum(LOT_TYPES), 'parentLot'),
  dir: z._default(z.enum(['asc', 'desc']), 'desc'),
});

export const adminLotsSchema = z.object({
  error: z.literal(false),
  lots: z.array(lotSchema),
  nextCursor: z.nullable(z.string()),
});
