import { route } from '../../route-def.ts';
import { recalcAnswerSchema, recalcStartSchema } from '../../schemas/admin-recalc.ts';
import { QUEUES } from '#shared/queues';

// recalc (spec 3 `GET recalc/`): admins only, on the server. GET stays safe (it reads the last
// run); POST starts one, or joins the one running (docs/admin-recalc.md).

/** The spec's recalc: the last run's progress. */
export const getRecalc = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/recalc',
  handler: 'admin/recalc/get-recalc',
  access: 'admin',
  response: recalcAnswerSchema,
  needs: { table: 'read' },
});

/** Starts rebuilding every derived item in the background, or answers the run already going. */
export const startRecalc = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/admin/recalc',
  handler: 'admin/recalc/start-recalc',
  access: 'admin',
  response: recalcStartSchema,
  needs: { table: 'write', queues: [QUEUES.recalc] },
});
