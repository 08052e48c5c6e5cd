import { Box } from '@mantine/core';
import { TrainingVideoList } from '#web/features/admin/training/video-list.tsx';

/** /admin/training (docs/admin-training.md): Platform Training's videos, to add, edit, order and delete. */
export function Component() {
  return (
    <Box py="lg">
      <TrainingVideoList />
    </Box>
  );
}
