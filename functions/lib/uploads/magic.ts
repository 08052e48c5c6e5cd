import type { UploadType } from '#shared/schemas/upload';

// What a file is, by its first bytes: the name and the type the browser claimed prove nothing (an
// HTML page called .png, an EXE called .pdf), and s3rver does not hold an upload to its policy.

/** The types a file's first bytes tell; a JSON file has no signature and is read whole instead. */
export type BinaryType = Exclude<UploadType, 'application/json'>;

// null: any byte (an MP4's first four bytes are the length of its first box)
const SIGNATURES: Record<BinaryType, readonly (number | null)[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  // %PDF-
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  // an ISO media file opens with its 'ftyp' box
  'video/mp4': [null, null, null, null, 0x66, 0x74, 0x79, 0x70],
  // a WebM file is an EBML document
  'video/webm': [0x1a, 0x45, 0xdf, 0xa3],
};

/** How many leading bytes `matchesType` needs. */
export const MAGIC_LENGTH = 8;

/** Whether these leading bytes start a file of this type. */
export const matchesType = (head: Uint8Array, type: BinaryType) =>
  SIGNATURES[type].every((byte, i) => i < head.length && (byte === null || head[i] === byte));
