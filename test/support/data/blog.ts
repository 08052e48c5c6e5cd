import { putBlogPost } from '#lib/blog/store';
import type { BlogPost } from '#shared/schemas/blog';
import { useLocalTable } from '#test/support/table';

// Test data through the blog domain's own store, on the runtime's table.

/** Publishes the post as its store keeps it (listed newest first). */
export async function addBlogPost(p: BlogPost): Promise<void> {
  useLocalTable();
  await putBlogPost(p);
}
