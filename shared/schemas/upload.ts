import * as z from 'zod/mini';
import { idSchema, isoDateTime, text } from './common.ts';

// Uploads straight to the media bucket (docs/client-uploads.md): the browser asks for a presigned
// POST, sends the file to S3 itself, then asks the server to confirm it; only a confirmed upload
// may be named by a record.

/**
 * The file types the spec allows anywhere (spec 2 §5: PNG, JPEG or PDF only), with their size
 * limits, and a lab's WCIA JSON lab result beside a COA's PDFs (docs/client-uploads.md): a lab
 * result of one sample is a few KB, so 1 MB is generous and keeps the confirm's full read small.
 * Training videos (MP4, WebM) are the platform's own, uploaded by admins only: 500 MB holds a
 * quarter of an hour at 1080p, and the confirm reads only their first bytes.
 */
export const UPLOAD_TYPES = {
  'image/png': { ext: 'png', name: 'PNG', maxBytes: 10 * 1024 * 1024 },
  'image/jpeg': { ext: 'jpg', name: 'JPEG', maxBytes: 10 * 1024 * 1024 },
  'application/pdf': { ext: 'pdf', name: 'PDF', maxBytes: 25 * 1024 * 1024 },
  'application/json': { ext: 'json', name: 'WCIA JSON', maxBytes: 1024 * 1024 },
  'video/mp4': { ext: 'mp4', name: 'MP4', maxBytes: 500 * 1024 * 1024 },
  'video/webm': { ext: 'webm', name: 'WebM', maxBytes: 500 * 1024 * 1024 },
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;
const uploadTypes = Object.keys(UPLOAD_TYPES) as [UploadType, ...UploadType[]];

/**
 * What the file is for, which decides where the confirmed copy lives: brand, product and company
 * images under their public prefixes (served at /media/), lab results (PDF or WCIA JSON) and loyalty message
 * images under private ones (a message's images reach the texting provider only as short-lived
 * links). A purpose with its own `maxBytes` holds its files to it, below the type's limit.
 */
export const UPLOAD_PURPOSES = {
  brand: { prefix: 'brands/', types: ['image/png', 'image/jpeg'] },
  product: { prefix: 'products/', types: ['image/png', 'image/jpeg'] },
  client: { prefix: 'clients/', types: ['image/png', 'image/jpeg'] },
  coa: { prefix: 'private/coas/', types: ['application/pdf', 'application/json'] },
  // spec 3 §5 and its constants: loyalty message images, png or jpeg, 600 KB each
  loyalty: { prefix: 'private/loyalty/', types: ['image/png', 'image/jpeg'], maxBytes: 600 * 1024 },
  // a CannaTalk post's featured image: signed by admins only (docs/admin-content.md), never through a company's route
  blog: { prefix: 'blog/', types: ['image/png', 'image/jpeg'] },
  // a Platform Training video file: signed by admins only (docs/admin-training.md)
  training: { prefix: 'training/', types: ['video/mp4', 'video/webm'] },
} as const satisfies Record<string, { prefix: string; types: readonly UploadType[]; maxBytes?: number }>;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;

/** The most bytes a file of this type may have for this purpose. */
export const uploadLimit = (purpose: UploadPurpose, type: UploadType): number => {
  const p = UPLOAD_PURPOSES[purpose];
  return Math.min('maxBytes' in p ? p.maxBytes : Infinity, UPLOAD_TYPES[type].maxBytes);
};

/** Whether the purpose holds its files to a limit of its own (told in the spec's KB wording). */
export const hasOwnLimit = (purpose: UploadPurpose): boolean => 'maxBytes' in UPLOAD_PURPOSES[purpose];
const purposes = Object.keys(UPLOAD_PURPOSES) as [UploadPurpose, ...UploadPurpose[]];
/** The purposes of the platform's own content, which only admins sign (docs/admin-content.md, docs/admin-training.md). */
type PlatformPurpose = 'blog' | 'training';
const isPlatformPurpose = (p: UploadPurpose): p is PlatformPurpose => p === 'blog' || p === 'training';
/** What a company's members may upload for: everything but the platform's own content. */
const clientPurposes = purposes.filter((p) => !isPlatformPurpose(p)) as [UploadPurpose, ...UploadPurpose[]];
/** The types a company's members may upload: those their purposes take (no video). */
const clientTypes = uploadTypes.filter((t) =>
  clientPurposes.some((p) => (UPLOAD_PURPOSES[p].types as readonly string[]).includes(t)),
) as [UploadType, ...UploadType[]];

/**
 * The owner recorded on the platform's own uploads (CannaTalk images): no company has it, since a
 * company's id is generated and never all zeros, so no company's member can confirm them.
 */
export const PLATFORM_UPLOADS = '0'.repeat(24);

export const signS3ParamsSchema = z.object({ clientId: idSchema });

export const signS3QuerySchema = z
  .object({
    /** The name the file had on the user's machine; kept for display only, never part of the key. */
    'file-name': text(255, 1),
    'file-type': z.enum(clientTypes, 'must be image/png, image/jpeg, application/pdf or application/json'),
    purpose: z.enum(clientPurposes, 'must be brand, product, client, coa or loyalty'),
  })
  .check(
    z.refine(
      (q) => (UPLOAD_PURPOSES[q.purpose].types as readonly string[]).includes(q['file-type']),
      'file-type: images (PNG, JPEG) for brand, product, client and loyalty; PDF or WCIA JSON for coa',
    ),
  );

/** The presigned POST: the form's action and the fields to send before the file. */
export const signedRequestSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) });

