import { describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { LABEL_OPTIONS } from '#shared/cannastamp/label';
import * as exportMessages from '#shared/messages/client/exports';
import { demo } from '#test/support/ids';
import { pdfFacts } from '#test/support/pdf';
import { session, uniqueIp } from '#test/support/session';

const base = inject('baseUrl');

// one sign-in per role for the whole file: sign-in is rate-limited per e-mail address
const sessions = new Map<string, Promise<ReturnType<typeof session>>>();
function as(role: string) {
  let s = sessions.get(role);
  if (!s) {
    const a = DEMO_ACCOUNTS.find((x) => x.role === role)!;
    const jar = session(base, { 'x-forwarded-for': uniqueIp() });
    s = jar.post('/api/authentication/signin', { email: a.email, password: a.password }).then(() => jar);
    sessions.set(role, s);
  }
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

  it('answers every one of many simultaneous requests for a file not stored yet', async () => {
    // the first request's write overlaps the others' existence checks (s3rver answers those 500)
    const processor = await as('producer');
    for (const lot of [demo.lot(1), demo.lot(2), demo.lot(3), demo.lot(4), demo.lot(5)]) {
      // staggered, so that later requests check for the file while an earlier one writes it
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          new Promise((r) => setTimeout(r, i * 4)).then(() => processor.get(`/api/client/lot/${lot}/svg`)),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    }
  });

  it('keeps downloads from everyone else, and says so for a lot without a result', async () => {
    expect((await (await as('consumer')).get(`/api/client/lot/${demo.lot(0)}/png`)).status).toBe(403);
    expect((await (await as('dispensary')).get(`/api/client/lot/${demo.lot(0)}/svg`)).status).toBe(403);
    expect((await session(base).get(`/api/client/lot/${demo.lot(0)}/png`)).status).toBe(401);
    expect((await (await as('admin')).get(`/api/client/lot/${demo.unknownId}/png`)).status).toBe(404);
  });
});

describe('cannastamp PDF labels', () => {
  const pdf = async (link: string) => pdfFacts(new Uint8Array(await (await fetch(link)).arrayBuffer()));

  it.each(LABEL_OPTIONS.map((o) => [o.name, o] as const))(
    'prints %s as one vector page of exactly that size',
    async (_, o) => {
      const r = await (
        await as('dispensary')
      ).post('/api/client/getCannastampPdf', {
        lotId: demo.lot(0),
        type: o.type,
        dimension1: o.dimension1,
        dimension2: o.dimension2,
        weight: 3.5,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const facts = await pdf(r.body.link);
      expect(facts.pages).toBe(1);
      expect(facts.mediaBoxes.length).toBeGreaterThan(0);
      for (const box of facts.mediaBoxes) expect(box).toEqual([0, 0, o.dimension1 * 72, o.dimension2 * 72]);
      expect(facts.images).toBe(0);
      expect(facts.fonts.some((f) => f.includes('DejaVuSans'))).toBe(true);
    },
  );

  it('reuses the stored file for the same label, and makes another for another weight', async () => {
    const producer = await as('producer');
    const body = { lotId: demo.lot(0), type: 'circular', dimension1: 1, dimension2: 1, weight: 1 };
    const [a, b] = await Promise.all([
      producer.post('/api/client/getCannastampPdf', body),
      (await as('admin')).post('/api/client/getCannastampPdf', body),
    ]);
    expect(new URL(a.body.link).pathname).toBe(new URL(b.body.link).pathname);
    expect(new URL(a.body.link).pathname).toMatch(/^\/[^/]+\/private\/exports\/pdf\/[0-9a-f]{24}-[0-9a-f]{16}\.pdf$/);
    const other = await producer.post('/api/client/getCannastampPdf', { ...body, weight: 28.3 });
    expect(new URL(other.body.link).pathname).not.toBe(new URL(a.body.link).pathname);
  });

  it('refuses sizes and weights the spec does not offer, and everyone but business users', async () => {
    const producer = await as('producer');
    const size = await producer.post('/api/client/getCannastampPdf', {
      lotId: demo.lot(0),
      type: 'circular',
      dimension1: 2,
      dimension2: 2,
    });
    expect(size.status).toBe(400);
    expect(size.body.errorMessage).toContain(exportMessages.labelSizeUnknown);
    const weight = await producer.post('/api/client/getCannastampPdf', { lotId: demo.lot(0), type: 'full', weight: 5 });
    expect(weight.status).toBe(400);
    expect(weight.body.errorMessage).toContain(exportMessages.labelWeightUnknown);
    expect((await producer.post('/api/client/getCannastampPdf', { lotId: demo.unknownId, type: 'full' })).status).toBe(
      404,
    );
    expect(
      (await (await as('consumer')).post('/api/client/getCannastampPdf', { lotId: demo.lot(0), type: 'full' })).status,
    ).toBe(403);
  });
});
