import { Box } from '@mantine/core';
import { RecalcPanel } from '#web/features/admin/recalc/recalc-panel.tsx';

/** /admin/recalc (spec 3 `GET recalc/`): start rebuilding every derived item and watch it run. */
export function Component() {
  return (
    <Box py="lg">
      <RecalcPanel />
    </Box>
  );
}
