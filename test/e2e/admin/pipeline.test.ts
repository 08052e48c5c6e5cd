import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as pipelineMessages from '#shared/messages/service/pipeline';
import { textPdf } from '#infra/local/seed/pdf';
import { PDF_FONTS_PATH } from '#web/features/admin/pipeline/pdf-fonts.ts';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, chooseByKeyboard, useBrowser } from '#test/support/pages';
import { setStoredFields, storedItem } from '#test/support/table';
import { upload } from '#test/support/uploads';
import { lotKey } from '#lib/lots/keys';
import { draftKey, testResultKey } from '#lib/test-results/keys';
import { setClient } from '#test/support/data/clients';

// Enter Data and Review Data in a real browser: a certificate sent through the COA Data Entry
// Service with a reading written onto its draft here (as the certificate reader would), entered
// from the pre-filled form (each value's source shown, its place marked on the PDF when focused,
// the backtick bringing the documents to the front), then rejected with too short notes, edited
// and approved by a reviewer. The pages keep to the test's company (?clientId=), since other tests'
// staff share the queue. Then the demo entry and review accounts: axe and the two layouts.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

const LINES = [
  'Browser Lab - Certificate of Analysis',
  'Strain: Browser Haze',
  'Sample Lot ID: S-BR-1',
  'THCA  24.89 %',
  'Delta-9 THC  0.83 %',
];

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

