import { Box } from '@mantine/core';
import { AdminProductTable } from '#web/features/admin/products/product-table.tsx';

/** /admin/products (spec 3): the product table with a per-row owner change. */
export function Component() {
  return (
    <Box py="lg">
      <AdminProductTable />
    </Box>
  );
}
