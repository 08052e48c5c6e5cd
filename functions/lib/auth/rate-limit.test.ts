import { describe, expect, it } from 'vitest';
import { boundedKey, clientIp } from './rate-limit.ts';

describe('clientIp', () => {
  it('takes the last X-Forwarded-For entry when it is an address', () => {
    expect(clientIp({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }, '10.0.0.1')).toBe('203.0.113.9');
    expect(clientIp({ 'x-forwarded-for': '2001:DB8::1' }, undefined)).toBe('2001:db8::1');
    expect(clientIp({}, '10.0.0.1')).toBe('10.0.0.1');
    expect(clientIp({}, undefined)).toBe('unknown');
  });

  it('keeps anything else apart under a short hash, whatever its length', () => {
    const huge = clientIp({ 'x-forwarded-for': `198.51.100.1, ${'a'.repeat(5000)}` }, '10.0.0.1');
    expect(huge).toMatch(/^not-an-address#[A-Za-z0-9_-]{22}$/);
    expect(clientIp({ 'x-forwarded-for': 'b'.repeat(5000) }, undefined)).not.toBe(huge);
  });
});

describe('boundedKey', () => {
  it('keeps short keys and hashes long ones far below the 2 KB key limit', () => {
    expect(boundedKey('signin:ip:198.51.100.1')).toBe('signin:ip:198.51.100.1');
    const long = boundedKey(`signin:email-ip:${'x'.repeat(3000)}`);
    expect(long.length).toBeLessThan(100);
    expect(long.startsWith('signin:email-ip:')).toBe(true);
    expect(boundedKey(`signin:email-ip:${'y'.repeat(3000)}`)).not.toBe(long);
  });
});
