import * as uploadMessages from '#shared/messages/client/uploads';
import { UPLOAD_PURPOSES, UPLOAD_TYPES, type ConfirmedUpload, type UploadRecord } from '#shared/schemas/upload';
import { parseWcia } from '#shared/schemas/wcia';
import { putObject } from '#lib/aws/media';
import { putNewUpload } from '#lib/uploads/store';
import { setting } from '#lib/base/config';
import { badRequest } from '#lib/base/errors';
import { fetchPublic } from '#lib/base/fetch-public';
import { newId } from '#lib/base/ids';
import { confirmedView } from './confirm.ts';

// A lab's WCIA document from the link the lab gave (docs/client-uploads.md, A lab's link): fetched
// by the server under the guard of #lib/base/fetch-public, checked as an uploaded JSON file is, and
// kept where an uploaded one would be, as a confirmed COA upload that names its link. Whatever
// takes a COA upload (the COA service, a test result's files, the certificate reader) then takes it.

const JSON_TYPE = 'application/json' as const;
/** A lab's server gets as long as a person would wait; the function's timeout leaves room to store. */
const FETCH_TIMEOUT_MS = 10_000;

/** A name to show for the document: the link's last segment, else its host. */
const fileNameOf = (url: URL) => decodeURIComponent(url.pathname.split('/').pop() || url.hostname).slice(0, 255);

export async function uploadFromLink(clientId: string, userId: string, link: string): Promise<ConfirmedUpload> {
  const origin = setting('LAB_LINKS_TRUSTED_ORIGIN');
  const fetched = await fetchPublic(link, {
    maxBytes: UPLOAD_TYPES[JSON_TYPE].maxBytes,
    timeoutMs: FETCH_TIMEOUT_MS,
    ...(origin && { trusted: { origin, ca: setting('LAB_LINKS_CA') } }),
  });
  if ('problem' in fetched)
    throw badRequest(
      fetched.problem === 'status'
        ? uploadMessages.linkStatus(fetched.status ?? 0)
        : uploadMessages.linkProblems[fetched.problem],
    );
  const read = parseWcia(fetched.bytes);
  if ('problem' in read)
    throw badRequest(read.problem === 'notJson' ? uploadMessages.linkNotJson : uploadMessages.linkNotWcia);
  const id = newId();
  const key = `${UPLOAD_PURPOSES.coa.prefix}${clientId}/${id}.${UPLOAD_TYPES[JSON_TYPE].ext}`;
  // the file is written before the record that names it, so a confirmed upload always has its file
  await putObject(key, fetched.bytes, JSON_TYPE);
  const now = new Date().toISOString();
  const upload: UploadRecord = {
    _id: id,
    clientId,
    purpose: 'coa',
    contentType: JSON_TYPE,
    fileName: fileNameOf(new URL(fetched.url)),
    pendingKey: key,
    key,
    maxBytes: UPLOAD_TYPES[JSON_TYPE].maxBytes,
    state: 'confirmed',
    size: fetched.bytes.length,
    link: fetched.url,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
  };
  await putNewUpload(upload);
  return confirmedView(upload);
}
