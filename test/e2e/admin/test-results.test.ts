import { beforeAll, describe, expect, it } from 'vitest';
import type { TestResult } from '#shared/schemas/test-result';
import * as messages from '#shared/messages/admin/test-results';
import { newId } from '#lib/base/ids';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { freshCompany, memberOf } from '#test/support/producers';
import { addTestResult } from '#test/support/data/test-results';

// /admin/testResults in a real browser as an admin: sorting, filtering and paging on the
// server with the state in the address, a shared address, the empty state, axe, phone and desktop.

const { signedIn } = useBrowser();
// an admin of its own: the demo admin's sessions are shared with every file running beside this
// one, and an account keeps only its newest 50 sessions
let admin: { email: string; password: string };
beforeAll(async () => {
  admin = await memberOf(base, { adminUser: true });
});

const asAdmin = () => signedIn(admin);

/** Twelve results of a fresh company: THC 10..21, strain 'Browser Strain n'. */
async function twelveResults() {
  const company = await freshCompany({ name: 'Browser Test Owner' });
  const at = new Date().toISOString();
  for (let n = 0; n < 12; n++) {
    const t = {
      _id: newId(),
      dataOwner: company.id,
      producer: company.id,
      testLab: { _id: newId(), name: 'Lab' },
      sampleTypeCategory: 'Flower',
      sampleType: 'Flower',
      strain: `Browser Strain ${n}`,
      testDate: `2026-01-${String(n + 10)}`,
      tracabilityParentLotId: `PL-${n}`,
      pdfFiles: [],
      approved: false,
      createdAt: at,
      updatedAt: at,
      thcTotal: 10 + n,
      cbdTotal: 0.5,
      myrcene: 0.3,
    } as TestResult;
    await addTestResult(t);
  }
  return company;
}

describe('/admin/testResults', () => {
  it('sorts, filters and pages on the server, the state in a shareable address', async () => {
    const company = await twelveResults();
    const { context, page } = await asAdmin();
    const mine = `${base}/admin/testResults?f.client=${company.id}`;
    await page.goto(mine);
    await page.getByRole('heading', { name: 'Tests', level: 1 }).waitFor();
    // the stream worker brings the new results into the table within seconds
    await expect.poll(() => page.getByText('12 in all').count()).toBe(1);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);
    const thc = page.getByRole('columnheader', { name: 'THC', exact: true });
    await thc.getByRole('button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('thc');
    await expect.poll(() => thc.getAttribute('aria-sort')).not.toBe('none');
    const first = await thc.getAttribute('aria-sort');
    await page.getByRole('cell', { name: first === 'ascending' ? '10.0%' : '21.0%' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    // a filtered address opens filtered, with the edit link to the client's result
    await page.goto(`${mine}&f.strain=strain 7`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    // the column filters wait in a panel behind a button that counts the active ones
    const filters = page.getByRole('button', { name: 'Filters (2 active)' });
    expect(await filters.getAttribute('aria-expanded')).toBe('false');
    await filters.click();
    expect(await page.getByLabel('Filter by Strain').inputValue()).toBe('strain 7');
    const edit = page.getByRole('link', { name: 'Edit the test of Browser Strain 7' });
    expect(await edit.getAttribute('href')).toMatch(new RegExp(`^/client/${company.id}/testResult/[0-9a-f]{24}$`));
    await page.goto(`${mine}&f.thc=15-17`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);
    // a figure filter the API cannot read says why in words, under the spec's failure text
    await page.goto(`${mine}&f.thc=abc`);
    await page.getByRole('alert').getByText(messages.failedToList).waitFor();
    await page.getByRole('alert').getByText(`THC filter: ${messages.badFigureFilter}`).waitFor();
    expect(await page.getByRole('alert').textContent()).not.toMatch(/query\./);
    // an address past the last page opens the last one
    await page.goto(`${mine}&page=99`);
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByLabel('Filter by Strain').fill('no such strain');
    await page.getByText('Empty Test Result List').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('searches from one box, picks the client by name, and chooses the columns, remembered', async () => {
    const company = await twelveResults();
    const { context, page } = await asAdmin();
    await page.goto(`${base}/admin/testResults`);
    await page.getByRole('heading', { name: 'Tests', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    // the client filter is a company found by its name, never a typed id
    const client = page.getByRole('combobox', { name: 'Filter by Client' });
    await client.fill('Browser Test Ow');
    await page.getByRole('option', { name: 'Browser Test Owner' }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('option', { name: 'Browser Test Owner' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('f.client')).toMatch(/^[0-9a-f]{24}$/);
    await page.goto(`${base}/admin/testResults?f.client=${company.id}`);
    await expect.poll(() => page.getByText('12 in all').count()).toBe(1);
    await page.getByRole('button', { name: 'Filters (1 active)' }).click();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Filter by Client' }).inputValue())
      .toBe('Browser Test Owner');
    // one box searches the strain, the lots and the sample id
    await page.getByRole('textbox', { name: 'Search tests' }).fill('PL-11');
    await expect.poll(() => new URL(page.url()).searchParams.get('f.q')).toBe('PL-11');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('cell', { name: 'Browser Strain 11', exact: true }).waitFor();
    // the single terpenes start hidden; shown from the chooser, the choice outlives a reload
    expect(await page.getByRole('columnheader', { name: 'Myrcene' }).count()).toBe(0);
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('checkbox', { name: 'Myrcene' }).check();
    await page.getByRole('columnheader', { name: 'Myrcene' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.reload();
    await page.getByRole('columnheader', { name: 'Myrcene' }).waitFor();
    await context.close();
  });

  it('fits a phone and a desktop', async () => {
    const { context, page } = await asAdmin();
    await page.goto(`${base}/admin/testResults`);
    const wide = await tooWide(page, async () => {
      await page.locator('tbody tr').first().waitFor();
      // the filter panel open, as a person filtering sees it, on each screen
      const panel = page.getByRole('button', { name: /^Filters/ });
      if ((await panel.getAttribute('aria-expanded')) === 'false') await panel.click();
    });
    await page.screenshot({ path: '/tmp/admin-tables-tests-desktop.png', fullPage: true });
    expect(wide).toEqual([]);
    await context.close();
  });
});
