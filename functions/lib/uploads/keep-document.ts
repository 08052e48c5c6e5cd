import { UPLOAD_PURPOSES, UPLOAD_TYPES, type UploadRecord } from '#shared/schemas/upload';
import { putObject } from '#lib/aws/media';
import { putNewUpload } from '#lib/uploads/store';
import { isConditionFailure } from '#lib/table/dynamodb';

// A lab's JSON document the platform received itself (fetched from a lab's link, pushed by a lab,
// made from a state LabTest file), kept where an uploaded one would be: a confirmed COA upload of
// the company, so whatever takes a COA upload takes it.

const JSON_TYPE = 'application/json' as const;

export interface KeptDocument {
  clientId: string;
  /** The upload's id: a new one, or one made from the document so the same one is kept once. */
  uploadId: string;
  bytes: Uint8Array;
  fileName: string;
  createdBy: string;
  /** Where it was fetched from. */
  link?: string;
}

/**
 * Writes the file, then the record naming it (a confirmed upload always has its file). An upload
 * of that id kept before (a retry, the same document again) stands: the record is not written twice.
 */
export async function keepJsonDocument(d: KeptDocument): Promise<UploadRecord> {
  const key = `${UPLOAD_PURPOSES.coa.prefix}${d.clientId}/${d.uploadId}.${UPLOAD_TYPES[JSON_TYPE].ext}`;
  await putObject(key, d.bytes, JSON_TYPE);
  const now = new Date().toISOString();
  const upload: UploadRecord = {
    _id: d.uploadId,
    clientId: d.clientId,
    purpose: 'coa',
    contentType: JSON_TYPE,
    fileName: d.fileName.slice(0, 255),
    pendingKey: key,
    key,
    maxBytes: UPLOAD_TYPES[JSON_TYPE].maxBytes,
    state: 'confirmed',
    size: d.bytes.length,
    ...(d.link && { link: d.link }),
    createdBy: d.createdBy,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await putNewUpload(upload);
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
  }
  return upload;
}
