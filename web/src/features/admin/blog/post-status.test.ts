import { describe, expect, it } from 'vitest';
import { localTime, postState } from './post-status.ts';

describe("a post's state as the admin list reads it", () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it('is a draft while unpublished, whatever its date', () => {
    expect(postState({ published: false, publishedAt: '2026-01-01T00:00:00Z' }, now)).toBe('draft');
  });
  it('is scheduled while its time is to come, published from it', () => {
    expect(postState({ published: true, publishedAt: '2026-03-02T00:00:00Z' }, now)).toBe('scheduled');
    expect(postState({ published: true, publishedAt: '2026-03-01T12:00:00Z' }, now)).toBe('published');
  });
  it('says a time with its zone', () => {
    expect(localTime('2026-03-01T12:00:00Z')).toMatch(/^Mar 1, 2026, \d{1,2}:00 [AP]M \S+$/);
  });
});
