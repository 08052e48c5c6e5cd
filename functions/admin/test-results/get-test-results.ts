import * as admin from '#shared/routes/admin/test-results';
import { queryTestTable } from '#lib/test-result-index/query';
import { securedRoute } from '#lib/runtime/secured-route';

/** The admin test table (spec 3 'Tests'): a page of results, sorted and filtered on any column, with the total. */
export const handler = securedRoute(admin.adminGetTestResults, async ({ query }) => {
  const { rows, total } = await queryTestTable(query);
  return { error: false as const, testResults: rows, total };
});
