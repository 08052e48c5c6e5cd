import * as uploadMessages from '#shared/messages/client/uploads';
import { UPLOAD_PURPOSES, type UploadPurpose } from '#shared/schemas/upload';
import { getUploads } from '#lib/uploads/store';
import { badRequest } from '#lib/base/errors';

// The rule for a record that points at uploaded files (a brand's or a product's images, a company's
// gallery, a test result's PDFs): each link must be a confirmed upload of the record's own client.
// A link the record already held (a seeded image, an older upload) may stay as it is.

const UPLOADED =
  /^(?:\/media\/)?(?:brands|products|clients|private\/coas|private\/loyalty)\/([0-9a-f]{24})\/([0-9a-f]{24})\.(?:png|jpg|pdf|json)$/;

/**
 * Throws 400 unless every one of `links` is a confirmed upload of `clientId` (or is among `kept`,
 * what the record held before this save). Call it before writing the record.
 */
export async function assertUploadedBy(
  clientId: string,
  links: readonly (string | undefined | null)[],
  kept: readonly (string | undefined | null)[] = [],
): Promise<void> {
  const before = new Set(kept.filter(Boolean));
  const fresh = [...new Set(links.filter((l): l is string => !!l && !before.has(l)))];
  if (!fresh.length) return;
  const ids = fresh.map((link) => {
    const m = UPLOADED.exec(link);
    if (!m || m[1] !== clientId) throw badRequest(uploadMessages.notAnUpload);
    return m[2]!;
  });
  const uploads = new Map((await getUploads(ids)).map((u) => [u._id, u]));
  for (const [i, link] of fresh.entries()) {
    const u = uploads.get(ids[i]!);
    const key = link.replace(/^\/media\//, '');
    if (!u || u.clientId !== clientId || u.state !== 'confirmed' || u.key !== key)
      throw badRequest(uploadMessages.notAnUpload);
  }
}

/**
 * Throws 400 unless every one of `keys` is a confirmed upload of `clientId` made for `purpose`
 * (a loyalty message names only its company's 'loyalty' images, never a public product image).
 */
export async function assertUploadsFor(clientId: string, purpose: UploadPurpose, keys: readonly string[]) {
  if (keys.some((k) => !k.startsWith(UPLOAD_PURPOSES[purpose].prefix))) throw badRequest(uploadMessages.notAnUpload);
  await assertUploadedBy(clientId, keys);
}
