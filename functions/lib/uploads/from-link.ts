import * as uploadMessages from '#shared/messages/client/uploads';
import { UPLOAD_TYPES, type ConfirmedUpload } from '#shared/schemas/upload';
import { parseWcia, type WciaDocument } from '#shared/schemas/wcia';
import { keepJsonDocument } from '#lib/uploads/keep-document';
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

/** A lab's document fetched from its link and checked as a WCIA lab result: its bytes, where it came from, the document. */
export type LabDocument = { bytes: Uint8Array; url: string; doc: WciaDocument };

/** Fetches a lab's link, or answers 400 saying why it was not fetched or is not a WCIA lab result. */
export async function fetchLabDocument(link: string): Promise<LabDocument> {
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
  return { bytes: fetched.bytes, url: fetched.url, doc: read.doc };
}

/** Keeps a fetched document as the company's confirmed COA upload, naming its link. */
export async function keepLabDocument(clientId: string, userId: string, d: LabDocument): Promise<ConfirmedUpload> {
  const upload = await keepJsonDocument({
    clientId,
    uploadId: newId(),
    bytes: d.bytes,
    fileName: fileNameOf(new URL(d.url)),
    createdBy: userId,
    link: d.url,
  });
  return confirmedView(upload);
}

export const uploadFromLink = async (clientId: string, userId: string, link: string): Promise<ConfirmedUpload> =>
  keepLabDocument(clientId, userId, await fetchLabDocument(link));
