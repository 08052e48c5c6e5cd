import type { AdminBlogPost } from '#shared/schemas/admin-content';

// A post's state as the admin reads it: a draft is unpublished, a scheduled post is published from
// a time still to come (docs/admin-content.md: the public list filters by time as it reads).

export type PostState = 'draft' | 'scheduled' | 'published';

export const postState = (p: Pick<AdminBlogPost, 'published' | 'publishedAt'>, now = Date.now()): PostState =>
  !p.published ? 'draft' : Date.parse(p.publishedAt) > now ? 'scheduled' : 'published';

export const STATE_LABELS: Record<PostState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
};

/** Filled dark shades: light badges fail colour contrast. */
export const STATE_COLORS: Record<PostState, string> = {
  draft: 'gray.8',
  scheduled: 'blue.9',
  published: 'green.9',
};

/** A time in the admin's own zone, with the zone named. */
export const localTime = (iso: string) =>
  // (dateStyle cannot be combined with timeZoneName: the fields are spelled out)
  new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
