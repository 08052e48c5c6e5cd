import { Alert, Box } from '@mantine/core';
import { useNavigationState } from '#web/lib/navigation.ts';
import { BlogPostList } from '#web/features/admin/blog/post-list.tsx';

/** /admin/blog (docs/admin-content.md): every CannaTalk post, to write, schedule and unpublish. */
export function Component() {
  // a deleted post's editor comes back here saying so
  const notice = useNavigationState<{ notice?: string }>()?.notice;
  return (
    <Box py="lg">
      {notice && (
        <Alert color="green.9" variant="filled" role="status" mb="md">
          {notice}
        </Alert>
      )}
      <BlogPostList />
    </Box>
  );
}
