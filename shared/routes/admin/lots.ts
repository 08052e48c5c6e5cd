import { route } from '../../route-def.ts';
import { adminLotsQuerySchema, adminLotsSchema, LOT_QUERY_NAMES } from '../../schemas/admin-lots.ts';

// The admin lot table (spec 3 §2 /admin/lots): admins only, on the server.

/** The spec's lots: lots with their processing status, by status or by client. */
export const adminGetLots = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/lots',
  handler: 'admin/lots/get-lots',
  access: 'admin',
  query: adminLotsQuerySchema,
  queryNames: LOT_QUERY_NAMES,
  response: adminLotsSchema,
  needs: { table: 'read' },
});
