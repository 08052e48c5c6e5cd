import { META } from '#lib/table/dynamodb';

/** What an answer shows for a product. */
export const similarCardKey = (productId: string) => ({ pk: `SIMCARD#${productId}`, sk: META });

/** The answer the product page reads, one GetItem. */
export const similarAnswerKey = (testId: string) => ({ pk: `SIMILAR#${testId}`, sk: META });
