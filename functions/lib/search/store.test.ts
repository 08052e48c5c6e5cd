import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSearchIndex } from './engine.ts';
import { decodeSearchPack, searchPackCodec, shownOf, type StoredSearchDoc } from './store.ts';

const test = {
  _id: '5c43ba000000000000000009',
  strain: 'Blue Dream',
  thcTotal: 22.701,
  cbdTotal: 0.1,
  cbg: 0.9,
  cbn: 0.05,
  cbc: 0.1,
  thcV: 0.2,
  myrcene: 1.16,
  alphaPinene: 0.27,
  betaPinene: 0.23,
  caryophyllene: 0.11,
  humulene: 0.07,
  limonene: 0.09,
  linalool: 0.05,
  ocimene: 0.02,
  terpinolene: 0.03,
};
const docs: StoredSearchDoc[] = [
  {
    _id: '5c43ba000000000000000001',
    name: 'Blue Dream',
    strain: 'Blue Dream',
    brandName: 'Tidewater',
    available: true,
    cleanUrl: '/product/5c43ba000000000000000001/5c43ba000000000000000002',
    productCategory: 'Flower',
    lotId: '5c43ba000000000000000002',
    test,
  },
  {
    _id: '5c43ba000000000000000003',
    name: 'Kush Gummy',
    productName: 'Gummy',
    brandName: 'Quiet Harbor',
    available: false,
    cleanUrl: '/product/5c43ba000000000000000003',
    productCategory: 'Edible',
  },
  {
    _id: '5c43ba000000000000000004',
    name: 'Odd',
    brandName: 'X',
    available: true,
    cleanUrl: '/p/odd-link',
    lotId: '5c43ba000000000000000005',
    test: { ...test, strain: 'Other' },
  },
  {
    _id: '5c43ba000000000000000006',
    name: 'Café "Crème" \u2028',
    productName: '',
    brandName: 'Sólo Farms',
    available: true,
    cleanUrl: '/product/5c43ba000000000000000006',
    lotId: '5c43ba000000000000000007',
    test: { ...test, strain: '' },
  },
];

// the packs keep documents in binary, with their terms, and rebuild the usual links from ids:
// what goes in comes back out
describe('search packs', () => {
  it('keep every document field through a pack', () => {
    const { encode, decode } = searchPackCodec();
    expect(decode(encode(docs))).toEqual(docs);
  });

  it('keep delta-8 THC with the figures, and find its products by it', () => {
    const d8: StoredSearchDoc = {
      _id: '5c43ba000000000000000011',
      name: 'Sunset Distillate',
      brandName: 'Tidewater',
      available: true,
      cleanUrl: '/product/5c43ba000000000000000011',
      lotId: '5c43ba000000000000000012',
      test: { ...test, _id: '5c43ba000000000000000013', strain: 'Sunset', thcTotal: 5.92, d8Thc: 58.97 },
    };
    const all = [...docs, d8];
    const { encode, decode } = searchPackCodec();
    const back = decode(encode(all));
    expect(back).toEqual(all);
    expect(back.at(-1)!.test!.d8Thc).toBe(58.97);
    // none where the lab reported none
    expect(back[0]!.test).not.toHaveProperty('d8Thc');
    const idx = createSearchIndex();
    idx.addTokenized(decodeSearchPack(encode(all)));
    for (const q of ['delta-8', 'delta 8', 'd8', 'Δ8', 'Delta8'])
      expect(
        idx.search(q, 10).available.map((d) => d.name),
        q,
      ).toEqual(['Sunset Distillate']);
  });

  it('keep figures that do not fit as thousandths', () => {
    const big = [{ ...docs[0]!, test: { ...test, thcTotal: 3e9 + 0.5, cbg: -1.25 } }];
    const { encode, decode } = searchPackCodec();
    expect(decode(encode(big))).toEqual(big);
  });

  it('show a loaded document as it was stored, and index it as the words of its fields', () => {
    const pack = decodeSearchPack(searchPackCodec().encode(docs));
    for (const [i, d] of pack.docs.entries()) expect({ ...d, ...shownOf(d) }).toMatchObject(docs[i]!);
    const loaded = createSearchIndex();
    loaded.addTokenized(pack, true);
    const split = createSearchIndex();
    for (const d of docs) split.add(d);
    for (const q of ['blue', 'dreem', 'kush gum', 'cafe creme solo', 'x', 'harbor', 'tidewatr'])
      expect(JSON.stringify(loaded.search(q, 10), ['_id'])).toBe(JSON.stringify(split.search(q, 10), ['_id']));
    // a pack applied fresh is found by id afterwards: a change replaces, a removal removes
    loaded.add({ ...docs[1]!, name: 'Kush Gummy Mint' });
    expect(loaded.search('kush', 10).unavailable.map((d) => d.name)).toEqual(['Kush Gummy Mint']);
    loaded.addTokenized(pack);
    expect(loaded.search('kush', 10).unavailable.map((d) => d.name)).toEqual(['Kush Gummy']);
    loaded.remove(docs[0]!._id);
    expect(loaded.search('blue', 10).available).toEqual([]);
    expect(loaded.size).toBe(docs.length - 1);
  });

  it('keep packs whose string table outgrows 16-bit indexes', () => {
    const many = Array.from({ length: 7000 }, (_, i): StoredSearchDoc => ({
      _id: `5c43ba${i.toString(16).padStart(18, '0')}`,
      name: `Alpha${i} Beta${i} Gamma${i}`,
      brandName: 'Tidewater',
      available: i % 2 === 0,
      cleanUrl: `/product/5c43ba${i.toString(16).padStart(18, '0')}`,
    }));
    const pack = decodeSearchPack(searchPackCodec().encode(many));
    expect(pack.refs).toBeInstanceOf(Uint32Array);
    expect(searchPackCodec().decode(searchPackCodec().encode(many))).toEqual(many);
    const idx = createSearchIndex();
    idx.addTokenized(pack);
    expect(idx.search('beta6999 gama6999', 10).unavailable.map((d) => d.name)).toEqual([
      'Alpha6999 Beta6999 Gamma6999',
    ]);
  });

  it('read packs written in the first format (JSON rows) until they are written again', () => {
    const figures = (t: typeof test) => [
      t.thcTotal,
      t.cbdTotal,
      t.cbg,
      t.cbn,
      t.cbc,
      t.thcV,
      t.myrcene,
      t.alphaPinene,
      t.betaPinene,
      t.caryophyllene,
      t.humulene,
      t.limonene,
      t.linalool,
      t.ocimene,
      t.terpinolene,
    ];
    const rows = [
      [docs[0]!._id, 'Blue Dream', 0, 'Blue Dream', 'Tidewater', 1, 1, docs[0]!.lotId, test._id, 0, ...figures(test)],
      [docs[1]!._id, 'Kush Gummy', 'Gummy', 0, 'Quiet Harbor', 0, 0, 0, 0, 0],
      [docs[2]!._id, 'Odd', 0, 0, 'X', '/p/odd-link', 1, docs[2]!.lotId, test._id, 'Other', ...figures(test)],
    ];
    // the first format kept no category
    expect(searchPackCodec().decode(gzipSync(JSON.stringify(rows)))).toEqual(
      docs.slice(0, 3).map(({ productCategory: _, ...d }) => d),
    );
  });
});
