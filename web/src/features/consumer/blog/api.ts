import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** The CannaTalk posts, newest first. */
export const blogsQuery = () =>
  queryOptions({ queryKey: ['blogs'], queryFn: ({ signal }) => call('getBlogs', {}, signal) });
