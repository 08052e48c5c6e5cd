import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSearchIndex, normalize, searchableBrand, words, type SearchDoc } from './engine.ts';

let n = 0;
const doc = (name: string, over: Partial<SearchDoc> = {}): SearchDoc => ({
  _id: `5c43ba${(n++).toString(16).padStart(18, '0')}`,
  name,
  brandName: 'Evergreen Farms',
  available: true,
  ...over,
});

function indexOf(docs: SearchDoc[]) {
  const index = createSearchIndex();
  for (const d of docs) index.add(d);
  return index;
}

const names = (r: { available: SearchDoc[] }) => r.available.map((d) => d.name);

describe('words', () => {
  it('folds case and accents and splits on anything that is not a letter or digit', () => {
    expect(normalize('Café CRÈME')).toBe('cafe creme');
    expect(words("Jack Herer's #1 (Sativa)")).toEqual(['jack', 'herer', 's', '1', 'sativa']);
    expect(words(undefined)).toEqual([]);
  });

  it("leaves out brands named 'unknown' in any case, or nothing", () => {
    expect(['Unknown', ' UNKNOWN ', '', '  '].map(searchableBrand)).toEqual([false, false, false, false]);
    expect(searchableBrand('Unknown Farms')).toBe(true);
  });
});

describe('search', () => {
  const blueDream = doc('Blue Dream', { strain: 'Blue Dream', productName: 'Reserve' });
  const blueberry = doc('Blueberry Kush', { strain: 'Blueberry' });
  const dreamQueen = doc('Dream Queen');
  const cafe = doc('Café Haze', { brandName: 'Sólo Farms' });
  const gone = doc('Blue Dream Pre-roll', { available: false });
  const index = indexOf([blueDream, blueberry, dreamQueen, cafe, gone]);

  it("tolerates one typo per word: 'blu dreem' finds 'Blue Dream'", () => {
    expect(names(index.search('blu dreem', 10))).toEqual(['Blue Dream']);
    expect(index.search('blu dreem', 10).unavailable.map((d) => d.name)).toEqual(['Blue Dream Pre-roll']);
  });

  it('matches word prefixes, in name, product line, strain and brand, whatever the case and accents', () => {
    expect(names(index.search('BLUE', 10))).toEqual(['Blue Dream', 'Blueberry Kush']);
    expect(names(index.search('reserve', 10))).toEqual(['Blue Dream']);
    expect(names(index.search('cafe solo', 10))).toEqual(['Café Haze']);
    expect(names(index.search('evergreen kush', 10))).toEqual(['Blueberry Kush']);
  });

  it('ranks exact matches, then prefixes, then typos', () => {
    const idx = indexOf([doc('Hazel Nut'), doc('Haze'), doc('Haza Gold'), doc('Hazelnut Kush')]);
    // haze: exact 'haze', then the prefix 'hazel…', then the typo 'haza'
    expect(names(idx.search('haze', 10))).toEqual(['Haze', 'Hazel Nut', 'Hazelnut Kush', 'Haza Gold']);
  });

  it('needs every word to match, and caps each list', () => {
    expect(names(index.search('blue queen', 10))).toEqual([]);
    const many = indexOf(Array.from({ length: 30 }, (_, i) => doc(`Gelato ${i}`)));
    expect(many.search('gelato', 10).available).toHaveLength(10);
  });

  it('forgets a removed product and re-indexes a changed one', () => {
    const idx = indexOf([doc('Sour Diesel', { _id: 'a'.repeat(24) })]);
    idx.add(doc('Sweet Diesel', { _id: 'a'.repeat(24) }));
    expect(names(idx.search('sour', 10))).toEqual([]);
    expect(names(idx.search('sweet', 10))).toEqual(['Sweet Diesel']);
    idx.remove('a'.repeat(24));
    expect(names(idx.search('diesel', 10))).toEqual([]);
    expect(idx.size).toBe(0);
  });

  it('finds any indexed name again with one letter changed, dropped or doubled in a long word', () => {
    const letters = fc.stringMatching(/^[a-z]{5,10}$/);
    fc.assert(
      fc.property(
        letters,
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom('change', 'drop', 'double', 'swap'),
        (word, at, typo) => {
          const idx = indexOf([doc(word)]);
          const i = at % word.length;
          const j = Math.min(i + 1, word.length - 1);
          const typed =
            typo === 'change'
              ? word.slice(0, i) + (word[i] === 'x' ? 'y' : 'x') + word.slice(i + 1)
              : typo === 'drop'
                ? word.slice(0, i) + word.slice(i + 1)
                : typo === 'double'
                  ? word.slice(0, i) + word[i] + word.slice(i)
                  : word.slice(0, i) + word[j] + word[i] + word.slice(j + 1);
          expect(names(idx.search(typed, 10))).toEqual([word]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
