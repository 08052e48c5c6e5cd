import * as lotMessages from '#shared/messages/client/lots';
import * as testResultMessages from '#shared/messages/client/test-results';
import * as client from '#shared/routes/client/test-results';
import { getClient } from '#lib/clients/store';
import { getProduct } from '#lib/products/store';
import { createTestResultWithLot } from '#lib/test-results/store';
import { testResultFromForm } from '#lib/test-results/form';
import { badRequest, notFound } from '#lib/base/errors';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * A new result of the client in the path (its dataOwner and producer), with the parent lot it is
 * the test of: the lot carries the source (batch) lot id as its s2sId, and the result names the lot
 * (`lotId`), so the parent lot table lists it and a product's latestLot can point at it. With a
 * `product`, the lot is that product's.
 */
export const handler = securedRoute(client.createTestResult, async ({ params, body }) => {
  const [owner, product] = await Promise.all([
    getClient(params.clientId),
    body.product ? getProduct(body.product) : undefined,
  ]);
  if (!owner) throw notFound(testResultMessages.testResultNotFound);
  // the lot of a result entered for a known product (the welcome wizard, a product's page) is that
  // product's, so the product's lot list and the latest-lot choice show it
  if (body.product && (!product || product.producer !== owner._id || product.active === false))
    throw badRequest(lotMessages.productNotOfClient);
  const now = new Date().toISOString();
  const lotId = newId();
  const testResult = await testResultFromForm(body, {
    _id: newId(),
    dataOwner: owner._id,
    producer: owner._id,
    lotId,
    createdAt: now,
    updatedAt: now,
  });
  const company = { _id: owner._id, name: owner.name };
  await createTestResultWithLot(testResult, {
    _id: lotId,
    s2sId: testResult.tracabilityParentLotId,
    lotType: 'parentLot',
    ...(product && { product: product._id }),
    producer: company,
    owner: company,
    testResult: testResult._id,
    available: true,
    createdAt: now,
    updatedAt: now,
  });
  return { error: false as const, testResult };
});
