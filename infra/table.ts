// The single table's shape, read by both the CDK stack and the local runtime so they cannot drift.
export const TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
  /** Generic overloaded indexes; docs/data-model.md says which entity uses which. */
  indexes: ['gsi1', 'gsi2', 'gsi3', 'gsi4'].map((name) => ({ name, partitionKey: `${name}pk`, sortKey: `${name}sk` })),
} as const;

export const BUCKETS = {
  /** Brand and product images (public at /media/*), COA PDFs, uploads and exports (private): shared/media.ts says which key is which. */
  media: 'media',
} as const;
