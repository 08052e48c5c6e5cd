import { findLabelOption, renderLabel } from '#shared/cannastamp/label';
import * as exportsRoutes from '#shared/routes/client/exports';
import { getProduct } from '#lib/products/store';
import { securedRoute } from '#lib/runtime/secured-route';
import { lotForExport, storedExport } from '#lib/exports/stamp-files';
import { labelPdf } from '#lib/exports/pdf';

/**
 * POST getCannastampPdf (spec 2): a printable cannastamp label at the exact size of the chosen
 * stock, with the milligrams of THC and CBD when a package weight is given. Answers a link.
 */
export const handler = securedRoute(exportsRoutes.getCannastampPdf, async ({ body }) => {
  const option = findLabelOption(body.type, body.dimension1, body.dimension2)!; // the schema checked it
  const lot = await lotForExport(body.lotId);
  const product = lot.product ? await getProduct(lot.product) : undefined;
  const svg = renderLabel(
    {
      testResult: lot.testResult,
      productName: product?.name ?? lot.testResult.strain,
      brandName: product?.brand.name,
      lotId: lot._id,
    },
    option,
    body.weight,
  );
  return storedExport(svg, {
    testId: lot.testResult._id,
    ext: 'pdf',
    type: 'application/pdf',
    make: () => labelPdf(svg, option.dimension1, option.dimension2),
  });
});
