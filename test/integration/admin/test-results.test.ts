import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { EFFECT_WAIT_MS } from '#test/support/waits';
import * as commonMessages from '#shared/messages/common';
import * as messages from '#shared/messages/admin/test-results';
import type { AdminTestRow } from '#shared/schemas/admin-test-results';
import type { TestResult } from '#shared/schemas/test-result';
import { newId } from '#lib/base/ids';
import { freshCompany, memberOf } from '#test/support/producers';
import { addTestResult, removeTestResult } from '#test/support/data/test-results';

const base = inject('baseUrl');

let admin: Awaited<ReturnType<typeof memberOf>>;
let company: Awaited<ReturnType<typeof freshCompany>>;
const tests: Record<string, TestResult> = {};

function result(name: string, figures: Partial<TestResult>, testDate: string, parentLot: string): TestResult {
  const at = new Date().toISOString();
  const t = {
    _id: newId(),
    dataOwner: company.id,
    producer: company.id,
    testLab: { _id: newId(), name: 'Lab' },
    sampleTypeCategory: 'Flower',
    sampleType: 'Flower',
    strain: name,
    testDate,
    tracabilityParentLotId: parentLot,
    tracabilitySampleLotId: `S-${parentLot}`,
    pdfFiles: [],
    approved: false,
    createdAt: at,
    updatedAt: at,
    ...figures,
  } as TestResult;
  tests[name] = t;
  return t;
}

const put = addTestResult;
const strains = (r: { body: { testResults: AdminTestRow[] } }) => r.body.testResults.map((t) => t.stamp.strain);
const mine = (query: string) => admin.get(`/api/admin/testResults?client=${company.id}&${query}`);

beforeAll(async () => {
  admin = await memberOf(base, { adminUser: true });
  company = await freshCompany({ name: 'Test Owner' });
  await put(result('Alpha Kush', { thcTotal: 22.5, cbdTotal: 0.1, myrcene: 0.8 }, '2026-01-10', 'PL-1'));
  await put(result('Beta Haze', { thcTotal: 14, cbdTotal: 9, myrcene: 0.2 }, '2026-02-11', 'PL-2'));
  await put(result('Gamma Cure', { thcTotal: 0.5, cbdTotal: 16, myrcene: 1.4 }, '2026-03-12', 'PL-3'));
  // a hook cannot expect.poll: vi.waitFor, bounded like a poll (test/support/waits.ts)
  await vi.waitFor(async () => expect((await mine('')).body.total).toBe(3), { timeout: EFFECT_WAIT_MS, interval: 200 });
});

describe('admin test results', () => {
  it('sorts on a column either way, test date newest first by default, with the total', async () => {
    const byDate = await mine('');
    expect(byDate.status).toBe(200);
    expect(strains(byDate)).toEqual(['Gamma Cure', 'Beta Haze', 'Alpha Kush']);
    expect(strains(await mine('sort=thc&dir=desc'))).toEqual(['Alpha Kush', 'Beta Haze', 'Gamma Cure']);
    expect(strains(await mine('sort=cbd&dir=desc'))).toEqual(['Gamma Cure', 'Beta Haze', 'Alpha Kush']);
    expect(strains(await mine('sort=myrcene&dir=asc'))).toEqual(['Beta Haze', 'Alpha Kush', 'Gamma Cure']);
    expect(strains(await mine('sort=parentLot&dir=asc'))).toEqual(['Alpha Kush', 'Beta Haze', 'Gamma Cure']);
    const row = (await mine('strain=alpha')).body.testResults[0] as AdminTestRow;
    expect(row).toMatchObject({ _id: tests['Alpha Kush']!._id, dataOwner: company.id, parentLot: 'PL-1' });
    expect(row.stamp).toMatchObject({ thcTotal: 22.5, cbdTotal: 0.1, myrcene: 0.8 });
  });

  it('filters on each kind of column and pages by offset', async () => {
    expect(strains(await mine('strain=HAZE'))).toEqual(['Beta Haze']);
    expect(strains(await mine('sampleLot=s-pl-3'))).toEqual(['Gamma Cure']);
    expect(strains(await mine('testDate=2026-02'))).toEqual(['Beta Haze']);
    expect(strains(await mine('thc=10-30&sort=thc&dir=asc'))).toEqual(['Beta Haze', 'Alpha Kush']);
    expect(strains(await mine('cbd=9'))).toEqual(['Gamma Cure', 'Beta Haze']);
    expect(strains(await mine('stamp=cbd'))).toEqual(['Gamma Cure']);
    const page2 = await mine('limit=2&page=2');
    expect(strains(page2)).toEqual(['Alpha Kush']);
    expect(page2.body.total).toBe(3);
    const none = await mine('strain=nothing-like-this');
    expect(none.body).toEqual({ error: false, testResults: [], total: 0 });
  });

  it('searches strain, parent lot, sample lot or id from one box', async () => {
    expect(strains(await mine('q=kush'))).toEqual(['Alpha Kush']);
    expect(strains(await mine('q=PL-2'))).toEqual(['Beta Haze']);
    expect(strains(await mine('q=s-pl-3'))).toEqual(['Gamma Cure']);
    expect(strains(await mine(`q=${tests['Beta Haze']!._id}`))).toEqual(['Beta Haze']);
    // with the other filters
    expect(strains(await mine('q=pl-&stamp=cbd'))).toEqual(['Gamma Cure']);
    expect((await mine('q=k')).body.errorMessage).toBe(`Search: ${commonMessages.searchTooShort}`);
  });

  it('refuses a malformed filter or sort with 400, naming the filter in words', async () => {
    const thc = await mine('thc=lots');
    expect(thc).toMatchObject({ status: 400, body: { errorMessage: `THC filter: ${messages.badFigureFilter}` } });
    expect((await mine('myrcene=x')).body.errorMessage).toBe(`Myrcene filter: ${messages.badFigureFilter}`);
    expect((await mine('testDate=March')).body.errorMessage).toBe(`Test Date filter: ${messages.badDateFilter}`);
    expect((await admin.get('/api/admin/testResults?client=acme')).body.errorMessage).toMatch(/^Client filter: /);
    expect((await mine('testDate=March')).status).toBe(400);
    expect((await mine('sort=price')).status).toBe(400);
    expect((await mine('limit=101')).status).toBe(400);
    for (const r of [thc, await mine('sort=price')]) expect(r.body.errorMessage).not.toMatch(/query\./);
  });

  it('answers nobody but admins', async () => {
    const producer = await memberOf(base, { processorUser: true, clientAssignment: company.id });
    expect((await producer.get(`/api/admin/testResults?q=kush`)).status).toBe(403);
  });

  it('follows a changed and a deleted result', async () => {
    await put({ ...tests['Beta Haze']!, thcTotal: 30, updatedAt: new Date().toISOString() });
    await expect.poll(async () => strains(await mine('sort=thc&dir=desc'))[0], { interval: 200 }).toBe('Beta Haze');
    await removeTestResult(tests['Gamma Cure']!._id);
    await expect.poll(async () => (await mine('')).body.total, { interval: 200 }).toBe(2);
  });
});
