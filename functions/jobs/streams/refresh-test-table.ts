import * as z from 'zod/mini';
import { idSchema } from '#shared/schemas/common';
import { retryOnPackConflict } from '#lib/table/packs';
import { refreshTestRows } from '#lib/test-result-index/store/rebuild';
import { streamWorker } from '#lib/runtime/worker';

// Keeps the admin test table's packs fresh (docs/admin-test-results.md): once per batch, each
// changed result's row is rewritten from the table as it is now, so records arriving twice or out
// of order end in the same state (once: false). A commit that meets a pack moved by another writer
// runs again at once from the packs as they then are.

const image = z.object({ entity: z.literal('testResult'), _id: idSchema });

const refresh = (ids: string[]) => retryOnPackConflict(() => refreshTestRows(ids));

export const handler = streamWorker(
  { name: 'refresh-test-table', image, once: false, afterBatch: refresh },
  async ({ image }) => image._id,
);
