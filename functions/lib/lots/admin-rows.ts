import type { Lot } from '#shared/schemas/catalog';
import type { AdminLotRow } from '#shared/schemas/admin-lots';
import { getProducts } from '#lib/products/store';
import { getTestResults } from '#lib/test-results/store';
import { getPipelineDrafts } from '#lib/pipeline/store';
import { getUploads } from '#lib/uploads/store';

/** The upload id a certificate's key names (`<prefix><client>/<uploadId>.<ext>`, sign-s3). */
const uploadIdOf = (key: string) => /([0-9a-f]{24})\.[a-z]+$/.exec(key)?.[1];
const lastSegment = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/**
 * A page of lots as the admin table shows them: the product's name, the strain and the
 * certificate's file names as uploaded. Four batch reads for the page (products, published results,
 * pipeline drafts, uploads), whatever its size; a lot in data entry has only its draft, whose form
 * holds the strain once entered.
 */
export async function adminLotRows(lots: Lot[]): Promise<AdminLotRow[]> {
  const resultIds = lots.map((l) => l.testResult).filter((id): id is string => !!id);
  const productIds = lots.map((l) => l.product).filter((id): id is string => !!id);
  const [products, results, drafts] = await Promise.all([
    productIds.length ? getProducts(productIds) : [],
    resultIds.length ? getTestResults(resultIds) : [],
    resultIds.length ? getPipelineDrafts(resultIds) : [],
  ]);
  const productName = new Map(products.map((p) => [p._id, p.name]));
  const result = new Map(results.map((r) => [r._id, r]));
  const draft = new Map(drafts.map((d) => [d._id, d]));
  const filesOf = (l: Lot) => {
    if (!l.testResult) return [];
    return result.get(l.testResult)?.pdfFiles ?? draft.get(l.testResult)?.pdfFiles ?? [];
  };
  const uploadIds = lots
    .flatMap(filesOf)
    .map(uploadIdOf)
    .filter((id): id is string => !!id);
  const uploads = new Map((uploadIds.length ? await getUploads(uploadIds) : []).map((u) => [u._id, u.fileName]));
  return lots.map((l) => {
    const strain = l.testResult
      ? (result.get(l.testResult)?.strain ?? draft.get(l.testResult)?.result?.strain)
      : undefined;
    const name = l.product ? productName.get(l.product) : undefined;
    return {
      ...l,
      ...(name !== undefined && { productName: name }),
      ...(strain ? { strain } : {}),
      // a file kept from a lab's link (no upload record) is named by its key's last segment
      certificateFiles: filesOf(l).map((key) => uploads.get(uploadIdOf(key) ?? '') ?? lastSegment(key)),
    };
  });
}
