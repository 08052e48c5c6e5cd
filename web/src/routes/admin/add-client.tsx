import { Box } from '@mantine/core';
import { AddClientForm } from '#web/features/admin/clients/add-client-form.tsx';

/** /admin/addclient (spec 3): create a client. */
export function Component() {
  return (
    <Box py="lg">
      <AddClientForm />
    </Box>
  );
}
