import { expect } from 'vitest';
import type { session } from './session.ts';

// Uploading as the browser does (docs/client-uploads.md): sign, POST the form straight to the
// bucket (s3rver), confirm. Integration tests and the bench share it.

type Session = ReturnType<typeof session>;

/** The smallest real PNG head (signature and IHDR start), padded to `size` bytes. */
export const pngBytes = (size = 64) => {
  const b = new Uint8Array(size);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  return b;
};

export async function signUpload(s: Session, clientId: string, file: { name: string; type: string; purpose: string }) {
  const q = new URLSearchParams({ 'file-name': file.name, 'file-type': file.type, purpose: file.purpose });
  return s.get(`/api/client/${clientId}/sign-s3?${q}`);
}

/** POSTs the bytes with the signed form, as a browser would; answers the bucket's status. */
export async function postToBucket(signed: { url: string; fields: Record<string, string> }, bytes: Uint8Array) {
  const form = new FormData();
  for (const [k, v] of Object.entries(signed.fields)) form.append(k, v);
  form.append('file', new Blob([bytes as BlobPart], { type: signed.fields['Content-Type'] }));
  const r = await fetch(signed.url, { method: 'POST', body: form });
  await r.arrayBuffer();
  return r.status;
}

/** Sign, send and confirm one file; answers the confirm call's answer. */
export async function upload(
  s: Session,
  clientId: string,
  file: { name: string; type: string; purpose: string },
  bytes: Uint8Array,
) {
  const signed = await signUpload(s, clientId, file);
  expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  expect(await postToBucket(signed.body.signedRequest, bytes)).toBeLessThan(300);
  return {
    signed: signed.body,
    confirm: await s.post(`/api/client/${clientId}/upload/${signed.body.uploadId}/confirm`),
  };
}
