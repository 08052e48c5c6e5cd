import { makeId } from '../../infra/local/seed/demo-data.ts';

// Ids of the deterministic demo data set, named for the tests.

export const demo = {
  brand: (n: number) => makeId(4, n),
  product: (n: number) => makeId(5, n),
  lot: (n: number) => makeId(6, n),
  test: (n: number) => makeId(7, n),
  /** Product 0 is Blue Dream by Sun Valley Select, available. */
  blueDream: makeId(5, 0),
  sunValley: makeId(4, 0),
  /** Brand 2 keeps the default background image. */
  brandWithoutBackground: makeId(4, 2),
  unknownId: 'ffffffffffffffffffffffff',
};
