import * as consumer from '#shared/routes/consumer';
import { getAnswer } from '#lib/similar/packs';
import { httpRoute } from '#lib/runtime/http';

/**
 * Similar products for a result (spec 1): the answer the refresh-similar worker keeps ready, one
 * read. Not cached in the instance, so a change shows within the worker's few seconds. A result
 * that is no product's current one has no answer: an empty list.
 */
export const handler = httpRoute(consumer.getProductComps, async ({ params }) => getAnswer(params.id));
