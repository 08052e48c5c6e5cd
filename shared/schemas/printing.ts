import * as z from 'zod/mini';
import * as printMessages from '../messages/client/printing.ts';
import { MAX_CARD_PRODUCTS, MAX_STICKERS, TEMPLATE_IDS, templateOf } from '../printing/templates.ts';
import { msrpSchema } from './catalog.ts';
import { idSchema, isoDateTime } from './common.ts';

// Print jobs (spec 2 'Print stickers', POST templateGenerator and print/product-cards): a request
// records a job and queues it; the print worker renders its sheet PDF and the page polls the job.

export const PRINT_KINDS = ['stickers', 'productCards', 'flyer', 'tableTopCards'] as const;
export const PRINT_STATUSES = ['queued', 'rendering', 'done', 'failed'] as const;
export const MATERIALS = ['flyer', 'productCards', 'tableTopCards'] as const;

export const printJobParamsSchema = z.object({ clientId: idSchema, id: idSchema });

/** One sticker job as the page adds it: parent lot, count and label template. */
export const stickerJobSchema = z.object({
  parentLot: idSchema,
  count: z.number().check(z.int(), z.gte(1, printMessages.countRange), z.lte(MAX_STICKERS, printMessages.countRange)),
  template: z
    .enum(TEMPLATE_IDS, printMessages.templateNotSupported)
    .check(z.refine((t) => templateOf(t)?.supported === true, printMessages.templateNotSupported)),
});

/** POST templateGenerator (spec 2 §7: body printJob). */
export const templateGeneratorBodySchema = z.object({ printJob: stickerJobSchema });

/** One card of the print queue: the product and the MSRP the card states (dollars; none leaves it off). */
export const cardEntrySchema = z.object({
  _id: idSchema,
  msrp: z.optional(msrpSchema),
});

/** POST print/product-cards (spec 2 §7: body products): the manageProducts print queue. */
export const productCardsBodySchema = z.object({
  products: z.array(cardEntrySchema).check(z.minLength(1, printMessages.noProducts), z.maxLength(MAX_CARD_PRODUCTS)),
});

/** POST print/materials: the Marketing Materials page's flyer, product cards or table-top cards. */
export const materialsBodySchema = z.object({ material: z.enum(MATERIALS) });

/** A print job as the table keeps it. */
export const printJobSchema = z.object({
  _id: idSchema,
  client: idSchema,
  kind: z.enum(PRINT_KINDS),
  status: z.enum(PRINT_STATUSES),
  stickers: z.optional(stickerJobSchema),
  products: z.optional(z.array(cardEntrySchema)),
  /** The private media key of the finished PDF. */
  file: z.optional(z.string()),
  sheets: z.optional(z.number()),
  errorMessage: z.optional(z.string()),
  requestedBy: idSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PrintJob = z.infer<typeof printJobSchema>;

/** What the page sees: the job, with a short-lived link to its PDF once it is done. */
export const printJobViewSchema = z.object({
  _id: idSchema,
  kind: z.enum(PRINT_KINDS),
  status: z.enum(PRINT_STATUSES),
  stickers: z.optional(stickerJobSchema),
  products: z.optional(z.array(cardEntrySchema)),
  sheets: z.optional(z.number()),
  link: z.optional(z.string()),
  errorMessage: z.optional(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type PrintJobView = z.infer<typeof printJobViewSchema>;

export const printJobAnswerSchema = z.object({ error: z.literal(false), printJob: printJobViewSchema });

/** The sticker picker's parent lots: only printable ones (a result, not still in the data-entry pipeline). */
export const parentLotOptionsSchema = z.object({
  error: z.literal(false),
  options: z.array(z.object({ _id: idSchema, name: z.string() })),
});

/** The print worker's message: the job to render. */
export const printMessageSchema = z.object({ printJobId: idSchema });
