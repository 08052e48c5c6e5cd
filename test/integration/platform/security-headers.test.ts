import { describe, expect, inject, it } from 'vitest';
import { securityHeaders, type AnswerKind } from '#infra/headers';
import { demo } from '#test/support/ids';

const base = inject('baseUrl');
// s3rver listens on the gateway's port + 11 (docs/architecture.md, local runtime ports); uploads go there
const uploadOrigin = `http://127.0.0.1:${Number(new URL(base).port) + 11}`;

// Every answer of the local gateway carries the headers CloudFront's policies add in the cloud,
// failures included: the same table (infra/headers.ts) feeds both.
describe('security headers on every answer', () => {
  it.each<[string, AnswerKind, number]>([
    ['/', 'site', 200],
    [`/product/${demo.blueDream}`, 'site', 200],
    ['/meta.json', 'site', 200],
    ['/assets/no-such-chunk.js', 'site', 404],
    [`/api/consumer/product/${demo.blueDream}`, 'api', 200],
    ['/api/consumer/product/not-an-id', 'api', 400],
    ['/api/no-such-route', 'api', 404],
    [`/media/brands/${demo.sunValley}/feature.svg`, 'media', 200],
    ['/media/private/exports/png/x.png', 'media', 404],
    ['/__local/outbox', 'localTool', 200],
    // over the edge's URL limit: refused before anything reads it, as CloudFront does
    [`/api/consumer/product/${'a'.repeat(9000)}`, 'api', 414],
    [`/product/${'a'.repeat(9000)}`, 'site', 414],
  ])('%s answers %s headers', async (path, kind, status) => {
    const r = await fetch(`${base}${path}`);
    expect(r.status).toBe(status);
    for (const [name, value] of Object.entries(securityHeaders(kind, uploadOrigin)))
      expect(r.headers.get(name), name).toBe(value);
  });

  it('compresses an API answer of 1,000 bytes or more, as the distribution does in the cloud', async () => {
    const big = await fetch(`${base}/api/consumer/product/${demo.blueDream}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect(big.headers.get('vary')).toContain('accept-encoding');
    expect(((await big.json()) as { _id: string })._id).toBe(demo.blueDream);
    const small = await fetch(`${base}/api/consumer/product/not-an-id`, { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('keeps script out of everything but the site itself', () => {
    expect(securityHeaders('site')['content-security-policy']).toMatch(/(^|; )script-src 'self'(;|$)/);
    for (const kind of ['api', 'media', 'localTool'] as const)
      expect(securityHeaders(kind)['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(securityHeaders('media')['content-security-policy']).toMatch(/sandbox$/);
    expect(securityHeaders('site', uploadOrigin)['content-security-policy']).toContain(
      `connect-src 'self' ${uploadOrigin};`,
    );
  });
});
