import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as testResultMessages from '#shared/messages/client/test-results';
import * as uploadMessages from '#shared/messages/client/uploads';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { demo } from '#test/support/ids';
import { SCREENS, seriousViolations } from '#test/support/axe';
import { base, chooseByKeyboard, useBrowser } from '#test/support/pages';

// The test result form and the Test Results list (docs/client-test-results.md) as the demo
// producer and the demo admin use them.

const { signedIn } = useBrowser();
const PRODUCER = makeId(1, 0);
const listPath = `/client/${PRODUCER}/testResults`;
const formPath = `/client/${PRODUCER}/testResult`;
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n'),
});

const as = (role: 'producer' | 'admin') => signedIn(DEMO_ACCOUNTS.find((a) => a.role === role)!);

const figure = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** The sample fields every save needs: the first compliance lab, a category, a type and a strain. */
async function fillSample(page: Page, strain: string) {
  await chooseByKeyboard(page, 'Lab Source');
  await chooseByKeyboard(page, 'Product Categories'); // the first category, Flower
  await page.getByLabel('Sample Type').fill('Flower - Cured');
  await page.getByLabel('Sample Strain').fill(strain);
  await page.getByLabel('Source (Batch) Lot ID').fill(`P-${strain}`);
}

describe('the test result form and the Test Results list', () => {
  it('lists the producer’s results newest first from the side menu, each linking to its form', async () => {
    const { context, page } = await as('producer');
    await page.goto(`${base}/client/${PRODUCER}/manageBrands`);
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'Test Results' }).click();
    await page.waitForURL(`${base}${listPath}`);
    await page.getByRole('heading', { name: 'Test Results' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
    const first = page.getByRole('row').nth(1).getByRole('link');
    const strain = await first.textContent();
    await first.click();
    await page.getByRole('heading', { name: `Edit Test Result: ${strain}` }).waitFor();
    expect(await page.getByLabel('Sample Strain').inputValue()).toBe(strain);
    await context.close();
  });

  it('marks the required set, highlights what is missing and keeps bounds and sums', async () => {
    const { context, page } = await as('producer');
    await page.goto(`${base}${formPath}`);
    await page.getByRole('heading', { name: 'New Test Result' }).waitFor();
    // the required set is marked (Mantine's asterisk), figures included
    for (const label of ['Lab Source', 'Product Categories', 'Sample Type', 'Sample Strain', 'Sample Lot ID'])
      expect(
        await page.locator('label', { hasText: label }).first().locator('.mantine-InputWrapper-required').count(),
      ).toBe(1);
    expect(
      await page.locator('label', { hasText: 'β-Caryophyllene' }).locator('.mantine-InputWrapper-required').count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: testResultMessages.requiredFields }).first().waitFor();
    expect(await page.getByLabel('Sample Strain').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('combobox', { name: 'Lab Source' }).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    await fillSample(page, 'Bounds Check');
    await figure(page, 'Myrcene').fill('15.2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(testResultMessages.terpeneLimit).waitFor();
    await figure(page, 'Myrcene').fill('0.9');
    await figure(page, 'Δ9-THC').fill('61.2');
    await figure(page, 'THCA').fill('45.3');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'The cannabinoids add up to 106.5%' }).waitFor();
    await figure(page, 'Δ9-THC').fill('twelve');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(testResultMessages.notAFigure).waitFor();
    // the arrow keys step a figure by 0.001, as a number input's step would
    await figure(page, 'CBG').fill('0.62');
    await figure(page, 'CBG').press('ArrowUp');
    expect(await figure(page, 'CBG').inputValue()).toBe('0.621');
    expect(page.url()).toBe(`${base}${formPath}`);
    await context.close();
  });

  it('saves a certificate with non-detects and a COA, goes on to the parent lots, and shows it as printed', async () => {
    const { context, page } = await as('producer');
    await page.goto(`${base}${formPath}`);
    await page.getByRole('heading', { name: 'New Test Result' }).waitFor();
    await fillSample(page, 'Printed Haze');
    await figure(page, 'Δ9-THC').fill('0.83');
    await figure(page, 'THCA').fill('24.89');
    await figure(page, 'Total THC').fill('22.66');
    await figure(page, 'CBD').fill('ND');
    await figure(page, 'CBDA').fill('<0.1');
    await figure(page, 'CBN').fill('<LOQ');
    expect(await page.getByRole('group', { name: 'Residual Solvents' }).count()).toBe(0);
    await page.getByRole('switch', { name: /Extended data/ }).check();
    await page.getByRole('group', { name: 'Residual Solvents' }).waitFor();
    await figure(page, 'Benzene').fill('nd');
    await figure(page, 'Δ8-THC').fill('0.41');

    // the control reads 'files are uploading' and is disabled while a file is on its way
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/client/*/upload/*/confirm', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Attach Lab Certificates (PDF)', { exact: true }).setInputFiles([pdf('coa.pdf')]);
    const busy = page.locator('button', { hasText: uploadMessages.filesUploading });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    release();
    // the progress list names the file while it uploads; the delete button comes with the saved list
    await page.getByRole('button', { name: 'Delete coa.pdf' }).waitFor();
    await busy.waitFor({ state: 'detached' });
    await page.unrouteAll({ behavior: 'wait' });
    await page.getByLabel('Attach Lab Certificates (PDF)', { exact: true }).setInputFiles([pdf('wrong.pdf')]);
    await page.getByText('wrong.pdf').waitFor();
    await page.getByRole('button', { name: 'Delete wrong.pdf' }).click();
    expect(await page.getByText('wrong.pdf').count()).toBe(0);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${base}/client/${PRODUCER}/parentLots`);

    await page.goto(`${base}${listPath}`);
    const row = page.getByRole('row').nth(1);
    await expect.poll(() => row.getByRole('link').textContent()).toBe('Printed Haze');
    await row.getByRole('link').click();
    await page.getByRole('heading', { name: 'Edit Test Result: Printed Haze' }).waitFor();
    expect(await figure(page, 'CBD').inputValue()).toBe('ND');
    expect(await figure(page, 'CBDA').inputValue()).toBe('<0.1');
    expect(await figure(page, 'CBN').inputValue()).toBe('<LOQ');
    // a saved result holding extended figures opens with them shown
    expect(await figure(page, 'Benzene').inputValue()).toBe('nd');
    expect(await figure(page, 'Δ8-THC').inputValue()).toBe('0.41');
    await page.getByText(/^Certificate [0-9a-f]{24}\.pdf$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("shows the spec's failure texts when the server refuses or fails a save", async () => {
    const { context, page } = await as('producer');
    await page.goto(`${base}${formPath}`);
    await page.getByRole('heading', { name: 'New Test Result' }).waitFor();
    await fillSample(page, 'Failing Kush');
    await page.route('**/api/client/*/testResult', (r) =>
      r.fulfill({ status: 503, contentType: 'application/json', body: '{"error":true,"errorMessage":"busy"}' }),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: testResultMessages.serverFailedToSave }).waitFor();
    await page.unrouteAll();
    await page.route('**/api/client/*/testResult', (r) =>
      r.fulfill({ status: 400, contentType: 'application/json', body: '{"error":true,"errorMessage":"testLab: no"}' }),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${testResultMessages.errorSaving}: testLab: no` })
      .waitFor();
    await context.close();
  });

  it("says 'the server failed to load the test results' when the list cannot be read", async () => {
    const { context, page } = await as('producer');
    await page.route('**/api/client/*/testResults*', (r) =>
      r.fulfill({ status: 503, contentType: 'application/json', body: '{"error":true,"errorMessage":"busy"}' }),
    );
    await page.goto(`${base}${listPath}`);
    await page.getByRole('alert').filter({ hasText: testResultMessages.failedToLoad }).waitFor();
    await context.close();
  });

  it("answers another company's result as not found", async () => {
    const { context, page } = await as('producer');
    // a result of the second demo producer, through the first one's client area
    await page.goto(`${base}/client/${PRODUCER}/testResult/${demo.test(10)}`);
    await page
      .getByText(/not found/i)
      .first()
      .waitFor();
    await context.close();
  });

  it('offers the admin the CSV bulk test upload, with Success or Failed per row', async () => {
    const producer = await as('producer');
    await producer.page.goto(`${base}${formPath}`);
    await producer.page.getByRole('heading', { name: 'New Test Result' }).waitFor();
    expect(await producer.page.getByRole('heading', { name: 'CSV bulk test upload' }).count()).toBe(0);
    await producer.context.close();

    const { context, page } = await as('admin');
    await page.goto(`${base}${formPath}`);
    await page.getByRole('heading', { name: 'CSV bulk test upload' }).waitFor();
    const lab = (await (await page.request.get(`${base}/api/client/${PRODUCER}/client/keypairs/labs`)).json())
      .options[0].name as string;
    const csv = [
      'lab,sampleTypeCategory,sampleType,strain,tracabilityParentLotId,thc,thcA,cbd,myrcene',
      `${lab},Flower,Flower - Cured,CSV Dream,PL-CSV-1,0.8,24.9,ND,0.9`,
      `${lab},Flower,Flower - Cured,CSV Nightmare,PL-CSV-2,0.8,24.9,ND,21`,
      'Nobody Labs,Flower,Flower - Cured,CSV Orphan,PL-CSV-3,0.8,,,',
    ].join('\n');
    await page
      .locator('input[type=file][accept=".csv,text/csv"]')
      .setInputFiles({ name: 'tests.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const results = page.getByRole('table', { name: testResultMessages.csvUploadResults });
    await results.waitFor();
    await expect.poll(() => results.getByText('Success', { exact: true }).count()).toBe(1);
    await results.getByText(`Failed: myrcene: ${testResultMessages.terpeneLimit}`).waitFor();
    await results.getByText("Failed: lab: 'Nobody Labs' is not a compliance lab").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: testResultMessages.csvUploadResults }).click();
    expect(await results.count()).toBe(0);
    await page.goto(`${base}${listPath}`);
    await page.getByRole('link', { name: 'CSV Dream' }).first().waitFor();
    await context.close();
  });

  for (const screen of SCREENS)
    it(`fits a ${screen.width} px ${screen.name} screen`, async () => {
      const { context, page } = await as('producer');
      await page.setViewportSize({ width: screen.width, height: screen.height });
      const wide: string[] = [];
      for (const path of [listPath, formPath, `${formPath}/${demo.test(0)}`]) {
        await page.goto(`${base}${path}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > screen.width) wide.push(`${path}: ${width} px`);
        await page.screenshot({
          path: `/tmp/results-${screen.name}-${path.split('/').slice(3).join('-')}.png`,
          fullPage: true,
        });
      }
      expect(wide).toEqual([]);
      await context.close();
    });
});
