import { PRODUCT_TYPES } from '#shared/constants';
import * as client from '#shared/routes/client/options';
import { securedRoute } from '#lib/runtime/secured-route';

/** Spec 2 `productTypeList`: the product types of each category. */
export const handler = securedRoute(client.productTypeList, async () => ({
  error: false as const,
  productTypes: Object.fromEntries(Object.entries(PRODUCT_TYPES).map(([k, v]) => [k, [...v]])) as Record<
    keyof typeof PRODUCT_TYPES,
    string[]
  >,
}));
