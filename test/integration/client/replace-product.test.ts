import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/catalog';
import { getProduct, putProduct, replaceProduct } from '#lib/products/store';
import { newId } from '#lib/base/ids';
import { useLocalTable } from '#test/support/table';

// The conditional product save on DynamoDB Local, as the SDK's own retry meets it: a write whose
// answer was lost is sent again, and must not turn into a conflict once its first attempt landed.

beforeAll(() => {
  useLocalTable();
});

const product = (): Product => {
  const _id = newId();
  const at = '2026-01-01T00:00:00.000Z';
  return {
    _id,
    name: 'Retry Haze',
    brand: { _id: newId(), name: 'Retry Brand' },
    productCategory: 'Flower',
    productType: 'Indoor',
    strain: 'Blue Dream',
    available: false,
    active: true,
    tags: [],
    mediaGallery: [],
    producer: newId(),
    cleanUrl: `/product/${_id}`,
    createdAt: at,
    updatedAt: at,
  };
};

describe('replaceProduct', () => {
  it('answers done when the same write is sent again after it landed, and refuses any other write over the old version', async () => {
    const first = product();
    await putProduct(first);
    const edited = { ...first, name: 'Retry Haze Edited', updatedAt: '2026-01-01T00:00:01.000Z' };
    expect(await replaceProduct(edited, first.updatedAt)).toBe(true);
    // the SDK's retry of that same request: its condition now fails, yet the write is done
    expect(await replaceProduct(edited, first.updatedAt)).toBe(true);
    // someone else's save over the version both read is a conflict, and changes nothing
    const rival = { ...first, name: 'Rival Haze', updatedAt: '2026-01-01T00:00:01.000Z' };
    expect(await replaceProduct(rival, first.updatedAt)).toBe(false);
    expect((await getProduct(first._id, true))?.name).toBe('Retry Haze Edited');
  });

  it('never moves a product to another company, retried or not', async () => {
    const first = product();
    await putProduct(first);
    const moved = { ...first, producer: newId(), updatedAt: '2026-01-01T00:00:01.000Z' };
    expect(await replaceProduct(moved, first.updatedAt)).toBe(false);
    expect((await getProduct(first._id, true))?.producer).toBe(first.producer);
  });
});
