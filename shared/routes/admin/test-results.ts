import { route } from '../../route-def.ts';
import {
  adminTestResultsQuerySchema,
  adminTestResultsSchema,
  TEST_QUERY_NAMES,
} from '../../schemas/admin-test-results.ts';

// The admin test table (spec 3 §2 /admin/testResults): admins only, on the server.

/** A page of every company's test results, sorted and filtered on any column, with the total. */
export const adminGetTestResults = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/admin/testResults',
  handler: 'admin/test-results/get-test-results',
  access: 'admin',
  query: adminTestResultsQuerySchema,
  queryNames: TEST_QUERY_NAMES,
  response: adminTestResultsSchema,
  needs: { table: 'read' },
});
