// The media bucket's key layout: docs/architecture.md (Media) gives the reasons.

/**
 * Who may read what in the media bucket. `/media/<key>` serves a key only when it starts with a
 * public prefix and is a plain path (no empty, `.` or `..` segment, nothing but [A-Za-z0-9._-]);
 * anything else answers 404, and the bucket is never listed. Everything private lives under
 * `private/`, which CloudFront is also denied in the bucket policy, and is reached only through a
 * role-checked route that answers a short presigned link. Read by the CDK stack (CloudFront
 * Function, bucket policy, IAM grants, lifecycle), the local gateway's /media proxy and the
 * handlers that write private files.
 */
export const MEDIA = {
  public: ['brands/', 'products/', 'labs/', 'blog/', 'clients/', 'training/'],
  privateRoot: 'private/',
  private: {
    /** Rendered cannastamp PNG, SVG and PDF downloads (business and processor users). */
    exports: 'private/exports/',
    /** Uploaded lab result PDFs. */
    coas: 'private/coas/',
    /** Presigned uploads not yet confirmed; confirming one copies it to its public prefix. */
    uploads: 'private/uploads/',
    /** Loyalty message images: the send path hands the texting provider short-lived links to them. */
    loyalty: 'private/loyalty/',
  },
} as const;

// one path segment: safe characters only, and never `.` or `..`
const SEGMENT = String.raw`(?!\.\.?(?:/|$))[A-Za-z0-9._-]+`;

/** The one rule for /media/<key>, as a source string so the CloudFront Function runs the same test. */
export const PUBLIC_MEDIA_KEY_SOURCE = `^(?:${MEDIA.public.join('|')})${SEGMENT}(?:/${SEGMENT})*$`;

/** Whether `/media/<key>` may serve this bucket key. */
export const isPublicMediaKey = (key: string) => new RegExp(PUBLIC_MEDIA_KEY_SOURCE).test(key);
