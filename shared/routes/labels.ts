import { MEDIA } from '../media.ts';
import { route } from '../route-def.ts';
import { linkAnswerSchema } from '../schemas/exports.ts';
import { cannastampPdfBodySchema } from '../schemas/labels.ts';

// Printable cannastamp labels (spec 2 sections 7 and 9) for dispensary, processor and admin users.
// Their own module, so the PNG and SVG handlers do not bundle the label catalogue.

export const getCannastampPdf = /* @__PURE__ */ route({
  method: 'POST', path: '/api/client/getCannastampPdf', handler: 'exports/cannastamp-pdf', access: 'business',
  body: cannastampPdfBodySchema, response: linkAnswerSchema,
  needs: {
    table: 'read', media: { read: [MEDIA.private.exports], write: [MEDIA.private.exports] },
    // headless Chromium wants about 1.5 GB; the bundle is puppeteer-core (0.66 MB once stubbed) plus what every handler has
    profile: { memoryMb: 2048, timeoutSeconds: 30, architecture: 'x86_64', bundleKb: 1024, chromium: true, assets: ['fonts'] },
  },
});
