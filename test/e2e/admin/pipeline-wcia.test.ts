import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as uploadMessages from '#shared/messages/client/uploads';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';
import { storedItem } from '#test/support/table';
import { draftKey } from '#lib/test-results/keys';
import { setClient } from '#test/support/data/clients';
import { upload } from '#test/support/uploads';

// A lab's WCIA JSON lab result in a real browser, end to end: the COA wizard's upload control takes
// the .json file (and refuses JSON of another shape with the confirm's words), the certificate
// reader worker reads it onto the draft, and Enter Data starts from it: each value with its
// 'name: qom uom' source, the file shown as JSON with the focused field's line marked. Axe and the
// phone and desktop layouts.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

const wcia = readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'wcia', 'dirty-banana-breath.json'));
const jsonFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/json', buffer });

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

let company: { id: string };
let member: Member;
let enterer: Member;
beforeAll(async () => {
  company = await freshCompany({ name: 'Browser WCIA Farms' });
  await setClient(company.id, { coaDataEntryService: { enabled: true, serviceLimit: 10 } });
  [member, enterer] = await Promise.all([
    memberOf(base, { processorUser: true, clientAssignment: company.id }),
    memberOf(base, { serviceDataEntry: true }),
  ]);
});

describe("a lab's WCIA JSON lab result", () => {
  let testId = '';

  it('is sent through the COA wizard, and JSON of another shape is refused with the reason', async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/premium-coa-entry`);
    await heading(page, 'COA Data Entry Service').waitFor();
    await page.getByRole('radio', { name: 'Single PDF per batch' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText("A lab's WCIA JSON lab result (.json, up to 1 MB) may take the place of a PDF.").waitFor();
    const input = page.getByLabel('Attach COA PDFs', { exact: true });
    expect(await input.getAttribute('accept')).toBe('application/pdf,application/json,.json');

    await input.setInputFiles(jsonFile('export.json', Buffer.from('{"results": [{"analyte": "THC", "value": 21.3}]}')));
    await page.getByText(uploadMessages.notWcia).waitFor();
    expect(await page.getByRole('button', { name: 'Finish' }).count()).toBe(0);

    await input.setInputFiles(jsonFile('WA-221015-052.json', wcia));
    await page.getByRole('button', { name: 'Delete WA-221015-052.json' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('heading', { name: 'Done' }).waitFor();
    expect(await page.getByRole('list', { name: 'COAs sent' }).getByRole('listitem').allTextContents()).toEqual([
      'WA-221015-052.json',
    ]);
    await context.close();

    // the draft the wizard's COA became, read by the platform's certificate reader worker
    await expect
      .poll(
        async () => {
          const r = await enterer.post(`/api/service/data-entry/pending?clientId=${company.id}`);
          testId = r.body.item?.testResultId ?? '';
          return r.body.item?.prefill?.from;
        },
        { interval: 500 },
      )
      .toBe('wcia');
    const draft = { Item: await storedItem(draftKey(testId)) };
    expect(draft.Item?.pdfFiles).toEqual([expect.stringMatching(/\.json$/)]);
  });

  it('starts Enter Data from the file, each value with its source and its line marked', async () => {
    const { context, page } = await signedIn(enterer);
    await page.goto(`${base}/admin/service/tests/entry?clientId=${company.id}`);
    await heading(page, 'Enter Data').waitFor();
    const thc = page.getByLabel('Δ9-THC');
    await thc.waitFor();
    expect(await thc.inputValue()).toBe('0.51');
    await page.getByText("From the lab's WCIA document, file #1: “delta-9-tetrahydrocannabinol: 0.51 pct”").waitFor();
    expect(await page.getByLabel('Sample Lot ID').inputValue()).toBe('13232582566688421');
    expect(await page.getByRole('link', { name: 'file #1' }).getAttribute('href')).toContain('.json');

    const doc = page.getByLabel('file #1 (WCIA JSON)');
    await doc.waitFor();
    expect(await doc.textContent()).toContain('"lab_name": "Confidence Analytics"');
    await thc.focus();
    expect(await page.locator('.pipeline-json-mark').textContent()).toContain('"name": "delta-9-tetrahydrocannabinol"');

    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => page.getByLabel('file #1 (WCIA JSON)').waitFor())).toEqual([]);
    await context.close();
  });

  it("takes the lab's link at Enter Data: the document joins the certificate's files and the form starts from it", async () => {
    const linked = await freshCompany({ name: 'Link At Entry Farms' });
    await setClient(linked.id, { coaDataEntryService: { enabled: true, serviceLimit: 10 } });
    const [owner, staff] = await Promise.all([
      memberOf(base, { processorUser: true, clientAssignment: linked.id }),
      memberOf(base, { serviceDataEntry: true }),
    ]);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(512, 0x20)]);
    const { confirm } = await upload(
      owner,
      linked.id,
      { name: 'scan.pdf', type: 'application/pdf', purpose: 'coa' },
      pdf,
    );
    const sent = await owner.post(`/api/client/${linked.id}/testResult/premium`, {
      dataOwner: linked.id,
      mode: 'single',
      pdfFiles: [confirm.body.upload.key],
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);

    const { context, page } = await signedIn(staff);
    await page.goto(`${base}/admin/service/tests/entry?clientId=${linked.id}`);
    await heading(page, 'Enter Data').waitFor();
    const link = page.getByLabel("The lab's WCIA link, if the company gave one");
    await link.fill('http://example.com/result.json');
    await link.press('Enter');
    await page.getByText(uploadMessages.linkProblems.notHttps).waitFor();

    await link.fill(`https://127.0.0.1:${inject('ports').labDocuments}/wcia/v2.2.0.json`);
    await page.getByRole('button', { name: "Fetch the lab's document" }).click();
    await page.getByText("From the lab's WCIA document, file #2: “delta-9-tetrahydrocannabinol: 3.419 pct”").waitFor();
    expect(await page.getByLabel('Δ9-THC').inputValue()).toBe('3.419');
    expect(await page.getByRole('link', { name: 'file #2' }).getAttribute('href')).toContain('.json');
    await page.getByText('Safety tests as read from the certificate').waitFor();
    // the form's safety tests start from the panels read: they are what the entry saves
    const safety = page.getByRole('group', { name: 'Safety tests' });
    expect(await safety.getByRole('checkbox', { name: 'Pesticides', exact: true }).isChecked()).toBe(true);
    await safety
      .getByText("From the lab's WCIA document, file #2: check each test against the document before saving.")
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const draft = await storedItem(draftKey(sent.body.sent[0].testResult));
    expect(draft?.pdfFiles).toEqual([confirm.body.upload.key, expect.stringMatching(/\.json$/)]);
    await context.close();
  });
});
