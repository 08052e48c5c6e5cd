import { describe, expect, it } from 'vitest';
import { fetchPublic, isPublicAddress } from './fetch-public.ts';

describe('the private-address guard', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('lets %s through', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );

  it('refuses before connecting: no https, credentials, private literals', async () => {
    const limits = { maxBytes: 1000, timeoutMs: 1000 };
    expect(await fetchPublic('http://8.8.8.8/x.json', limits)).toEqual({ problem: 'notHttps' });
    expect(await fetchPublic('ftp://8.8.8.8/x.json', limits)).toEqual({ problem: 'notHttps' });
    expect(await fetchPublic('https://a:b@8.8.8.8/x.json', limits)).toEqual({ problem: 'badLink' });
    expect(await fetchPublic('https://[fd00::5]/x.json', limits)).toEqual({ problem: 'privateAddress' });
    expect(await fetchPublic('https://2130706433/x.json', limits)).toEqual({ problem: 'privateAddress' });
    expect(await fetchPublic('nonsense', limits)).toEqual({ problem: 'badLink' });
  });
});
