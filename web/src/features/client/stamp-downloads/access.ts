import type { RoleHolder } from '#shared/roles';
import { mayCall } from '#web/api/client.ts';

/** Whether any download is the user's (its route's access rule): the page loads the downloads only then. */
export const maySeeStampDownloads = (user: RoleHolder | undefined) =>
  mayCall('getCannastampPdf', user) || mayCall('lotPng', user) || mayCall('lotSvg', user);
