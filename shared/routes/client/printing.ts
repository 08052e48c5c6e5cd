import { MEDIA } from '../../media.ts';
import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client-products.ts';
import {
  materialsBodySchema,
  printJobAnswerSchema,
  printJobParamsSchema,
  productCardsBodySchema,
  templateGeneratorBodySchema,
} from '../../schemas/printing.ts';
import { QUEUES } from '#shared/queues';

// Sticker and card printing (spec 2 'Print stickers', §7 templateGenerator and print/product-cards):
// each POST records a print job and puts it on the print-jobs queue; the worker
// (functions/jobs/queues/render-print-job) renders the PDF privately, and the page polls the job
// for its short-lived link (docs/printing.md).

export const templateGenerator = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/templateGenerator',
  handler: 'client/printing/template-generator',
  access: 'clientMember',
  params: clientParamsSchema,
  body: templateGeneratorBodySchema,
  response: printJobAnswerSchema,
  // the lot's printable checks (the lots module) and the queue's signed send: 300.4 KB (docs/printing.md)
  needs: { table: 'write', queues: [QUEUES.printJobs] },
});

export const printProductCards = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/print/product-cards',
  handler: 'client/printing/print-product-cards',
  access: 'clientMember',
  params: clientParamsSchema,
  body: productCardsBodySchema,
  response: printJobAnswerSchema,
  // the card list's schema and the products read put it at 301 KB (docs/printing.md)
  needs: { table: 'write', queues: [QUEUES.printJobs] },
});

export const printMaterials = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/print/materials',
  handler: 'client/printing/print-materials',
  access: 'clientMember',
  params: clientParamsSchema,
  body: materialsBodySchema,
  response: printJobAnswerSchema,
  // the SQS client and the materials schema: 307.2 KB (docs/architecture.md)
  needs: { table: 'write', queues: [QUEUES.printJobs] },
});

/** A job and, once rendered, a 10-minute link to its PDF. */
export const getPrintJob = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/printJob/{id}',
  handler: 'client/printing/get-print-job',
  access: 'clientMember',
  params: printJobParamsSchema,
  response: printJobAnswerSchema,
  needs: { table: 'read', media: { read: [MEDIA.private.exports] } },
});
