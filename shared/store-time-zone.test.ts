import { describe, expect, it } from 'vitest';
import { formatStoreTime, fromStoreLocal, storeMonth, storeTimeZone, toStoreLocal } from './store-time-zone.ts';

describe('storeTimeZone', () => {
  it("takes the state's zone, the ZIP's side of a split state, and the home zone without an address", () => {
    expect(storeTimeZone({ state: 'WA', zip: '98101' })).toBe('America/Los_Angeles');
    expect(storeTimeZone({ state: 'wa' })).toBe('America/Los_Angeles');
    expect(storeTimeZone({ state: 'NY' })).toBe('America/New_York');
    expect(storeTimeZone({ state: 'AZ' })).toBe('America/Phoenix');
    // Oregon's Malheur county keeps Mountain time
    expect(storeTimeZone({ state: 'OR', zip: '97914' })).toBe('America/Boise');
    expect(storeTimeZone({})).toBe('America/Los_Angeles');
    expect(storeTimeZone({ zip: '10001' })).toBe('America/New_York');
  });
});

describe('store-local times', () => {
  const zone = 'America/Los_Angeles';
  it('turns a wall-clock time on the store clock into its instant and back', () => {
    expect(fromStoreLocal('2026-11-28T09:30', zone)?.toISOString()).toBe('2026-11-28T17:30:00.000Z');
    expect(fromStoreLocal('2026-07-04T09:30', zone)?.toISOString()).toBe('2026-07-04T16:30:00.000Z');
    expect(toStoreLocal(new Date('2026-11-28T17:30:00Z'), zone)).toBe('2026-11-28T09:30');
    expect(fromStoreLocal('not a time', zone)).toBeUndefined();
  });

  it('takes the first of a time that happens twice, and moves a skipped one on', () => {
    // 1:30 am on 1 November 2026 happens in PDT, then in PST
    expect(fromStoreLocal('2026-11-01T01:30', zone)?.toISOString()).toBe('2026-11-01T08:30:00.000Z');
    // 2:30 am on 8 March 2026 does not happen
    expect(fromStoreLocal('2026-03-08T02:30', zone)?.toISOString()).toBe('2026-03-08T10:30:00.000Z');
  });

  it("reads the month and the time as the store's", () => {
    expect(storeMonth(new Date('2026-12-01T03:00:00Z'), zone)).toBe('2026-11');
    expect(formatStoreTime('2026-11-28T17:30:00Z', zone)).toBe('Nov 28, 2026, 9:30 AM PST');
  });
});
