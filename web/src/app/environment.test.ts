import { describe, expect, it } from 'vitest';
import { ENVIRONMENTS, environmentFor, type EnvironmentName } from './environment.ts';

describe('the web environment by host name', () => {
  it.each<[string, EnvironmentName]>([
    ['localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['[::1]', 'local'],
    ['dev.cannastamp.com', 'dev'],
    ['staging.cannastamp.com', 'staging'],
    ['cannastamp.com', 'production'],
    ['www.cannastamp.com', 'production'],
    ['WWW.Cannastamp.com.', 'production'],
    // a stack's CloudFront address before its domain is attached
    ['d1234abcd.cloudfront.net', 'production'],
    // a look-alike is no subdomain of ours
    ['dev.cannastamp.com.evil.example', 'production'],
  ])('%s is %s', (host, name) => {
    expect(environmentFor(host).name).toBe(name);
  });

  it('gives every environment the addresses the pages need, each host in one row only', () => {
    const hosts = Object.values(ENVIRONMENTS).flatMap((e) => e.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const [name, e] of Object.entries(ENVIRONMENTS)) {
      expect(e.name).toBe(name);
      expect(e.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
      expect(new URL(e.serviceDeskUrl).protocol).toBe('https:');
      expect(new URL(e.investorFormUrl).protocol).toBe('https:');
    }
  });
});
