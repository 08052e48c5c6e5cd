import { describe, expect, it } from 'vitest';
import { daysBetween, monthStart, periodsCovering, weekStart } from './loyalty-periods.ts';

describe('loyalty periods', () => {
  it('starts weeks on Monday and months on the 1st', () => {
    expect(weekStart('2026-11-28')).toBe('2026-11-23'); // a Saturday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // Sunday ends the week
    expect(weekStart('2027-01-01')).toBe('2026-12-28'); // across the year
    expect(monthStart('2026-02-28')).toBe('2026-02-01');
  });

  it('widens a range to the whole periods that cover it', () => {
    expect(periodsCovering('2026-11-25', '2026-12-02', 'week')).toEqual([
      { start: '2026-11-23', end: '2026-11-29' },
      { start: '2026-11-30', end: '2026-12-06' },
    ]);
    expect(periodsCovering('2024-01-15', '2024-03-01', 'month')).toEqual([
      { start: '2024-01-01', end: '2024-01-31' },
      { start: '2024-02-01', end: '2024-02-29' },
      { start: '2024-03-01', end: '2024-03-31' },
    ]);
    expect(periodsCovering('2026-12-01', '2027-01-01', 'month').at(-1)).toEqual({
      start: '2027-01-01',
      end: '2027-01-31',
    });
  });

  it('counts the days of a range, both ends in', () => {
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2024-12-31')).toBe(366);
  });
});
