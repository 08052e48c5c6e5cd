import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { MATERIALS, productCardsBodySchema, stickerJobSchema } from '#shared/schemas/printing';
import { call } from '#web/api/client.ts';

// The print jobs a company starts (docs/printing.md) and the sticker picker's parent lots; a job's
// poll is in #web/components/print-job-status. A job changes nothing any page has read: no query
// goes stale when one starts.

export const parentLotsQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['client', clientId, 'parentLotOptions'],
    queryFn: ({ signal }) => call('parentLotKeypairs', { params: { clientId } }, signal),
  });

/** A sheet of stickers of one parent lot (Print Stickers sends its jobs one at a time). */
export const printStickers = (clientId: string, printJob: z.input<typeof stickerJobSchema>) =>
  call('templateGenerator', { params: { clientId }, body: { printJob } });

/** Marketing Materials' PDFs, made from the company's own brand and products. */
export const printMaterials = (clientId: string, material: (typeof MATERIALS)[number]) =>
  call('printMaterials', { params: { clientId }, body: { material } });

/** The products print queue's cards, ten a sheet, each with the MSRP typed for it. */
export const printProductCards = (clientId: string, products: z.input<typeof productCardsBodySchema>['products']) =>
  call('printProductCards', { params: { clientId }, body: { products } });
