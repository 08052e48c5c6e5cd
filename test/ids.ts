// Ids of the deterministic demo data set (infra/local/seed/demo-data.ts), named for the tests.
const EPOCH = Date.UTC(2019, 0, 15) / 1000;
const makeId = (kind: number, n: number) =>
  (EPOCH + kind * 86400 + n).toString(16).padStart(8, '0') + (kind * 1_000_000 + n).toString(16).padStart(16, '0');

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
