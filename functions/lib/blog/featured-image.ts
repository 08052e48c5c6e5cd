import * as messages from '#shared/messages/admin/content';
import { headObject } from '#lib/aws/media';
import { badRequest } from '#lib/base/errors';

/**
 * A post names its featured image only once the file is there (a confirmed upload's copy, or the
 * seed's), so the public pages never show a broken image.
 */
export async function checkFeaturedImage(link: string | undefined): Promise<void> {
  if (link && !(await headObject(link.slice('/media/'.length)))) throw badRequest(messages.imageNotFound);
}
