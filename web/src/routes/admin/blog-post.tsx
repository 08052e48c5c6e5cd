import { Box } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { QueryState } from '#web/components/query-state.tsx';
import { blogPostQuery } from '#web/features/admin/blog/api.ts';
import { PostEditor } from '#web/features/admin/blog/post-editor.tsx';

/** /admin/blog/post/:id? (docs/admin-content.md): a post's editor, or a new post's without an id. */
export function Component() {
  const { id } = useParams();
  return <Box py="lg">{id ? <Existing id={id} /> : <PostEditor />}</Box>;
}

function Existing({ id }: { id: string }) {
  const query = useQuery(blogPostQuery(id));
  // keyed by the post, so another post's editor starts from its own fields
  return (
    <QueryState query={query} what="post">
      {(post) => <PostEditor key={post.id} post={post} />}
    </QueryState>
  );
}
