import { describe, expect, it } from 'vitest';
import { inSegment, segmentProblem, textCost, type SegmentMember } from './loyalty-audience.ts';

const at = new Date('2026-11-28T18:00:00Z');
const daysAgo = (n: number) => new Date(at.getTime() - n * 86_400_000).toISOString();
const member = (m: Partial<SegmentMember> = {}): SegmentMember => ({
  categoryPreferences: ['Deals'],
  zip: '98101',
  joinedAt: daysAgo(100),
  ...m,
});

describe('inSegment', () => {
  it('holds every member without a segment, and each criterion given', () => {
    expect(inSegment(member(), undefined, at)).toBe(true);
    expect(inSegment(member(), {}, at)).toBe(true);
    expect(inSegment(member(), { categories: ['Edibles', 'Deals'] }, at)).toBe(true);
    expect(inSegment(member(), { categories: ['Edibles'] }, at)).toBe(false);
    expect(inSegment(member({ zip: '98101-1234' }), { zips: ['98101'] }, at)).toBe(true);
    expect(inSegment(member(), { zips: ['99201'] }, at)).toBe(false);
    expect(inSegment(member({ joinedAt: daysAgo(6) }), { joinedWithinDays: 7 }, at)).toBe(true);
    expect(inSegment(member({ joinedAt: daysAgo(8) }), { joinedWithinDays: 7 }, at)).toBe(false);
  });

  it('reads the last visit both ways: never checked in is not within, and is not since', () => {
    const within = { visit: { kind: 'within', days: 30 } } as const;
    const notSince = { visit: { kind: 'notSince', days: 30 } } as const;
    expect(inSegment(member({ lastVisitAt: daysAgo(29) }), within, at)).toBe(true);
    expect(inSegment(member({ lastVisitAt: daysAgo(31) }), within, at)).toBe(false);
    expect(inSegment(member(), within, at)).toBe(false);
    expect(inSegment(member({ lastVisitAt: daysAgo(31) }), notSince, at)).toBe(true);
    expect(inSegment(member({ lastVisitAt: daysAgo(29) }), notSince, at)).toBe(false);
    expect(inSegment(member(), notSince, at)).toBe(true);
  });

  it('reads the balance with both ends included, no balance being 0', () => {
    expect(inSegment(member({ pointsBalance: 100 }), { points: { min: 100, max: 200 } }, at)).toBe(true);
    expect(inSegment(member({ pointsBalance: 200 }), { points: { min: 100, max: 200 } }, at)).toBe(true);
    expect(inSegment(member({ pointsBalance: 250 }), { points: { max: 200 } }, at)).toBe(false);
    expect(inSegment(member(), { points: { max: 0 } }, at)).toBe(true);
    expect(inSegment(member(), { points: { min: 1 } }, at)).toBe(false);
  });
});

describe('segmentProblem', () => {
  it('refuses a points range upside down or without a bound', () => {
    expect(segmentProblem({ points: { min: 5, max: 1 } })).toBe('The lowest points balance is more than the highest.');
    expect(segmentProblem({ points: {} })).toBe('Enter a lowest or a highest points balance.');
    expect(segmentProblem({ points: { min: 1 } })).toBeUndefined();
    expect(segmentProblem(undefined)).toBeUndefined();
  });
});

describe('textCost', () => {
  const plan = { perMonth: 3000, extra: 0.03 };
  it('counts what the month used first, then prices the rest at $0.03', () => {
    expect(textCost(500, 0, plan)).toEqual({ included: 500, extra: 0, cost: 0 });
    expect(textCost(500, 2800, plan)).toEqual({ included: 200, extra: 300, cost: 9 });
    expect(textCost(1000, 3500, plan)).toEqual({ included: 0, extra: 1000, cost: 30 });
    expect(textCost(7, 2999, plan)).toEqual({ included: 1, extra: 6, cost: 0.18 });
  });
});
