import { describe, expect, it } from 'vitest';
import { cronMatcher, rateMs } from './schedule.ts';

describe('schedule expressions', () => {
  it('reads rate expressions', () => {
    expect(rateMs('rate(1 minute)')).toBe(60_000);
    expect(rateMs('rate(6 hours)')).toBe(6 * 3_600_000);
    expect(rateMs('cron(0 * * * ? *)')).toBeUndefined();
  });

  it('matches cron expressions in UTC', () => {
    const hourly = cronMatcher('cron(0 * * * ? *)')!;
    expect(hourly(new Date('2026-11-21T10:00:00Z'))).toBe(true);
    expect(hourly(new Date('2026-11-21T10:01:00Z'))).toBe(false);
    const weekdays = cronMatcher('cron(30 8 ? * 2-6 *)')!; // 08:30 Monday to Friday
    expect(weekdays(new Date('2026-11-23T08:30:00Z'))).toBe(true); // a Monday
    expect(weekdays(new Date('2026-11-22T08:30:00Z'))).toBe(false); // a Sunday
    const quarter = cronMatcher('cron(*/15 * * * ? *)')!;
    expect([0, 15, 30, 45].every((m) => quarter(new Date(Date.UTC(2026, 0, 1, 0, m))))).toBe(true);
    expect(quarter(new Date(Date.UTC(2026, 0, 1, 0, 20)))).toBe(false);
  });

  it('refuses what it cannot honour', () => {
    expect(() => cronMatcher('cron(0 * * *)')).toThrow(/6 fields/);
    expect(() => cronMatcher('cron(0 12 ? * MON *)')).toThrow(/not supported/);
  });
});
