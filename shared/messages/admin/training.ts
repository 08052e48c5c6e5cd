// Platform Training's list (docs/admin-training.md): ours, the spec shows none.

export const videoNotFound = 'No such video.' as const;
export const videoChangedMeanwhile =
  'Another admin changed this video meanwhile: reload the list and make your change again.' as const;
export const listChangedMeanwhile =
  'The list changed meanwhile (a video added, removed or moved): reload it and move the videos again.' as const;
export const listFull = 'The list holds 50 videos at most: remove one before adding another.' as const;
export const noVideos =
  'No training videos yet. Add the first one: companies see it on their Platform Training page.' as const;
export const videoAdded = 'Video added.' as const;
export const videoSaved = 'Saved.' as const;
export const videoDeleted = 'Video deleted.' as const;
export const videosMoved = 'Order saved.' as const;
export const deleteQuestion = (title: string) =>
  `Delete “${title}”? Companies no longer see it on Platform Training. This cannot be undone.`;
export const fileNotFound = 'The video file was not found: upload it again.' as const;
export const fileUploaded = (name: string) => `${name} uploaded: save to use it.`;