let company: { id: string };
/** A company that never sends a certificate. */
let idle: { id: string };
let enterer: Member;
let reviewer: Member;
let lotId: string;
let testId: string;
beforeAll(async () => {
  company = await freshCompany({ name: 'Browser Pipeline Farms' });
  idle = await freshCompany({ name: 'Browser Pipeline Idle Farms' });
  await setClient(company.id, { coaDataEntryService: { enabled: true, serviceLimit: 10 } });
  const member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  [enterer, reviewer] = await Promise.all([
    memberOf(base, { serviceDataEntry: true }),
    memberOf(base, { serviceReview: true }),
  ]);
  const { confirm } = await upload(
    member,
    company.id,
    { name: 'coa.pdf', type: 'application/pdf', purpose: 'coa' },
    textPdf([LINES]),
  );
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  const sent = await member.post(`/api/client/${company.id}/testResult/premium`, {
    dataOwner: company.id,
    mode: 'single',
    pdfFiles: [confirm.body.upload.key],
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  ({ lot: lotId, testResult: testId } = sent.body.sent[0]);
  // what the certificate reader writes, in place of what the runtime's own reader made of the test's
  // PDF: values with their line (THCA with its box, the strain without)
  await setStoredFields(draftKey(testId), {
    prefill: {
      from: 'pdf',
      layout: 'test',
      file: 0,
      readAt: new Date().toISOString(),
      fields: {
        strain: { value: 'Browser Haze', source: { page: 1, printed: 'Strain: Browser Haze' } },
        tracabilitySampleLotId: { value: 'S-BR-1', source: { page: 1, printed: 'Sample Lot ID: S-BR-1' } },
        thcA: { value: 24.89, source: { page: 1, printed: 'THCA  24.89 %', box: [72, 683, 150, 695] } },
        thc: { value: 0.83, source: { page: 1, printed: 'Delta-9 THC  0.83 %' } },
      },
      problems: ['Total THC is not printed: check it against THC + 0.877 × THCA.'],
    },
  });
});

describe('Enter Data and Review Data', () => {
  it('enters a certificate from its reading, with sources, marks and the documents at the front', async () => {
    const { context, page } = await signedIn(enterer);
    await page.goto(`${base}/admin/service/tests/entry?clientId=${company.id}`);
    await heading(page, 'Enter Data').waitFor();
    const strain = page.getByLabel('Sample Strain');
    await strain.waitFor();
    expect(await strain.inputValue()).toBe('Browser Haze');
    await page.getByText('Read from file #1, page 1: “Strain: Browser Haze”').waitFor();
    await page.getByText('Total THC is not printed: check it against THC + 0.877 × THCA.').waitFor();
    expect(await page.getByRole('link', { name: 'Browser Pipeline Farms' }).getAttribute('href')).toBe(
      `/client/${company.id}/parentLots`,
    );
    expect(await page.getByRole('link', { name: 'file #1' }).getAttribute('href')).toContain('.pdf');
    await page.getByRole('img', { name: 'file #1, page 1 of 1' }).waitFor();
    // a certificate that names Symbol without embedding it (a lab's µ and ±) is drawn with the
    // standard fonts the site ships where pdf.js asks for them
    const font = await context.request.get(`${base}${PDF_FONTS_PATH}FoxitSymbol.pfb`);
    // the font itself, not the site's page served for an address it does not have
    const shipped = readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/standard_fonts/FoxitSymbol.pfb'));
    expect(font.status()).toBe(200);
    expect((await font.body()).equals(shipped)).toBe(true);

    // a focused field marks where its value was printed: by its box, and by the text layer without one
    await page.getByLabel('THCA').focus();
    await page.locator('.pipeline-mark').waitFor();
    await strain.focus();
    await page.locator('.pipeline-mark').waitFor();

    // holding the backtick brings the documents to the front; letting go puts them back
    await page.keyboard.down('`');
    await page.locator('[aria-label="Lab certificate"][data-front]').waitFor();
    expect(await strain.inputValue()).toBe('Browser Haze');
    await page.keyboard.up('`');
    await page.locator('[aria-label="Lab certificate"][data-front]').waitFor({ state: 'detached' });

    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => page.getByLabel('Sample Strain').waitFor())).toEqual([]);

    // by keyboard: the first lab, and the first category (Flower). The labs arrive by their own call,
    // so each list is waited for before Enter: on a loaded machine an empty list chose nothing.
    await page.getByPlaceholder('Choose the lab').waitFor();
    for (const name of ['Lab Source', 'Product Categories']) await chooseByKeyboard(page, name);
    expect(await page.getByRole('combobox', { name: 'Product Categories' }).inputValue()).toBe('Flower');
    await page.getByLabel('Sample Type').fill('Flower - Cured');
    await page.getByLabel('Source (Batch) Lot ID').fill('P-BR-1');
    await page.getByRole('button', { name: 'Save and send to review' }).click();
    // a failure names what the page said instead of the empty queue
    await page
      .getByText(pipelineMessages.noDataToEnter)
      .waitFor()
      .catch(async (e: Error) => {
        throw new Error(
          `${e.message}\nthe page's alerts: ${JSON.stringify(await page.getByRole('alert').allInnerTexts())}`,
        );
      });
    const lot = { Item: await storedItem(lotKey(lotId)) };
    expect(lot.Item?.processingInfo).toMatchObject({ status: 'review', entryUser: enterer.userId });
    await context.close();
  });

  it('reviews it read-only until Edit, refuses short reject notes, and approves with edits', async () => {
    const { context, page } = await signedIn(reviewer);
    await page.goto(`${base}/admin/service/tests/review?clientId=${company.id}`);
    await heading(page, 'Review Data').waitFor();
    const strain = page.getByLabel('Sample Strain');
    await strain.waitFor();
    expect(await strain.inputValue()).toBe('Browser Haze');
    expect(await strain.isDisabled()).toBe(true);
    await page.getByRole('heading', { name: 'Pipeline quality' }).waitFor();
    await page.getByRole('img', { name: /per 1,000 fields entered, by week/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => page.getByLabel('Sample Strain').waitFor())).toEqual([]);

    // the read-only form draws no box beside its switch: the switch's own input stays hidden
    const extendedSwitch = page.getByRole('switch', { name: 'Extended data' });
    expect(await extendedSwitch.evaluate((el) => getComputedStyle(el).opacity)).toBe('0');

    // the actions say their shortcuts; Alt+R, pressed away from any text field, opens the notes box
    expect(await page.getByRole('button', { name: 'Approve', exact: true }).getAttribute('aria-keyshortcuts')).toBe(
      'Alt+A',
    );
    expect(await page.getByRole('button', { name: 'Edit' }).getAttribute('aria-keyshortcuts')).toBe('Alt+I');
    await heading(page, 'Review Data').click();
    await page.keyboard.press('Alt+KeyR');
    const notes = page.getByLabel('Why is the entry rejected?');
    await notes.waitFor();
    const focused = (field: typeof notes) => field.evaluate((el) => el === document.activeElement);
    expect(await focused(notes)).toBe(true);
    await notes.fill('bad');
    // typed in the box, the shortcut is the reviewer typing: nothing is sent
    await page.keyboard.press('Alt+KeyR');
    await page.getByRole('button', { name: 'Reject with these notes' }).click();
    // the spec's alert under the box that needs it, which takes the focus back
    const alert = page.getByRole('alert').filter({ hasText: pipelineMessages.rejectNotesTooShort });
    await alert.waitFor();
    expect(await focused(notes)).toBe(true);
    const describedBy = (await notes.getAttribute('aria-describedby')) ?? '';
    expect(describedBy.split(' ')).toContain(await alert.getAttribute('id'));
    const [box, said] = [await notes.boundingBox(), await alert.boundingBox()];
    expect(said!.y - (box!.y + box!.height)).toBeLessThan(40);
    expect(await alert.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // Approve (by its shortcut, away from any text field) with starred fields blank asks first,
    // listing them by label with the reader's failed check
    await heading(page, 'Review Data').click();
    await page.keyboard.press('Alt+KeyA');
    const dialog = page.getByRole('dialog', { name: pipelineMessages.approveCheckTitle });
    await dialog.waitFor();
    const listed = await dialog.getByRole('list', { name: 'Fields to check' }).getByRole('listitem').allInnerTexts();
    expect(listed).toContain('Total THC: left blank');
    expect(listed).toContain('CBD: left blank');
    expect(listed).not.toContain('Sample Strain: left blank');
    await dialog.getByText('Total THC is not printed: check it against THC + 0.877 × THCA.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // cancelling opens the entry for editing at the first field listed
    await dialog.getByRole('button', { name: pipelineMessages.approveCheckCancel }).click();
    await dialog.waitFor({ state: 'detached' });
    const totalThc = page.getByLabel(/^Total THC( \*)?$/);
    await expect.poll(() => focused(totalThc)).toBe(true);
    expect(await strain.isDisabled()).toBe(false);
    await strain.fill('Browser Haze #2');
    expect(await page.getByRole('button', { name: 'Approve with edits' }).getAttribute('aria-keyshortcuts')).toBe(
      'Alt+W',
    );
    await page.getByRole('button', { name: 'Approve with edits' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: pipelineMessages.approveAnyway }).click();
    await page.getByText(pipelineMessages.nothingToDo).waitFor();
    const lot = { Item: await storedItem(lotKey(lotId)) };
    expect(lot.Item?.processingInfo).toMatchObject({ status: 'completed', reviewOutcome: 'error' });
    const result = { Item: await storedItem(testResultKey(testId)) };
    expect(result.Item).toMatchObject({ strain: 'Browser Haze #2', approved: true, thcA: 24.89 });
    await context.close();
  });

  for (const role of ['data entry', 'reviewer'] as const) {
    it(`opens for the demo ${role} account from the nav, accessible at phone and desktop widths`, async () => {
      const demo = DEMO_ACCOUNTS.find((a) => a.role === role)!;
      const { context, page } = await signedIn(demo);
      await page.goto(base);
      const name = role === 'reviewer' ? 'Review Data' : 'Enter Data';
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
      const href = (await link.getAttribute('href'))!;
      expect(href).toBe(`/admin/service/tests/${role === 'reviewer' ? 'review' : 'entry'}`);
      // opened for a company with nothing sent: the page as the link opens it would check out
      // whatever the shared queue holds, other tests' certificates among it
      await page.goto(`${base}${href}?clientId=${idle.id}`);
      await heading(page, name).waitFor();
      const ready = () =>
        page.getByText(role === 'reviewer' ? pipelineMessages.nothingToDo : pipelineMessages.noDataToEnter).waitFor();
      await ready();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await tooWide(page, ready)).toEqual([]);
      await context.close();
    });
  }

  it('logs out to /goodbye anyone without the page’s role', async () => {
    const { context, page } = await signedIn(enterer);
    await page.goto(`${base}/admin/service/tests/review`);
    await page.waitForURL(/\/goodbye$/);
    await context.close();
  });
});
