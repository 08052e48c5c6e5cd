import { request } from 'node:https';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import * as uploadMessages from '#shared/messages/client/uploads';
import { freshCompany, memberOf } from '#test/support/producers';
import { indexedItems, storedItem } from '#test/support/table';
import { EFFECT_WAIT_MS } from '#test/support/waits';
import { clientUploadsPartition, uploadKey } from '#lib/uploads/keys';
import { draftKey } from '#lib/test-results/keys';
import { setClient } from '#test/support/data/clients';

// A lab's WCIA link on the local runtime: the lab stand-in serves documents over https with a
// certificate made at start (infra/local/services/lab-documents.ts); the function fetches them
// through the private-address guard, which lets that one origin through, and keeps each as a
// confirmed COA upload that the COA service and the certificate reader take like an uploaded file.

const base = inject('baseUrl');
const lab = `https://127.0.0.1:${inject('ports').labDocuments}`;
const s3 = `http://127.0.0.1:${inject('ports').s3}/media`;
type Member = Awaited<ReturnType<typeof memberOf>>;

/** Registers an answer at the lab stand-in (its control call; the test trusts its own stand-in). */
const serve = (answer: { path: string; status?: number; body?: string; delayMs?: number; location?: string }) =>
  new Promise<void>((resolve, reject) => {
    const req = request(
      `${lab}/__standin/documents`,
      { method: 'POST', rejectUnauthorized: false, headers: { 'content-type': 'application/json' } },
      (res) => (res.resume(), res.statusCode === 204 ? resolve() : reject(new Error(`stand-in ${res.statusCode}`))),
    );
    req.on('error', reject);
    req.end(JSON.stringify(answer));
  });

const example = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'wcia', 'v2.2.0.json'));

let company: { id: string };
let member: Member;
beforeAll(async () => {
  company = await freshCompany({ name: 'Link Farms' });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
});

const fromLink = (url: string) => member.post(`/api/client/${company.id}/upload/link`, { url });

describe("a lab's WCIA link", () => {
  it('is fetched and kept as a confirmed COA upload naming its link, the bytes as the lab served them', async () => {
    const r = await fromLink(`${lab}/wcia/v2.2.0.json`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.upload).toMatchObject({ fileName: 'v2.2.0.json', contentType: 'application/json' });
    expect(r.body.upload.key).toMatch(new RegExp(`^private/coas/${company.id}/[0-9a-f]{24}\\.json$`));
    expect(r.body.upload.url).toBeUndefined();
    expect(await storedItem(uploadKey(r.body.upload._id))).toMatchObject({
      state: 'confirmed',
      purpose: 'coa',
      link: `${lab}/wcia/v2.2.0.json`,
      size: example.length,
    });
    const kept = await fetch(`${s3}/${r.body.upload.key}`);
    expect(Buffer.from(await kept.arrayBuffer()).equals(example)).toBe(true);
  });

  it('follows a redirect to the document, checking where it leads', async () => {
    await serve({ path: '/moved.json', status: 302, location: '/wcia/v2.1.0.json' });
    const r = await fromLink(`${lab}/moved.json`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.upload.fileName).toBe('v2.1.0.json');
  });

  it('refuses what it must not or cannot fetch, each with its reason, keeping nothing', async () => {
    await serve({ path: '/gone.json', status: 404, body: 'Not here' });
    await serve({ path: '/page.json', body: '<html>a lab page</html>' });
    await serve({ path: '/other.json', body: JSON.stringify({ results: [] }) });
    await serve({ path: '/huge.json', body: `[${'0,'.repeat(600_000)}0]` });
    await serve({ path: '/to-http.json', status: 301, location: 'http://127.0.0.1/x.json' });
    await serve({ path: '/to-private.json', status: 302, location: 'https://169.254.169.254/latest/meta-data' });
    const cases: [string, string][] = [
      ['not a link', uploadMessages.linkProblems.badLink],
      [`http://127.0.0.1:${inject('ports').labDocuments}/wcia/v2.2.0.json`, uploadMessages.linkProblems.notHttps],
      ['https://10.0.0.1/result.json', uploadMessages.linkProblems.privateAddress],
      ['https://[::1]/result.json', uploadMessages.linkProblems.privateAddress],
      // the platform's own address is as private as any other
      [`https://localhost:${new URL(base).port}/api/search`, uploadMessages.linkProblems.privateAddress],
      [`${lab}/gone.json`, uploadMessages.linkStatus(404)],
      [`${lab}/page.json`, uploadMessages.linkNotJson],
      [`${lab}/other.json`, uploadMessages.linkNotWcia],
      [`${lab}/huge.json`, uploadMessages.linkProblems.tooLarge],
      [`${lab}/to-http.json`, uploadMessages.linkProblems.notHttps],
      [`${lab}/to-private.json`, uploadMessages.linkProblems.privateAddress],
      [`https://user:secret@${new URL(lab).host}/wcia/v2.2.0.json`, uploadMessages.linkProblems.badLink],
    ];
    const uploads = async () => (await indexedItems('gsi1', clientUploadsPartition(company.id))).length;
    const before = await uploads();
    for (const [url, message] of cases) {
      const r = await fromLink(url);
      expect(r.status, url).toBe(400);
      expect(r.body.errorMessage, url).toBe(message);
    }
    // the index is eventually consistent, but every fetch above ended before its answer
    expect(await uploads()).toBe(before);
  });

  it('gives up on a lab server that does not answer in time', async () => {
    await serve({ path: '/slow.json', body: example.toString('utf8'), delayMs: 12_000 });
    const r = await fromLink(`${lab}/slow.json`);
    expect(r).toMatchObject({ status: 400, body: { errorMessage: uploadMessages.linkProblems.tooSlow } });
  });

  it('is another company’s to send only by its members', async () => {
    const stranger = await memberOf(base, { processorUser: true, clientAssignment: (await freshCompany()).id });
    const r = await stranger.post(`/api/client/${company.id}/upload/link`, { url: `${lab}/wcia/v2.2.0.json` });
    expect(r.status).toBe(403);
  });

  it('goes to the COA service like an uploaded file, and the reader fills the draft from it with its panels', async () => {
    await setClient(company.id, { coaDataEntryService: { enabled: true, serviceLimit: 5 } });
    const linked = await fromLink(`${lab}/wcia/v2.2.0.json`);
    const sent = await member.post(`/api/client/${company.id}/testResult/premium`, {
      dataOwner: company.id,
      mode: 'single',
      pdfFiles: [linked.body.upload.key],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const draft = await vi.waitFor(
      async () => {
        const d = await storedItem(draftKey(sent.body.sent[0].testResult));
        expect(d?.prefill).toBeDefined();
        return d!;
      },
      { timeout: EFFECT_WAIT_MS, interval: 200 },
    );
    expect(draft.prefill).toMatchObject({ from: 'wcia', problems: [] });
    expect(draft.prefill.fields.thc).toMatchObject({ value: 3.419 });
    expect(Object.keys(draft.prefill.panels).sort()).toEqual(
      ['foreignMatter', 'heavyMetals', 'microbials', 'moisture', 'mycotoxins', 'pesticides'].sort(),
    );

    // data entry checks it out and saves the form, which shows no panels: the panels read are kept
    const staff = await memberOf(base, { serviceDataEntry: true });
    const item = (await staff.post(`/api/service/data-entry/pending?clientId=${company.id}`)).body.item;
    expect(item.prefill.panels.pesticides.status).toBe('pass');
    const testLab = (await member.get(`/api/client/${company.id}/client/keypairs/labs`)).body.options[0];
    const path = `/api/service/${company.id}/testResult/${item.testResultId}`;
    const form = {
      testLab,
      sampleTypeCategory: 'Flower',
      sampleType: 'Flower - Cured',
      strain: 'Linked Kush',
      testDate: '2022-10-01',
      figures: { thc: '3.419' },
    };
    const saved = await staff.put(path, form);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.testResult.panels).toEqual(draft.prefill.panels);

    // the entry form's safety tests editor sends its panels: they win, and {} clears them
    const edited = { pesticides: { status: 'fail', analytes: [] } };
    expect((await staff.put(path, { ...form, panels: edited })).body.testResult.panels).toEqual(edited);
    const cleared = await staff.put(path, { ...form, panels: {} });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.testResult.panels).toBeUndefined();
    // once the draft holds a save, a body without panels keeps the draft's (none), not the reading's
    expect((await staff.put(path, form)).body.testResult.panels).toBeUndefined();
  });
});

