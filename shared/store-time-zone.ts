import { timeZoneForZip } from './zip-time-zones.ts';

// A store's clock (docs/client-loyalty-audiences.md, Store time): offers and scheduled messages are
// entered and shown in it and stored as UTC instants. It comes from the store's address: its state,
// by the zone most of the state keeps (a state split between zones takes its most populous side;
// the ZIP refines it where the state is split), then the ZIP alone, then the platform's home.

/** The zone most of each state (and DC, PR) keeps. */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AK: 'America/Anchorage',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DC: 'America/New_York',
  DE: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  IA: 'America/Chicago',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  MA: 'America/New_York',
  MD: 'America/New_York',
  ME: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MO: 'America/Chicago',
  MS: 'America/Chicago',
  MT: 'America/Denver',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  NE: 'America/Chicago',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NV: 'America/Los_Angeles',
  NY: 'America/New_York',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  PR: 'America/Puerto_Rico',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VA: 'America/New_York',
  VT: 'America/New_York',
  WA: 'America/Los_Angeles',
  WI: 'America/Chicago',
  WV: 'America/New_York',
  WY: 'America/Denver',
};

/** The platform's home (Washington): a store with no address it can read keeps it. */
export const HOME_TIME_ZONE = 'America/Los_Angeles';

/** The store's zone from its address. */
export function storeTimeZone(address: { state?: string | undefined; zip?: string | undefined }): string {
  const byState = STATE_TIME_ZONES[(address.state ?? '').trim().toUpperCase()];
  const byZip = address.zip ? timeZoneForZip(address.zip) : undefined;
  // a split state (Oregon's Malheur county, Idaho's north, Texas's far west…): the ZIP's side wins
  if (byState && byZip && byZip !== byState && sameCountry(byState, byZip)) return byZip;
  return byState ?? byZip ?? HOME_TIME_ZONE;
}

const sameCountry = (a: string, b: string) => a.startsWith('America/') && b.startsWith('America/');

/** The wall-clock parts of an instant in a zone. */
function wallClock(at: Date, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const v = (t: string) => parts.find((p) => p.type === t)!.value;
  return { y: v('year'), mo: v('month'), d: v('day'), h: v('hour'), mi: v('minute') };
}

/** An instant as a `datetime-local` value (YYYY-MM-DDTHH:mm) on the store's clock. */
export function toStoreLocal(at: Date, zone: string): string {
  const w = wallClock(at, zone);
  return `${w.y}-${w.mo}-${w.d}T${w.h}:${w.mi}`;
}

/**
 * The instant a wall-clock time (YYYY-MM-DDTHH:mm) names on the store's clock. A time skipped by a
 * daylight-saving change moves on by the hour skipped; a time that happens twice is its first.
 */
export function fromStoreLocal(local: string, zone: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(asUtc)) return undefined;
  const offset = (at: number) => {
    const w = wallClock(new Date(at), zone);
    return Date.UTC(+w.y, +w.mo - 1, +w.d, +w.h, +w.mi) - Math.floor(at / 60_000) * 60_000;
  };
  // the earlier of the two offsets around the time wins, so an hour that happens twice is its first
  const candidates = [asUtc - offset(asUtc - 86_400_000 / 2), asUtc - offset(asUtc + 86_400_000 / 2)];
  const exact = candidates.filter((c) => toStoreLocal(new Date(c), zone) === local).sort((a, b) => a - b);
  return new Date(exact[0] ?? Math.max(...candidates));
}

/** The store's month (YYYY-MM) an instant falls in. */
export function storeMonth(at: Date, zone: string): string {
  const w = wallClock(at, zone);
  return `${w.y}-${w.mo}`;
}

/** An instant as the store reads it: 'Nov 28, 2026, 9:00 AM PST'. */
export function formatStoreTime(at: Date | string, zone: string): string {
  return (
    new Date(at).toLocaleString('en-US', {
      timeZone: zone,
      dateStyle: 'medium',
      timeStyle: 'short',
    }) + ` ${zoneAbbreviation(new Date(at), zone)}`
  );
}

function zoneAbbreviation(at: Date, zone: string): string {
  return (
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  );
}
