import { describe, expect, it } from 'vitest';
import { searchPackCodec, type StoredSearchDoc } from './search.ts';

// the packs' rows drop keys and rebuild the usual links from ids: what goes in comes back out
describe('search packs', () => {
  it('keep every document field through a pack', () => {
    const test = { _id: '5c43ba000000000000000009', strain: 'Blue Dream', thcTotal: 22.701, cbdTotal: 0.1, cbg: 0.9, cbn: 0.05, cbc: 0.1, thcV: 0.2, myrcene: 1.16, alphaPinene: 0.27, betaPinene: 0.23, caryophyllene: 0.11, humulene: 0.07, limonene: 0.09, linalool: 0.05, ocimene: 0.02, terpinolene: 0.03 };
    const docs: StoredSearchDoc[] = [
      { _id: '5c43ba000000000000000001', name: 'Blue Dream', strain: 'Blue Dream', brandName: 'Tidewater', available: true, cleanUrl: '/product/5c43ba000000000000000001/5c43ba000000000000000002', lotId: '5c43ba000000000000000002', test },
      { _id: '5c43ba000000000000000003', name: 'Kush Gummy', productName: 'Gummy', brandName: 'Quiet Harbor', available: false, cleanUrl: '/product/5c43ba000000000000000003' },
      { _id: '5c43ba000000000000000004', name: 'Odd', brandName: 'X', available: true, cleanUrl: '/p/odd-link', lotId: '5c43ba000000000000000005', test: { ...test, strain: 'Other' } },
    ];
    const { encode, decode } = searchPackCodec();
    expect(decode(encode(docs))).toEqual(docs);
  });
});
