import { route } from '../route-def.ts';
import { linkAnswerSchema } from '../schemas/exports.ts';
import { cannastampPdfBodySchema } from '../schemas/labels.ts';

// Printable cannastamp labels (spec 2 sections 7 and 9) for dispensary, processor and admin users.
// Their own module, so the PNG and SVG handlers do not bundle the label catalogue.

export const getCannastampPdf = /* @__PURE__ */ route({
  method: 'POST', path: '/api/client/getCannastampPdf', handler: 'exports/cannastamp-pdf', access: 'business',
  body: cannastampPdfBodySchema, response: linkAnswerSchema, media: 'write',
});
