import { Box } from '@mantine/core';
import { AdminClientTable } from '#web/features/admin/clients/client-table.tsx';

/** /admin/clients (spec 3): the client list, where a saved client lands. */
export function Component() {
  return (
    <Box py="lg">
      <AdminClientTable />
    </Box>
  );
}
