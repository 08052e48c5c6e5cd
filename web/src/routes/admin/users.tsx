import { Box } from '@mantine/core';
import { AdminUserTable } from '#web/features/admin/users/user-table.tsx';

/** /admin/users (spec 3): the user table with its count, CSV download and per-row role toggles. */
export function Component() {
  return (
    <Box py="lg">
      <AdminUserTable />
    </Box>
  );
}
