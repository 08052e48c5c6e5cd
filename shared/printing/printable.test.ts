import { describe, expect, it } from 'vitest';
import type { Lot } from '#shared/schemas/catalog';
import { isPrintable } from './printable.ts';

const C = { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Producer' };
const lot = (over: Partial<Lot> = {}): Lot => ({
  _id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  lotType: 'parentLot',
  producer: C,
  owner: C,
  testResult: 'cccccccccccccccccccccccc',
  available: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

describe('isPrintable', () => {
  it('prints a parent lot with a test result, inside or outside the data-entry pipeline once entered', () => {
    expect(isPrintable(lot())).toBe(true);
    expect(isPrintable(lot({ processingInfo: { status: 'review' } }))).toBe(true);
    expect(isPrintable(lot({ processingInfo: { status: 'completed' } }))).toBe(true);
  });

  it('never prints a pending, deleted, untested or child lot', () => {
    expect(isPrintable(lot({ processingInfo: { status: 'pending' } }))).toBe(false);
    expect(isPrintable(lot({ deletedAt: '2026-11-02T00:00:00.000Z' }))).toBe(false);
    expect(isPrintable(lot({ testResult: undefined }))).toBe(false);
    expect(isPrintable(lot({ lotType: 'shipment', parentLot: 'dddddddddddddddddddddddd' }))).toBe(false);
  });
});
