// Points offers (spec 3 §3, §4, §5, §9): the form's defaults and steps, and the
// one rule for an offer's days. Both the server and the form read it, so they cannot disagree on
// what "today" or "a day after the start" means.

/** Spec 3 §9: basePoints 50, totalPoints 5000, type checkIn; the points input steps by 50 from 0. */
export const OFFER_DEFAULTS = { basePoints: 50, totalPoints: 5000, pointOfferType: 'checkIn' } as const;
export const POINTS_STEP = 50;
/** The biggest number of points one offer may award or give out; well past any real programme. */
export const POINTS_MAX = 1_000_000;

export const POINT_OFFER_TYPES = ['checkIn', 'purchase', 'general'] as const;
/** Spec 3 §9's labels of the offer types. */
export const POINT_OFFER_TYPE_LABELS = {
  checkIn: 'Phone Check-In',
  purchase: 'Product Checkin',
  general: 'All Products/Codes',
} as const satisfies Record<(typeof POINT_OFFER_TYPES)[number], string>;
/** Spec 3 §9: an offer card shows the first 40 characters of its message. */
export const OFFER_PREVIEW_CHARS = 40;
/** Offers a list of the points offers view shows at a time; "Show more" asks for as many again. */
export const OFFERS_PAGE_SIZE = 12;
export const OFFER_STATUSES = ['active', 'inactive', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** The zone an offer's days are in when the form sends none: the platform's home (Washington). */
export const DEFAULT_OFFER_TIME_ZONE = 'America/Los_Angeles';

/** Whether the runtime knows this IANA zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** A known zone as the runtime spells it ('america/los_angeles' is 'America/Los_Angeles'); an unknown one as given. */
export function canonicalTimeZone(zone: string): string {
  return isTimeZone(zone) ? new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone : zone;
}

/** How far ahead an offer may end: two years from today, in its zone. */
export const OFFER_HORIZON_DAYS = 731;

/** The calendar day (YYYY-MM-DD) an instant falls on in a zone. */
export function dayIn(zone: string, at: Date): string {
  // en-CA writes dates as YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );
}

/** The day `n` days after a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Minutes a zone is ahead of UTC at an instant. */
function offsetMinutes(zone: string, at: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((asUtc - Math.floor(at / 1000) * 1000) / 60_000);
}

/**
 * The instant a day starts in a zone (its local midnight). The offset is read at the first guess
 * and again at the answer, so a day that starts inside a daylight-saving change still comes out right.
 */
export function startOfDay(day: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(y, m - 1, d);
  let at = utcMidnight - offsetMinutes(zone, utcMidnight) * 60_000;
  at = utcMidnight - offsetMinutes(zone, at) * 60_000;
  return new Date(at);
}

/**
 * An offer runs from the start of its start date to the start of its end date, in its zone: the
 * defaults (today, tomorrow) make a one-day offer, and "end at least a day after the start" makes
 * every offer last a day or more.
 */
export const offerWindow = (o: { startDate: string; endDate: string; timeZone: string }) => ({
  startsAt: startOfDay(o.startDate, o.timeZone).toISOString(),
  endsAt: startOfDay(o.endDate, o.timeZone).toISOString(),
});

/** The status an offer has at an instant (spec 3 §4): active once started, expired once ended, else inactive. */
export function statusAt(o: { startsAt: string; endsAt: string }, at: Date): OfferStatus {
  const t = at.toISOString();
  if (t >= o.endsAt) return 'expired';
  return t >= o.startsAt ? 'active' : 'inactive';
}
