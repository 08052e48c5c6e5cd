import * as exportsRoutes from '#shared/routes/client/exports';
import { securedRoute } from '#lib/runtime/secured-route';
import { stampFile } from '#lib/exports/stamp-files';
import { stampPng } from '#lib/exports/png';

/** GET lot/{id}/png (spec 2): the cannastamp at 3600 × 3600 pixels. */
export const handler = securedRoute(exportsRoutes.lotPng, async ({ params }) =>
  stampFile(params.id, { ext: 'png', size: 3600, type: 'image/png', make: (svg) => stampPng(svg, 3600) }),
);