describe("a lab's WCIA link at Enter Data", () => {
  it('is for the one holding the certificate at entry, and a refused link leaves the draft as it was', async () => {
    const c = await freshCompany({ name: 'Entry Link Farms' });
    await setClient(c.id, { coaDataEntryService: { enabled: true, serviceLimit: 5 } });
    const owner = await memberOf(base, { processorUser: true, clientAssignment: c.id });
    const linked = await owner.post(`/api/client/${c.id}/upload/link`, { url: `${lab}/wcia/v1.0.0.json` });
    const sent = await owner.post(`/api/client/${c.id}/testResult/premium`, {
      dataOwner: c.id,
      mode: 'single',
      pdfFiles: [linked.body.upload.key],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const id = sent.body.sent[0].testResult;
    const [holder, other, reviewer] = await Promise.all([
      memberOf(base, { serviceDataEntry: true }),
      memberOf(base, { serviceDataEntry: true }),
      memberOf(base, { serviceReview: true }),
    ]);
    expect((await holder.post(`/api/service/data-entry/pending?clientId=${c.id}`)).body.item.testResultId).toBe(id);
    const attach = (s: Member, url: string) => s.post(`/api/service/${c.id}/testResult/${id}/link`, { url });

    const before = await storedItem(draftKey(id));
    expect((await attach(other, `${lab}/wcia/v2.2.0.json`)).status).toBe(409);
    expect((await attach(reviewer, `${lab}/wcia/v2.2.0.json`)).status).toBe(403);
    expect((await attach(owner, `${lab}/wcia/v2.2.0.json`)).status).toBe(403);
    const refused = await attach(holder, 'https://169.254.169.254/latest/meta-data');
    expect(refused).toMatchObject({ status: 400, body: { errorMessage: uploadMessages.linkProblems.privateAddress } });
    expect(await storedItem(draftKey(id))).toEqual(before);

    const r = await attach(holder, `${lab}/wcia/v2.2.0.json`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.prefill).toMatchObject({ from: 'wcia', file: 1 });
    const after = await storedItem(draftKey(id));
    expect(after?.pdfFiles).toEqual([linked.body.upload.key, r.body.upload.key]);
    expect(after?.prefill).toEqual(r.body.prefill);
  });
});
