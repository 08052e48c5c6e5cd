import * as z from 'zod/mini';
import { LOT_TYPES, TEXT_INPUT_MAX } from '../constants.ts';
import {
  dispensaryOnlyForChildren,
  dispensaryRequired,
  parentOnlyForChildren,
  parentRequired,
} from '../messages/client/lots.ts';
import { lotSchema } from './catalog.ts';
import { cursorSchema, idSchema } from './common.ts';

// The business client's lots (spec 2 §§2, 3 and 7; docs/client-lots.md): parent/test lots, and the
// distribution and shipment lots cut from them.

export const clientLotParamsSchema = z.object({ clientId: idSchema, id: idSchema });
export const clientParamsSchema = z.object({ clientId: idSchema });

const flag = z.optional(z.enum(['true', 'false']));

/** GET lots: one lot type, newest change first, a page at a time. */
export const lotListQuerySchema = z.strictObject({
  lotType: z._default(z.enum(LOT_TYPES), 'parentLot'),
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    10,
  ),
  cursor: z.optional(cursorSchema),
  /** 'true': only lots still available (Manage Shipments without 'Show Old Shipments'). */
  current: flag,
  /** 'true': only lots with a finished test result (the product form's latest-lot choice). */
  tested: flag,
});

export const productLotsQuerySchema = z.strictObject({
  limit: z._default(
    z.coerce.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(100, 'must be 100 or less')),
    10,
  ),
  cursor: z.optional(cursorSchema),
});

/** '' means none (a cleared select), as an empty latest lot on the product form. */
const optionalId = z.optional(z.union([idSchema, z.literal('')]));

/** What the lot forms send: POST lot (lotType required) and PUT lot/{id} (lotType, when sent, must be the lot's). */
export const lotBodySchema = z
  .strictObject({
    lotType: z.enum(LOT_TYPES),
    s2sId: z.optional(
      z.string().check(z.trim(), z.maxLength(TEXT_INPUT_MAX, `must be at most ${TEXT_INPUT_MAX} characters`)),
    ),
    product: optionalId,
    testResult: optionalId,
    parentLot: optionalId,
    dispensary: optionalId,
    available: z.optional(z.boolean()),
    /** Publish: the lot's public lab-result page may be indexed by search engines. */
    published: z.optional(z.boolean()),
  })
  .check(
    z.refine((b) => b.lotType === 'parentLot' || !!b.parentLot, { message: parentRequired, path: ['parentLot'] }),
    z.refine((b) => b.lotType !== 'parentLot' || !b.parentLot, { message: parentOnlyForChildren, path: ['parentLot'] }),
    z.refine((b) => b.lotType !== 'parentLot' || !b.dispensary, {
      message: dispensaryOnlyForChildren,
      path: ['dispensary'],
    }),
    z.refine((b) => b.lotType !== 'distribution' || !!b.dispensary, {
      message: dispensaryRequired,
      path: ['dispensary'],
    }),
  );
export type LotBody = z.input<typeof lotBodySchema>;

/** A lot as the tables show it: the names of what it points to, resolved. */
export const lotRowSchema = z.extend(lotSchema, {
  productName: z.optional(z.string()),
  dispensaryName: z.optional(z.string()),
  parentS2sId: z.optional(z.string()),
  /** Its test result (a child lot's is its parent's): what the table shows and links to. */
  test: z.optional(
    z.object({
      _id: idSchema,
      strain: z.optional(z.string()),
      testDate: z.optional(z.string()),
      lab: z.optional(z.string()),
      own: z.boolean(),
    }),
  ),
  /** Whether stickers may be printed for it (isPrintable in shared/printing/printable.ts). */
  printable: z.boolean(),
});
export type LotRow = z.infer<typeof lotRowSchema>;

export const lotPageSchema = z.object({
  error: z.literal(false),
  lots: z.array(lotRowSchema),
  nextCursor: z.nullable(z.string()),
});

export const lotAnswerSchema = z.object({ error: z.literal(false), lot: lotSchema });

/** Parent/Test Lots' page size (spec 2 §9: "child lots 5"); Manage Shipments uses the tables' 10. */
export const CHILD_LOTS_PAGE_SIZE = 5;
