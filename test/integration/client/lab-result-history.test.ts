import { beforeAll, describe, expect, inject, it } from 'vitest';
import { freshCompany, memberOf } from '#test/support/producers';
import { session } from '#test/support/session';
import { storedItems } from '#test/support/table';
import { lotPartition } from '#lib/lots/keys';
import { VERSION_PREFIX } from '#lib/test-results/keys';

// The public lab-result page of a lot whose result changes (docs/lab-result-page.md): the printed
// code keeps naming the lot, the page shows the result as it is now, and the lot's results log
// lists every version, newest first, with what each save changed. The Publish switch of the lot
// form decides whether search engines may index the page, in the page's answer and its header.

const base = inject('baseUrl');

type Session = ReturnType<typeof session>;
let a: Session;
let b: Session;
let A: string;
let B: string;
let lab: { _id: string; name: string };

const certificate = (figures: Record<string, string>, over: Record<string, unknown> = {}) => ({
  testLab: lab,
  sampleTypeCategory: 'Flower',
  sampleType: 'Flower - Cured',
  strain: 'Lemon Haze',
  tracabilityParentLotId: 'P-HIST-1',
  testDate: '2026-10-01',
  approved: true,
  figures: { thcA: '22.1', cbd: 'ND', myrcene: '0.8', ...figures },
  ...over,
});

/** The log items of a lot, straight from the table. */
const logged = async (lotId: string) => await storedItems(lotPartition(lotId), VERSION_PREFIX);

const anyone = () => session(base);

beforeAll(async () => {
  [{ id: A }, { id: B }] = await Promise.all([
    freshCompany({ name: 'History A' }),
    freshCompany({ name: 'History B' }),
  ]);
  [a, b] = await Promise.all([
    memberOf(base, { processorUser: true, clientAssignment: A }),
    memberOf(base, { processorUser: true, clientAssignment: B }),
  ]);
  lab = (await a.get(`/api/client/${A}/client/keypairs/labs`)).body.options[0];
  expect(lab).toBeDefined();
});

