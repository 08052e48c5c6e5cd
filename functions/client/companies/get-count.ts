import * as companies from '#shared/routes/client/companies';
import { readCount, type CountKind } from '#lib/clients/store/counts';
import { securedRoute } from '#lib/runtime/secured-route';

const KIND: Record<'products' | 'brands' | 'testResults', CountKind> = {
  products: 'products',
  brands: 'brands',
  testResults: 'tests',
};

/** The company's count of products, brands or test results: one item the count-client-items stream worker keeps, never a count. */
export const handler = securedRoute(companies.getCount, async ({ params }) => ({
  error: false as const,
  count: await readCount(params.clientId, KIND[params.kind]),
}));
