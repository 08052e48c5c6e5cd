import { MEDIA } from '#shared/media';
import type { LabResultAnswer } from '#shared/schemas/lab-result';
import { stampFigures } from '#shared/cannastamp/render';
import { getLotWithTest } from '#lib/lots/store/with-test';
import { latestProductLots } from '#lib/lots/store';
import { getProduct } from '#lib/products/store';
import { getTestResults } from '#lib/test-results/store';
import { downloadLink } from '#lib/aws/media';

const HISTORY = 10;

/** The product's other parent lots with a result, newest first (gsi2 `PRODUCT#p#LOTS`). */
async function earlierResults(productId: string, lotId: string) {
  const lots = (await latestProductLots(productId, HISTORY + 1))
    .filter((l) => l._id !== lotId && l.testResult && l.processingInfo?.status !== 'pending')
    .slice(0, HISTORY);
  const tests = new Map((await getTestResults(lots.map((l) => l.testResult!))).map((t) => [t._id, t]));
  return lots.flatMap((l) => {
    const t = tests.get(l.testResult!);
    if (!t) return [];
    const f = stampFigures(t);
    return [
      {
        lotId: l._id,
        ...(t.testDate && { testDate: t.testDate }),
        labName: t.testLab.name,
        approved: t.approved,
        thc: f.thc,
        cbd: f.cbd,
        createdAt: l.createdAt,
      },
    ];
  });
}

/** A lot's public lab result, or undefined when it has none to show (none, or still being entered). */
export async function labResultOf(lotId: string): Promise<LabResultAnswer | undefined> {
  const lot = await getLotWithTest(lotId);
  if (!lot?.testResult || lot.processingInfo?.status === 'pending') return undefined;
  const product = lot.product ? await getProduct(lot.product) : undefined;
  return {
    error: false,
    lotId: lot._id,
    // the lot form's Publish switch; until a producer sets it the page stays out of search engines
    indexable: lot.published === true,
    ...(product && {
      product: {
        _id: product._id,
        name: product.name,
        brandName: product.brand.name,
        brandId: product.brand._id,
        productCategory: product.productCategory,
        active: product.active !== false,
      },
    }),
    producer: { _id: lot.producer._id, name: lot.producer.name },
    ...(lot.parentLot && { parentLotId: lot.parentLot }),
    testResult: lot.testResult,
    // only certificates: a key outside the COA prefix is never signed, whatever a record holds
    coaLinks: await Promise.all(
      lot.testResult.pdfFiles.filter((key) => key.startsWith(MEDIA.private.coas)).map((key) => downloadLink(key)),
    ),
    history: product ? await earlierResults(product._id, lot._id) : [],
    updatedAt: lot.testResult.updatedAt,
  };
}
