// The admin content area (docs/admin-content.md): ours, the spec shows none.

export const postNotFound = 'No such post.' as const;
export const changedMeanwhile =
  'Another admin changed this post meanwhile: reload it and make your change again.' as const;
export const imageNotFound = 'The featured image was not found: upload it again.' as const;
