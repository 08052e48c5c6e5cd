import { describe, expect, it } from 'vitest';
import { timeZoneForZip } from './zip-time-zones.ts';

describe('timeZoneForZip', () => {
  it.each([
    ['98101', 'America/Los_Angeles'], // Seattle
    ['99201-1234', 'America/Los_Angeles'], // Spokane, ZIP+4
    ['97201', 'America/Los_Angeles'], // Portland
    ['94103', 'America/Los_Angeles'], // San Francisco
    ['89101', 'America/Los_Angeles'], // Las Vegas
    ['80202', 'America/Denver'], // Denver
    ['79901', 'America/Denver'], // El Paso
    ['75201', 'America/Chicago'], // Dallas
    ['85004', 'America/Phoenix'],
    ['83702', 'America/Boise'],
    ['83814', 'America/Los_Angeles'], // Coeur d'Alene
    ['32501', 'America/Chicago'], // Pensacola
    ['33101', 'America/New_York'], // Miami
    ['37201', 'America/Chicago'], // Nashville
    ['37902', 'America/New_York'], // Knoxville
    ['46204', 'America/Indiana/Indianapolis'],
    ['46402', 'America/Chicago'], // Gary
    ['48201', 'America/Detroit'],
    ['60601', 'America/Chicago'],
    ['10001', 'America/New_York'],
    ['02108', 'America/New_York'], // Boston
    ['00901', 'America/Puerto_Rico'],
    ['96813', 'Pacific/Honolulu'],
    ['99501', 'America/Anchorage'],
  ])('%s is in %s', (zip, zone) => {
    expect(timeZoneForZip(zip)).toBe(zone);
  });

  it('names a zone the runtime knows for every range', () => {
    // unassigned prefixes have no zone; the ranges that have one must all be known zones
    const zones = Array.from({ length: 1000 }, (_, p) => timeZoneForZip(`${String(p).padStart(3, '0')}01`)).filter(
      (z): z is string => z !== undefined,
    );
    expect(zones.length).toBeGreaterThan(800);
    for (const zone of zones) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });

  it('has no zone for what is not a US ZIP code', () => {
    for (const zip of ['00001', '09001', '96201', '9810', '981011', '98101-12', 'abcde', '98101 ', ''])
      expect(timeZoneForZip(zip)).toBeUndefined();
  });
});
