import { Box } from '@mantine/core';
import { AdminLotTable } from '#web/features/admin/lots/lot-table.tsx';

/** /admin/lots (spec 3): the lot table with processing status. */
export function Component() {
  return (
    <Box py="lg">
      <AdminLotTable />
    </Box>
  );
}
