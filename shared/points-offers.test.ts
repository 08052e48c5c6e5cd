import { describe, expect, it } from 'vitest';
import * as offerMessages from './messages/client/loyalty-offers.ts';
import { addDays, dayIn, isTimeZone, offerWindow, startOfDay, statusAt } from './points-offers.ts';
import { offerProblem } from './schemas/points-offer.ts';

describe("an offer's days", () => {
  it('starts a day at its local midnight, daylight saving included', () => {
    expect(startOfDay('2026-01-15', 'America/Los_Angeles').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(startOfDay('2026-07-15', 'America/Los_Angeles').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    // the days the clocks change (2026-03-08 and 2026-11-01 in the US) still start at midnight
    expect(startOfDay('2026-03-08', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/Los_Angeles').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(startOfDay('2026-11-01', 'America/Los_Angeles').toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(startOfDay('2026-11-02', 'America/Los_Angeles').toISOString()).toBe('2026-11-02T08:00:00.000Z');
    expect(startOfDay('2026-05-01', 'Asia/Kolkata').toISOString()).toBe('2026-04-30T18:30:00.000Z');
    expect(startOfDay('2026-05-01', 'UTC').toISOString()).toBe('2026-05-01T00:00:00.000Z');
  });

  it('tells the day of an instant in a zone, and counts days across months', () => {
    expect(dayIn('America/Los_Angeles', new Date('2026-01-01T07:59:59Z'))).toBe('2025-12-31');
    expect(dayIn('America/Los_Angeles', new Date('2026-01-01T08:00:00Z'))).toBe('2026-01-01');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('runs from the start of its start date to the start of its end date', () => {
    const w = offerWindow({ startDate: '2026-06-01', endDate: '2026-06-02', timeZone: 'America/Los_Angeles' });
    expect(w).toEqual({ startsAt: '2026-06-01T07:00:00.000Z', endsAt: '2026-06-02T07:00:00.000Z' });
    expect(statusAt(w, new Date('2026-06-01T06:59:59Z'))).toBe('inactive');
    expect(statusAt(w, new Date('2026-06-01T07:00:00Z'))).toBe('active');
    expect(statusAt(w, new Date('2026-06-02T06:59:59Z'))).toBe('active');
    expect(statusAt(w, new Date('2026-06-02T07:00:00Z'))).toBe('expired');
  });
});

describe('the rules an offer must keep (spec 3 §5)', () => {
  const now = new Date('2026-06-10T18:00:00Z'); // 11 am in Seattle
  const ok = {
    basePoints: 50,
    totalPoints: 5000,
    startDate: '2026-06-10',
    endDate: '2026-06-11',
    timeZone: 'America/Los_Angeles',
    sendMessage: false,
  };
  it('accepts the defaults', () => expect(offerProblem(ok, now)).toBeUndefined());
  it.each([
    [{ basePoints: 0 }, offerMessages.pointsRequired],
    [{ basePoints: 75 }, offerMessages.pointsStep],
    [{ totalPoints: 120 }, offerMessages.pointsStep],
    [{ basePoints: 500, totalPoints: 100 }, offerMessages.totalBelowPoints],
    [{ timeZone: 'Nowhere/City' }, offerMessages.unknownTimeZone],
    [{ startDate: '2026-06-09', endDate: '2026-06-11' }, offerMessages.startBeforeToday],
    [{ endDate: '2026-06-10' }, offerMessages.endTooSoon],
    [{ endDate: '2026-06-09' }, offerMessages.endTooSoon],
    [{ sendMessage: true, mmsMessage: '   ' }, offerMessages.messageRequired],
  ])('refuses %o', (change, message) => expect(offerProblem({ ...ok, ...change }, now)).toBe(message));

  it("reads today in the offer's own zone", () => {
    // 11 am in Seattle is already the next day in Tokyo
    expect(offerProblem({ ...ok, timeZone: 'Asia/Tokyo' }, now)).toBe(offerMessages.startBeforeToday);
    expect(offerProblem({ ...ok, totalPoints: undefined }, now)).toBeUndefined();
  });
});
