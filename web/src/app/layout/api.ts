import { queryOptions } from '@tanstack/react-query';

/** The app version (GET /meta.json, spec 3 section 7), shown on the logo's title; it never changes within a visit. */
export const metaQuery = () =>
  queryOptions({
    queryKey: ['meta'],
    queryFn: async () => (await (await fetch('/meta.json')).json()) as { appVersion: string },
    staleTime: Infinity,
  });
