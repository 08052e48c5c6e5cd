import * as lotMessages from '#shared/messages/client/lots';
import type { Client, Lot } from '#shared/schemas/catalog';
import type { LotBody, LotRow } from '#shared/schemas/client-lots';
import { clientKey } from '#lib/clients/keys';
import { getClient } from '#lib/clients/store';
import { getLot, getLots } from '#lib/lots/store';
import { isPrintable } from '#shared/printing/printable';
import { getProduct, getProducts, productsNamingLots } from '#lib/products/store';
import { getTestResults } from '#lib/test-results/store';
import { batchGet } from '#lib/table/dynamodb';
import { badRequest, forbidden, notFound } from '#lib/base/errors';

// The rules every business write of a lot follows (spec 2 §§3 and 7; docs/client-lots.md): the
// owner and producer are the client of the path, never the body; what a lot points to (product,
// test result, parent lot) must be that client's; a dispensary must be a dispensary.

/** The client of the path, refused unless it is a producer/processor (only they have lots). */
export async function producerClient(clientId: string): Promise<Client> {
  const client = await getClient(clientId);
  if (!client) throw notFound(lotMessages.lotNotFound);
  if (client.type !== 'producer') throw forbidden(lotMessages.onlyProducers);
  return client;
}

/** The client's lot, or 404: a lot of another company, or a deleted one, is not found, whatever its id. */
export async function lotOfClient(clientId: string, id: string): Promise<Lot> {
  const lot = await getLot(id, true);
  if (!lot || lot.owner._id !== clientId || lot.deletedAt) throw notFound(lotMessages.lotNotFound);
  return lot;
}

/**
 * The lot a body describes, checked against the client. `existing` is the stored version an update
 * starts from: its id, type, creation time and pipeline state stay.
 */
export async function lotFromBody(
  client: Client,
  body: LotBody,
  ids: { _id: string; now: string },
  existing?: Lot,
): Promise<Lot> {
  if (existing && body.lotType !== existing.lotType) throw badRequest(lotMessages.typeIsFixed);
  const product = body.product || undefined;
  // While the lot's certificate is with the COA Data Entry Service, its link points to the draft the
  // staff are filling in (no test result exists yet to check against): the lot keeps it, whatever
  // the form sends, until the result is completed; naming another result then is refused.
  const pipelineLink =
    existing?.processingInfo && existing.processingInfo.status !== 'completed' ? existing.testResult : undefined;
  if (pipelineLink && body.testResult && body.testResult !== pipelineLink)
    throw badRequest(lotMessages.resultInPipeline);
  const testResult = pipelineLink ? undefined : body.testResult || undefined;
  const parentLot = body.parentLot || undefined;
  const dispensary = body.dispensary || undefined;
  const published = body.published ?? existing?.published;
  const [p, tests, parent, d] = await Promise.all([
    product ? getProduct(product) : undefined,
    testResult ? getTestResults([testResult]) : [],
    parentLot ? getLot(parentLot) : undefined,
    dispensary ? getClient(dispensary) : undefined,
  ]);
  if (product && (!p || p.producer !== client._id)) throw badRequest(lotMessages.productNotOfClient);
  const t = tests[0];
  if (testResult && (!t || (t.dataOwner !== client._id && t.producer !== client._id)))
    throw badRequest(lotMessages.testNotOfClient);
  if (parentLot && (!parent || parent.owner._id !== client._id || parent.lotType !== 'parentLot' || parent.deletedAt))
    throw badRequest(lotMessages.parentNotOfClient);
  if (dispensary && d?.type !== 'dispensary') throw badRequest(lotMessages.dispensaryRequired);
  const me = { _id: client._id, name: client.name };
  return {
    _id: ids._id,
    lotType: body.lotType,
    ...(body.s2sId ? { s2sId: body.s2sId } : {}),
    // a child lot is of its parent's product unless it names one
    ...((product ?? parent?.product) ? { product: product ?? parent?.product } : {}),
    producer: existing?.producer ?? me,
    owner: me,
    ...(dispensary ? { dispensary } : {}),
    ...(parentLot ? { parentLot } : {}),
    ...((pipelineLink ?? testResult) ? { testResult: pipelineLink ?? testResult } : {}),
    available: body.available ?? existing?.available ?? true,
    ...(published ? { published } : {}),
    ...(existing?.processingInfo ? { processingInfo: existing.processingInfo } : {}),
    createdAt: existing?.createdAt ?? ids.now,
    updatedAt: ids.now,
  };
}

/**
 * For lots that name no product: the product naming each (or its parent) as its latest lot, by
 * lot id, read once per producer.
 */
async function namingProducts(lots: Lot[]) {
  const byProducer = new Map<string, Set<string>>();
  for (const l of lots) {
    const ids = byProducer.get(l.owner._id) ?? new Set<string>();
    ids.add(l.parentLot ?? l._id);
    byProducer.set(l.owner._id, ids);
  }
  const found = await Promise.all([...byProducer].map(([producer, ids]) => productsNamingLots(producer, [...ids])));
  return new Map(found.flatMap((m) => [...m]));
}

/**
 * The tables' rows: each lot with the names of its product, dispensary and parent, and its test
 * result (a child lot's is its parent's), each kind read in one BatchGet round; a lot naming no
 * product shows the product that names it (or its parent) as its latest lot.
 */
export async function lotRows(lots: Lot[]): Promise<LotRow[]> {
  const parents = new Map(
    (await getLots(lots.flatMap((l) => (l.parentLot ? [l.parentLot] : [])))).map((l) => [l._id, l]),
  );
  const testOf = (l: Lot) => l.testResult ?? (l.parentLot ? parents.get(l.parentLot)?.testResult : undefined);
  // a child lot takes its parent's product unless it names one (docs/client-lots.md)
  const productOf = (l: Lot) => l.product ?? (l.parentLot ? parents.get(l.parentLot)?.product : undefined);
  const [products, tests, dispensaries, latestOf] = await Promise.all([
    getProducts(lots.flatMap((l) => productOf(l) ?? [])),
    getTestResults(lots.flatMap((l) => testOf(l) ?? [])),
    batchGet<Client>([...new Set(lots.flatMap((l) => (l.dispensary ? [l.dispensary] : [])))].map(clientKey)),
    namingProducts(lots.filter((l) => !productOf(l))),
  ]);
  const productNames = new Map(products.map((p) => [p._id, p.name]));
  const testById = new Map(tests.map((t) => [t._id, t]));
  const dispensaryNames = new Map(dispensaries.map((c) => [c._id, c.name]));
  return lots.map((l) => {
    const testId = testOf(l);
    const t = testId ? testById.get(testId) : undefined;
    const own = productOf(l);
    const productName = own ? productNames.get(own) : latestOf.get(l.parentLot ?? l._id)?.name;
    const dispensaryName = l.dispensary ? dispensaryNames.get(l.dispensary) : undefined;
    const parentS2sId = l.parentLot ? parents.get(l.parentLot)?.s2sId : undefined;
    return {
      ...l,
      ...(productName ? { productName } : {}),
      ...(dispensaryName ? { dispensaryName } : {}),
      ...(parentS2sId ? { parentS2sId } : {}),
      ...(t
        ? {
            test: {
              _id: t._id,
              strain: t.strain,
              ...(t.testDate ? { testDate: t.testDate } : {}),
              lab: t.testLab.name,
              own: t._id === l.testResult,
            },
          }
        : {}),
      printable: isPrintable(l),
    };
  });
}
