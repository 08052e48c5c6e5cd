// The admin content area (docs/admin-content.md): ours, the spec shows none.

export const postNotFound = 'No such post.' as const;
export const changedMeanwhile =
  'Another admin changed this post meanwhile: reload it and make your change again.' as const;
export const imageNotFound = 'The featured image was not found: upload it again.' as const;
export const noPosts = 'No posts yet. Write the first one: it shows on CannaTalk once published.' as const;
export const postSaved = 'Saved.' as const;
export const postDeleted = 'Post deleted.' as const;
export const scheduleInPast = 'Pick a time in the future to schedule the post, or publish it now.' as const;
export const deleteQuestion = (title: string) =>
  `Delete “${title}”? It leaves CannaTalk at once and cannot be brought back.`;