describe("a lot's result history on its public page", () => {
  it('keeps the code, shows the current result and logs every saved version newest first', async () => {
    const created = await a.post(`/api/client/${A}/testResult`, certificate({ thc: '0.9' }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const t = created.body.testResult;
    const lotId = t.lotId as string;

    const first = await anyone().get(`/api/lab-result/${lotId}/versions`);
    expect(first.status).toBe(200);
    expect(first.body.versions).toEqual([
      expect.objectContaining({
        lotId,
        testResultId: t._id,
        kind: 'first',
        changes: [],
        labName: lab.name,
        approved: true,
      }),
    ]);

    // a correction: THC changes, CBD is now measured, myrcene no longer reported, not approved yet
    const body = certificate({ thc: '1.4', cbd: '0.05' }, { approved: false, testDate: '2026-10-03' });
    const { myrcene: _dropped, ...figures } = body.figures;
    const saved = await a.put(`/api/client/${A}/testResult/${t._id}`, { ...body, figures });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // the same code shows the new result
    const page = await anyone().get(`/api/lab-result/${lotId}`);
    expect(page.status).toBe(200);
    expect(page.body.testResult).toMatchObject({ _id: t._id, thc: 1.4, approved: false });

    const versions = (await anyone().get(`/api/lab-result/${lotId}/versions`)).body.versions;
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatchObject({ kind: 'edited', approved: false, testDate: '2026-10-03' });
    expect(versions[0].changes).toEqual([
      { key: 'cbd', from: 'ND', to: '0.05' },
      { key: 'thc', from: '0.9', to: '1.4' },
      { key: 'myrcene', from: '0.8' },
    ]);
    expect(versions[1]).toMatchObject({ kind: 'first', approved: true, testDate: '2026-10-01' });
    expect(versions[0].savedAt > versions[1].savedAt).toBe(true);

    // paged newest first
    const one = await anyone().get(`/api/lab-result/${lotId}/versions?limit=1`);
    expect(one.body.versions).toEqual([versions[0]]);
    expect(one.body.nextCursor).toEqual(expect.any(String));
    const two = await anyone().get(`/api/lab-result/${lotId}/versions?limit=1&cursor=${one.body.nextCursor}`);
    expect(two.body.versions).toEqual([versions[1]]);
    // a cursor of another lot's log is refused, not followed
    const other = (await a.post(`/api/client/${A}/testResult`, certificate({ thc: '2' }))).body.testResult;
    const aimed = await anyone().get(`/api/lab-result/${other.lotId}/versions?limit=1&cursor=${one.body.nextCursor}`);
    expect(aimed.status).toBe(400);

    // the log was written with the saves, nothing else: two items
    expect(await logged(lotId)).toHaveLength(2);
  });

  it('logs another result put on the lot by the lot form, and nothing for a refused save', async () => {
    const first = (await a.post(`/api/client/${A}/testResult`, certificate({ thc: '0.5' }))).body.testResult;
    const second = (await a.post(`/api/client/${A}/testResult`, certificate({ thc: '0.7' }, { strain: 'Other' }))).body
      .testResult;
    const put = await a.put(`/api/client/${A}/lot/${first.lotId}`, {
      lotType: 'parentLot',
      s2sId: 'P-HIST-1',
      testResult: second._id,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const versions = (await anyone().get(`/api/lab-result/${first.lotId}/versions`)).body.versions;
    expect(versions.map((v: { kind: string }) => v.kind)).toEqual(['replaced', 'first']);
    expect(versions[0]).toMatchObject({ testResultId: second._id, changes: [{ key: 'thc', from: '0.5', to: '0.7' }] });
    expect((await anyone().get(`/api/lab-result/${first.lotId}`)).body.testResult._id).toBe(second._id);

    // producer B cannot change A's result, and a refused save logs nothing
    const before = (await logged(second.lotId)).length;
    const foreign = await b.put(`/api/client/${B}/testResult/${second._id}`, certificate({ thc: '9' }));
    expect(foreign.status).toBe(404);
    const bad = await a.put(`/api/client/${A}/testResult/${second._id}`, certificate({ myrcene: '16' }));
    expect(bad.status).toBe(400);
    expect(await logged(second.lotId)).toHaveLength(before);
  });

  it('is indexed by search engines only while the lot is published, in the answer and its header', async () => {
    const t = (await a.post(`/api/client/${A}/testResult`, certificate({ thc: '0.6' }))).body.testResult;
    const lotUrl = `/api/client/${A}/lot/${t.lotId}`;
    const check = async (indexable: boolean) => {
      const r = await fetch(`${base}/api/lab-result/${t.lotId}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('x-robots-tag')).toBe(indexable ? 'all' : 'noindex');
      expect(((await r.json()) as { indexable: boolean }).indexable).toBe(indexable);
      const v = await fetch(`${base}/api/lab-result/${t.lotId}/versions`);
      expect(v.headers.get('x-robots-tag')).toBe(indexable ? 'all' : 'noindex');
    };
    await check(false);
    const published = await a.put(lotUrl, {
      lotType: 'parentLot',
      s2sId: 'P-HIST-1',
      testResult: t._id,
      published: true,
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.lot.published).toBe(true);
    await check(true);
    // an edit that does not mention it keeps it; switching it off takes the page out again
    expect(
      (await a.put(lotUrl, { lotType: 'parentLot', s2sId: 'P-HIST-2', testResult: t._id })).body.lot,
    ).toMatchObject({ published: true });
    await check(true);
    expect(
      (await a.put(lotUrl, { lotType: 'parentLot', s2sId: 'P-HIST-2', testResult: t._id, published: false })).status,
    ).toBe(200);
    await check(false);
    // another company cannot publish A's lot
    expect(
      (await b.put(`/api/client/${B}/lot/${t.lotId}`, { lotType: 'parentLot', testResult: t._id, published: true }))
        .status,
    ).toBe(404);
    await check(false);
  });

  it('answers 404 for a lot without a result, as the page does', async () => {
    const lot = await a.post(`/api/client/${A}/lot`, { lotType: 'parentLot', s2sId: 'NO-RESULT' });
    expect(lot.status, JSON.stringify(lot.body)).toBe(200);
    expect((await anyone().get(`/api/lab-result/${lot.body.lot._id}/versions`)).status).toBe(404);
  });
});
