import { describe, expect, it } from 'vitest';
import * as messages from '../messages/client/loyalty-rewards.ts';
import { rewardBodySchema, rewardProblem, rewardRunning, rewardWindow } from './loyalty-rewards.ts';

// A reward's rules as the form and the server run them: its days (the last one included, in its
// zone, across a daylight-saving change), when it runs, and the fields' words.

describe('a reward', () => {
  it('runs from the start of its first day to the end of its last, in its zone', () => {
    // 2026-11-01 is the day US clocks go back: the window still ends at the local midnight after it
    const w = rewardWindow({ startDate: '2026-10-31', endDate: '2026-11-01' }, 'America/Los_Angeles');
    expect(w).toEqual({ startsAt: '2026-10-31T07:00:00.000Z', endsAt: '2026-11-02T08:00:00.000Z' });
    expect(rewardRunning(w, new Date('2026-10-31T06:59:59Z'))).toBe(false);
    expect(rewardRunning(w, new Date('2026-11-02T07:59:59Z'))).toBe(true);
    expect(rewardRunning(w, new Date('2026-11-02T08:00:00Z'))).toBe(false);
    expect(rewardWindow({}, 'UTC')).toEqual({});
    expect(rewardRunning({}, new Date())).toBe(true);
  });

  it('names the first rule its fields break', () => {
    expect(rewardProblem({ startDate: '2026-05-02', endDate: '2026-05-01' }, 'UTC')).toBe(messages.endBeforeStart);
    expect(rewardProblem({ startDate: '2026-05-01', endDate: '2026-05-01' }, 'UTC')).toBeUndefined();
    expect(rewardProblem({}, 'Nowhere/Else')).toBe(messages.unknownTimeZone);
    const issue = (body: unknown) => rewardBodySchema.safeParse(body).error?.issues[0]?.message;
    expect(issue({ name: '   ', pointsCost: 5 })).toBe(messages.nameRequired);
    expect(issue({ name: 'Mug', pointsCost: 0 })).toBe(messages.pointsCostRange);
    expect(issue({ name: 'Mug', pointsCost: 2.5 })).toBe(messages.pointsCostRange);
    expect(rewardBodySchema.parse({ name: ' Mug ', pointsCost: 5 }).name).toBe('Mug');
  });
});
