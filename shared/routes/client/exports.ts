import { MEDIA } from '../../media.ts';
import { route } from '../../route-def.ts';
import { idParamsSchema } from '../../schemas/common.ts';
import { linkAnswerSchema } from '../../schemas/exports.ts';
import { cannastampPdfBodySchema } from '../../schemas/labels.ts';

// Cannastamp downloads (spec 1 and 2): PNG for dispensary, processor and admin users, SVG for
// processor users; printable labels (spec 2 sections 7 and 9) for dispensary, processor and admin
// users. Files are made once, kept in the media bucket, and answered as short links. The label
// schema is built inside a pure call, so the PNG and SVG bundles leave the label catalogue out.

const exportsBucket = { read: [MEDIA.private.exports], write: [MEDIA.private.exports] };

export const lotPng = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/lot/{id}/png',
  handler: 'client/exports/lot-png',
  access: 'business',
  params: idParamsSchema,
  response: linkAnswerSchema,
  needs: {
    table: 'read',
    media: exportsBucket,
    // rasterizing 3600 × 3600
    // the catalog schemas it reads the lot with: 310.7 KB (docs/architecture.md)
    profile: { memoryMb: 1536, timeoutSeconds: 30, assets: ['raster', 'fonts'] },
  },
});

export const lotSvg = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/lot/{id}/svg',
  handler: 'client/exports/lot-svg',
  access: 'processor',
  params: idParamsSchema,
  response: linkAnswerSchema,
  needs: { table: 'read', media: exportsBucket },
});

export const getCannastampPdf = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/getCannastampPdf',
  handler: 'client/exports/cannastamp-pdf',
  access: 'business',
  body: cannastampPdfBodySchema,
  response: linkAnswerSchema,
  needs: {
    table: 'read',
    media: exportsBucket,
    // headless Chromium wants about 1.5 GB; the bundle is puppeteer-core (0.66 MB once stubbed) plus what every handler has
    profile: {
      memoryMb: 2048,
      timeoutSeconds: 30,
      architecture: 'x86_64',
      bundleKb: 1024,
      chromium: true,
      assets: ['fonts'],
    },
  },
});
