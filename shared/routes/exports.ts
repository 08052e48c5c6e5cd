import { MEDIA } from '../media.ts';
import { route } from '../route-def.ts';
import { idParamsSchema } from '../schemas/common.ts';
import { linkAnswerSchema } from '../schemas/exports.ts';

// Cannastamp downloads (spec 1 and 2): PNG for dispensary, processor and admin users, SVG for
// processor users. Files are made once, kept in the media bucket, and answered as short links.

export const lotPng = /* @__PURE__ */ route({
  method: 'GET', path: '/api/client/lot/{id}/png', handler: 'exports/lot-png', access: 'business',
  params: idParamsSchema, response: linkAnswerSchema,
  needs: {
    table: 'read', media: { read: [MEDIA.private.exports], write: [MEDIA.private.exports] },
    // rasterizing 3600 × 3600
    profile: { memoryMb: 1536, timeoutSeconds: 30, assets: ['raster', 'fonts'] },
  },
});

export const lotSvg = /* @__PURE__ */ route({
  method: 'GET', path: '/api/client/lot/{id}/svg', handler: 'exports/lot-svg', access: 'processor',
  params: idParamsSchema, response: linkAnswerSchema,
  needs: { table: 'read', media: { read: [MEDIA.private.exports], write: [MEDIA.private.exports] } },
});
