import { pages } from '#shared/pages';
import type { PrintJob } from '#shared/schemas/printing';
import type { Product } from '#shared/schemas/catalog';
import type { TestResult } from '#shared/schemas/test-result';
import { perSheet, templateOf } from '#shared/printing/templates';
import { getLot, getLots } from '#lib/lots/store';
import { getProduct, getProducts, listClientProducts } from '#lib/products/store';
import { getTestResults } from '#lib/test-results/store';
import { getClient } from '#lib/clients/store';
import { required } from '#lib/base/config';
import { flyerSheet, productCardSheets, stickerSheets, tableTopSheets, type CardContent } from './sheets.ts';

// What a print job puts on paper, read from the table as it is when the worker renders it.

/** A lot's public lab-result page: what every QR code holds. */
export const labResultUrl = (lotId: string) => `${required('SITE_URL')}${pages.labResult.href({ lotId })}`;

/** Products as cards: each with its latest lot's result and that lot's lab-result page. */
async function cardsOf(products: Product[], msrp: Map<string, number | undefined>): Promise<CardContent[]> {
  const lots = await getLots(products.flatMap((p) => (p.latestLot ? [p.latestLot] : [])));
  const lotById = new Map(lots.map((l) => [l._id, l]));
  const tests = await getTestResults(lots.flatMap((l) => (l.testResult ? [l.testResult] : [])));
  const testById = new Map(tests.map((t) => [t._id, t]));
  return products.map((p) => {
    const lot = p.latestLot ? lotById.get(p.latestLot) : undefined;
    const testResult = lot?.testResult ? testById.get(lot.testResult) : undefined;
    return {
      productName: p.name,
      brandName: p.brand.name,
      productType: p.productType,
      category: p.productCategory,
      msrp: msrp.get(p._id),
      ...(testResult && lot && { testResult, url: labResultUrl(lot._id) }),
    };
  });
}

/**
 * The client's own products for the marketing materials: up to 20 available ones, newest first.
 * Materials sell: a product marked Unavailable is not on shelves, so it is not printed.
 */
async function ownProducts(clientId: string) {
  return (await listClientProducts(clientId, { limit: 20, deleted: false, availableOnly: true })).items;
}

/** The job's pages, as SVG sized in inches (US Letter). */
export async function sheetsOf(job: PrintJob): Promise<string[]> {
  switch (job.kind) {
    case 'stickers': {
      const s = job.stickers!;
      const lot = await getLot(s.parentLot);
      const [testResult] = lot?.testResult ? await getTestResults([lot.testResult]) : [];
      if (!lot || !testResult) throw new Error(`lot ${s.parentLot} or its test result is gone`);
      const product = lot.product ? await getProduct(lot.product) : undefined;
      const template = templateOf(s.template)!;
      return stickerSheets(
        {
          testResult: testResult as TestResult,
          productName: product?.name ?? testResult.strain,
          brandName: product?.brand.name,
          lotId: lot._id,
          url: labResultUrl(lot._id),
        },
        template,
        s.count,
      ).slice(0, Math.ceil(s.count / Math.max(1, perSheet(template))) || s.count);
    }
    case 'productCards': {
      const entries = job.products!;
      const found = new Map((await getProducts(entries.map((e) => e._id))).map((p) => [p._id, p]));
      const products = entries.flatMap((e) => (found.has(e._id) ? [found.get(e._id)!] : []));
      return productCardSheets(await cardsOf(products, new Map(entries.map((e) => [e._id, e.msrp]))));
    }
    case 'tableTopCards':
    case 'flyer': {
      const products = await ownProducts(job.client);
      const cards = await cardsOf(products, new Map());
      if (job.kind === 'tableTopCards') return tableTopSheets(cards.length ? cards : []);
      const client = await getClient(job.client);
      const brand = products[0]?.brand;
      const url = brand ? `${required('SITE_URL')}${pages.brand.href({ brandId: brand._id })}` : required('SITE_URL');
      return flyerSheet(brand?.name ?? client?.name ?? 'Our products', url, cards);
    }
  }
}
