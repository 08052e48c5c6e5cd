import { Box } from '@mantine/core';
import { AdminTestTable } from '#web/features/admin/test-results/test-table.tsx';

/** /admin/testResults ('Tests', spec 3): the test table, every column sorted and filtered on the server. */
export function Component() {
  return (
    <Box py="lg">
      <AdminTestTable />
    </Box>
  );
}
