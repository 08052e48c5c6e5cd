import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/seed.ts';
import { demo } from '../ids.ts';
import { session, uniqueIp } from '../session.ts';

const base = inject('baseUrl');

async function as(role: string) {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role)!;
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  await s.post('/api/authentication/signin', { email: a.email, password: a.password });
  return s;
}

describe('cannastamp downloads', () => {
  it('gives business users a 3600 × 3600 PNG link, and reuses the stored file', async () => {
    const producer = await as('producer');
    const r = await producer.get(`/api/client/lot/${demo.lot(0)}/png`);
    expect(r.status).toBe(200);
    const file = await fetch(r.body.link);
    expect(file.status).toBe(200);
    const png = Buffer.from(await file.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([3600, 3600]);

    const again = await (await as('dispensary')).get(`/api/client/lot/${demo.lot(0)}/png`);
    expect(again.status).toBe(200);
    expect(new URL(again.body.link).pathname).toBe(new URL(r.body.link).pathname);
    expect(new URL(r.body.link).searchParams.get('X-Amz-Expires')).toBe('600');
  });

  it('gives processor users the SVG itself', async () => {
    const r = await (await as('producer')).get(`/api/client/lot/${demo.lot(0)}/svg`);
    const svg = await (await fetch(r.body.link)).text();
    expect(svg).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('<title id="cs-');
  });

  it('keeps downloads from everyone else, and says so for a lot without a result', async () => {
    expect((await (await as('consumer')).get(`/api/client/lot/${demo.lot(0)}/png`)).status).toBe(403);
    expect((await (await as('dispensary')).get(`/api/client/lot/${demo.lot(0)}/svg`)).status).toBe(403);
    expect((await session(base).get(`/api/client/lot/${demo.lot(0)}/png`)).status).toBe(401);
    expect((await (await as('admin')).get(`/api/client/lot/${demo.unknownId}/png`)).status).toBe(404);
  });
});
