import { describe, expect, it } from 'vitest';
import { servesOtherBuild } from './version.ts';

describe('servesOtherBuild', () => {
  it('is true for any other build, a rollback included', () => {
    expect(servesOtherBuild('0.1.0+aaaa', '0.1.0+bbbb')).toBe(true);
    expect(servesOtherBuild('0.2.0+aaaa', '0.1.0+cccc')).toBe(true);
  });
  it('is false for the running build, an answer without a version, and a page built without one', () => {
    expect(servesOtherBuild('0.1.0+aaaa', '0.1.0+aaaa')).toBe(false);
    expect(servesOtherBuild('0.1.0+aaaa', undefined)).toBe(false);
    expect(servesOtherBuild('0.1.0+aaaa', '')).toBe(false);
    expect(servesOtherBuild('__APP_VERSION__', '0.1.0+aaaa')).toBe(false);
    expect(servesOtherBuild('', '0.1.0+aaaa')).toBe(false);
  });
});