export const signS3AnswerSchema = z.object({
  error: z.literal(false),
  uploadId: idSchema,
  signedRequest: signedRequestSchema,
  /** Where the file will be read once confirmed: a /media/ path for an image, absent for a private document. */
  url: z.optional(z.string()),
  maxBytes: z.number(),
});

export const uploadParamsSchema = z.object({ clientId: idSchema, id: idSchema });

/** An admin's featured image for a post: an image, named as on the user's machine (display only). */
export const signBlogImageQuerySchema = z.object({
  'file-name': text(255, 1),
  'file-type': z.enum(['image/png', 'image/jpeg'], 'must be image/png or image/jpeg'),
});

/** An admin's training video file, named as on the user's machine (display only). */
export const signTrainingFileQuerySchema = z.object({
  'file-name': text(255, 1),
  'file-type': z.enum(['video/mp4', 'video/webm'], 'must be video/mp4 or video/webm'),
});

/** A lab's link to its WCIA JSON document, which the server fetches and keeps as a COA upload. */
export const linkUploadBodySchema = z.object({ url: text(2048, 1) });

/** An upload as the table keeps it (pk UPLOAD#<id>): pending until confirmed, then the record may be named. */
export const uploadRecordSchema = z.object({
  _id: idSchema,
  clientId: idSchema,
  purpose: z.enum(purposes),
  contentType: z.enum(uploadTypes),
  fileName: z.string(),
  /** Where the browser sends it (under private/uploads/, expiring after a day). */
  pendingKey: z.string(),
  /** Where the confirmed copy goes. */
  key: z.string(),
  maxBytes: z.number(),
  state: z.enum(['pending', 'confirmed', 'refused']),
  size: z.optional(z.number()),
  /** The lab's link the document was fetched from, for one kept from a link rather than uploaded. */
  link: z.optional(z.string()),
  createdBy: idSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

export const confirmedUploadSchema = z.object({
  _id: idSchema,
  fileName: z.string(),
  contentType: z.enum(uploadTypes),
  size: z.number(),
  /** The bucket key of the confirmed file. */
  key: z.string(),
  /** The /media/ path of a public file (an image, a training video); absent for a private document. */
  url: z.optional(z.string()),
});
export type ConfirmedUpload = z.infer<typeof confirmedUploadSchema>;

export const confirmUploadAnswerSchema = z.object({ error: z.literal(false), upload: confirmedUploadSchema });
