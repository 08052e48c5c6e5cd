import { describe, expect, it } from 'vitest';
import { isPublicMediaKey, MEDIA } from './media.ts';

describe('which media keys /media serves', () => {
  it.each(MEDIA.public)('serves plain keys under %s', (prefix) => {
    expect(isPublicMediaKey(`${prefix}5c43ba0000000000004c4b40/feature.svg`)).toBe(true);
    expect(isPublicMediaKey(`${prefix}a-b_c.1.png`)).toBe(true);
  });

  it('keeps every private prefix inside the private root, apart from every public one', () => {
    for (const p of Object.values(MEDIA.private)) {
      expect(p.startsWith(MEDIA.privateRoot)).toBe(true);
      expect(isPublicMediaKey(`${p}x.png`)).toBe(false);
    }
    for (const p of MEDIA.public) expect(p.startsWith(MEDIA.privateRoot)).toBe(false);
  });

  it.each([
    '',
    'brands/',
    'brands',
    'exports/png/a.png',
    'uploads/pending/a.png',
    'private/brands/a.svg',
    'unlisted/a.svg',
    'brands//a.svg',
    'brands/../private/exports/a.png',
    'brands/./a.svg',
    'brands/a/..',
    'brands/%2e%2e/a',
    'brands/a b.svg',
    'brands/a?list-type=2',
    'Brands/a.svg',
    '/brands/a.svg',
  ])('refuses %j', (key) => expect(isPublicMediaKey(key)).toBe(false));
});
