import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as coaMessages from '#shared/messages/client/coa-service';
import * as uploadMessages from '#shared/messages/client/uploads';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';
import { setClient } from '#test/support/data/clients';

// The COA Data Entry Service wizard in a real browser: the Go Pro prompt without the service, the
// three steps with real uploads (sign, POST to s3rver, confirm), the multiple-mode count message in
// the error bar, Finish, the done list and the month's count; axe and the phone and desktop layouts.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048, 0x20)]),
});

const heading = (page: Page) => page.getByRole('heading', { name: 'COA Data Entry Service', level: 1 });

let company: { id: string };
let member: Member;
let without: { id: string };
let outsider: Member;
beforeAll(async () => {
  company = await freshCompany({ name: 'Wizard Farms' });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  await setClient(company.id, { coaDataEntryService: { enabled: true, serviceLimit: 10 } });
  without = await freshCompany({ name: 'No Service Farms' });
  outsider = await memberOf(base, { processorUser: true, clientAssignment: without.id });
});

describe('the COA Data Entry Service wizard', () => {
  it('shows the Go Pro prompt to a company without the service', async () => {
    const { context, page } = await signedIn(outsider);
    await page.goto(`${base}/client/${without.id}/premium-coa-entry`);
    await heading(page).waitFor();
    await page.getByRole('heading', { name: 'Go Pro for COA Data Entry' }).waitFor();
    expect(await page.getByRole('link', { name: 'Get More with Pro' }).getAttribute('href')).toBe(
      `/client/${without.id}/premium/signup#coaTrial`,
    );
    expect(
      await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'COA Data Entry' }).count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('uploads a batch, refuses one PDF in multiple mode in the error bar, sends two and lists them', async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/premium-coa-entry`);
    await heading(page).waitFor();
    await page.getByText('0 of 10 COAs sent this month.').waitFor();
    expect(await page.locator('[aria-current="step"]').textContent()).toBe('About Your COAs');
    expect(await seriousViolations(page)).toEqual([]);

    // step 0 by keyboard: Multiple is chosen; Next
    await page.getByRole('radio', { name: /Multiple PDFs per batch/ }).check();
    await page.getByRole('button', { name: 'Next' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Upload Your COAs' }).waitFor();
    expect(await page.getByRole('button', { name: 'Finish' }).count()).toBe(0);

    const input = page.getByLabel('Attach COA PDFs', { exact: true });
    await input.setInputFiles(pdf('first-coa.pdf'));
    await page.getByText('first-coa.pdf').first().waitFor();
    await page.getByRole('button', { name: 'Finish' }).click();
    const bar = page.getByRole('alert').filter({ hasText: coaMessages.multipleNeedsTwo });
    await bar.waitFor();
    // the bar goes by itself
    await bar.waitFor({ state: 'hidden' });

    // Back and forth keeps the attached file
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await input.setInputFiles(pdf('second-coa.pdf'));
    await expect.poll(() => page.getByRole('button', { name: /Delete .*-coa\.pdf/ }).count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Finish' }).click();

    await page.getByRole('heading', { name: 'Done' }).waitFor();
    const done = page.getByRole('list', { name: 'COAs sent' });
    expect((await done.getByRole('listitem').allTextContents()).sort()).toEqual(['first-coa.pdf', 'second-coa.pdf']);
    await page.getByText('2 of 10 COAs sent this month.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // single mode takes one file: the picker is disabled once it holds one
    await page.getByRole('button', { name: 'Send more COAs' }).click();
    await page.getByRole('radio', { name: 'Single PDF per batch' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await input.setInputFiles(pdf('third-coa.pdf'));
    await page.getByRole('button', { name: 'Delete third-coa.pdf' }).waitFor();
    expect(await page.locator('button', { hasText: 'Attach COA PDFs' }).isDisabled()).toBe(true);
    expect(await input.isDisabled()).toBe(true);

    expect(await tooWide(page, () => heading(page).waitFor())).toEqual([]);
    await context.close();
  });

  it("takes a lab's WCIA link in place of a file, saying why a link it will not fetch is refused", async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/premium-coa-entry`);
    await heading(page).waitFor();
    await page.getByRole('radio', { name: 'Single PDF per batch' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Upload Your COAs' }).waitFor();

    const link = page.getByLabel("Or paste the lab's WCIA link");
    await link.fill('https://192.168.0.10/result.json');
    await link.press('Enter');
    await page.getByText(uploadMessages.linkProblems.privateAddress).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await link.fill(`https://127.0.0.1:${inject('ports').labDocuments}/wcia/v2.2.0.json`);
    await page.getByRole('button', { name: "Fetch the lab's document" }).click();
    await page.getByRole('button', { name: 'Delete v2.2.0.json' }).waitFor();
    // single mode holds one: the link field goes with the picker's room
    expect(await link.count()).toBe(0);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.getByRole('heading', { name: 'Done' }).waitFor();
    expect(await page.getByRole('list', { name: 'COAs sent' }).getByRole('listitem').allTextContents()).toEqual([
      'v2.2.0.json',
    ]);
    await context.close();
  });
});
