import { describe, expect, it } from 'vitest';
import type { Client } from '#shared/schemas/catalog';
import { PRO_PLANS } from '#shared/schemas/pro';
import { hasPlan } from './plans.ts';

const company = (over: Partial<Client>) =>
  ({ _id: 'c1', type: 'producer', premiumEnabled: false, loyaltyEnabled: false, ...over }) as Client;
const held = (c: Client) => PRO_PLANS.filter((p) => hasPlan(c, p));

describe('the plans a company has', () => {
  it('has none on the free level', () => {
    expect(held(company({}))).toEqual([]);
  });

  it('has the kiosk plans on Pro (a trial too), and Loyalty+ only with loyalty on', () => {
    expect(held(company({ premiumEnabled: true, trialEndsAt: '2026-12-28T00:00:00.000Z' }))).toEqual([
      'salesKiosk',
      'pro',
    ]);
    expect(held(company({ premiumEnabled: true, loyaltyEnabled: true }))).toEqual(['salesKiosk', 'loyaltyPlus', 'pro']);
  });

  it('has the COA concierge plans its monthly COAs cover, none with the service off', () => {
    const coa = (enabled: boolean, serviceLimit: number) => company({ coaDataEntryService: { enabled, serviceLimit } });
    expect(held(coa(false, 50))).toEqual([]);
    expect(held(coa(true, 10))).toEqual(['coaTrial']);
    expect(held(coa(true, 25))).toEqual(['coaTrial', 'coaStandard']);
    expect(held(coa(true, 200))).toEqual(['coaTrial', 'coaStandard', 'coaPro']);
  });
});
