import * as z from 'zod/mini';
import { LOT_STATUSES, LOT_TYPES } from '../constants.ts';
import { lotSchema } from './catalog.ts';
import { cursorSchema, idSchema, tableSearchSchema } from './common.ts';

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
  /** The search box: a lot whose id or lab lot id holds the text. */
  q: tableSearchSchema,
});

/** Each query field in the words of the control that sets it, for a refusal's message. */
export const LOT_QUERY_NAMES: Readonly<Record<string, string>> = {
  cursor: 'Page',
  limit: 'Rows per page',
  status: 'Processing status filter',
  client: 'Client filter',
  lotType: 'Type filter',
  dir: 'Date order',
  q: 'Search',
};

/** A lot as the table shows it: with its product's name, its result's strain and the certificate's files. */
export const adminLotRowSchema = z.extend(lotSchema, {
  productName: z.optional(z.string()),
  strain: z.optional(z.string()),
  /** The certificate's file names, as they were uploaded. */
  certificateFiles: z.array(z.string()),
});
export type AdminLotRow = z.infer<typeof adminLotRowSchema>;

export const adminLotsSchema = z.object({
  error: z.literal(false),
  lots: z.array(adminLotRowSchema),
  nextCursor: z.nullable(z.string()),
});
