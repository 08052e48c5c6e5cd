import { describe, expect, it } from 'vitest';
import type { PointsOffer } from '#shared/schemas/points-offer';
import { entryFor, qualifies, type LedgerSource } from './ledger.ts';

// Which offers pay for what, and the entry's key and day: pure rules, beside the integration test
// that writes them (test/integration/loyalty/points-ledger.test.ts).

const A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const P1 = '111111111111111111111111';
const P2 = '222222222222222222222222';
const offer = (over: Partial<PointsOffer>): PointsOffer => ({
  _id: 'cccccccccccccccccccccccc',
  client: A,
  basePoints: 50,
  calculationMethod: 'basePoints',
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  timeZone: 'America/Los_Angeles',
  startsAt: '2026-11-01T07:00:00.000Z',
  endsAt: '2026-11-30T08:00:00.000Z',
  productSpecific: [],
  pointOfferType: 'checkIn',
  sendMessage: false,
  status: 'active',
  multiple: false,
  awardedPoints: 0,
  createdBy: A,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
const at = '2026-11-20T06:30:00.000Z';
const checkIn: LedgerSource = {
  kind: 'checkIn',
  checkIn: { id: 'dddddddddddddddddddddddd', clientId: A, phone: '+12065550100', at },
};
const purchase = (productIds: string[]): LedgerSource => ({
  kind: 'purchase',
  purchase: { id: 'eeeeeeeeeeeeeeeeeeeeeeee', clientId: A, phone: '+12065550100', at, productIds },
});

describe('the ledger rules', () => {
  it('pays a check-in under check-in offers only', () => {
    expect(qualifies(offer({ pointOfferType: 'checkIn' }), checkIn)).toBe(true);
    expect(qualifies(offer({ pointOfferType: 'purchase' }), checkIn)).toBe(false);
    expect(qualifies(offer({ pointOfferType: 'general' }), checkIn)).toBe(false);
  });

  it('pays a purchase under general offers, and purchase offers naming a product bought or none', () => {
    expect(qualifies(offer({ pointOfferType: 'general', productSpecific: [P2] }), purchase([P1]))).toBe(true);
    expect(qualifies(offer({ pointOfferType: 'purchase' }), purchase([P1]))).toBe(true);
    expect(qualifies(offer({ pointOfferType: 'purchase', productSpecific: [P1] }), purchase([P2, P1]))).toBe(true);
    expect(qualifies(offer({ pointOfferType: 'purchase', productSpecific: [P2] }), purchase([P1]))).toBe(false);
    expect(qualifies(offer({ pointOfferType: 'checkIn' }), purchase([P1]))).toBe(false);
  });

  it('keys an entry by source and offer, and dates it in the offer zone', () => {
    const e = entryFor(offer({ basePoints: 100 }), checkIn);
    expect(e).toMatchObject({
      key: 'dddddddddddddddddddddddd#cccccccccccccccccccccccc',
      points: 100,
      source: 'checkIn',
    });
    // 06:30 UTC on the 20th is still the 19th in Los Angeles
    expect(e.day).toBe('2026-11-19');
    expect(entryFor(offer({ timeZone: 'UTC' }), checkIn).day).toBe('2026-11-20');
  });
});
