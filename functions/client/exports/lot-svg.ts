import * as exportsRoutes from '#shared/routes/client/exports';
import { securedRoute } from '#lib/runtime/secured-route';
import { stampFile } from '#lib/exports/stamp-files';

/** The download-SVGs link processor users see (spec 1): the badge as the vector file itself. */
export const handler = securedRoute(exportsRoutes.lotSvg, async ({ params }) =>
  stampFile(params.id, {
    ext: 'svg',
    size: 300,
    type: 'image/svg+xml',
    make: async (svg) => `<?xml version="1.0" encoding="UTF-8"?>\n${svg}\n`,
  }),
);
