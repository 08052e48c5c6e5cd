import * as messages from '#shared/messages/admin/training';
import { isUploadedVideo } from '#shared/schemas/training';
import { headObject } from '#lib/aws/media';
import { badRequest } from '#lib/base/errors';

/**
 * A video names an uploaded file only once the file is there (a confirmed upload's copy), so
 * Platform Training never shows a player with nothing to play.
 */
export async function checkVideoFile(link: string): Promise<void> {
  if (isUploadedVideo(link) && !(await headObject(link.slice('/media/'.length))))
    throw badRequest(messages.fileNotFound);
}
