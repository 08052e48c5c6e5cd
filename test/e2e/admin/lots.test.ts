import { describe, expect, it } from 'vitest';
import type { Lot } from '#shared/schemas/catalog';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { newId } from '#lib/base/ids';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { freshCompany } from '#test/support/producers';
import { addLot } from '#test/support/data/lots';
import { addConfirmedUpload } from '#test/support/data/uploads';
import { addTestResult } from '#test/support/data/test-results';
import type { TestResult } from '#shared/schemas/test-result';
import { buildDemoData } from '#infra/local/seed/demo-data';

// /admin/lots in a real browser as the demo admin: the pipeline's lots by status and a client's
// lots, the filters in the address, axe, and a phone and a desktop.

const { signedIn } = useBrowser();
const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;

const asAdmin = () => signedIn(admin);

async function lotOf(clientId: string, status: 'pending' | 'review' | 'completed', s2sId: string) {
  const at = new Date().toISOString();
  const owner = { _id: clientId, name: 'Browser Lot Owner' };
  const l = {
    _id: newId(),
    s2sId,
    lotType: 'parentLot',
    producer: owner,
    owner,
    available: true,
    processingInfo: { status },
    // an approved lot's result is published; the others hold only a draft
    ...(status === 'completed' ? { testResult: newId() } : {}),
    createdAt: at,
    updatedAt: at,
  } as Lot;
  await addLot(l);
  return l;
}

describe('/admin/lots', () => {
  it("shows the pipeline's lots by status and one client's lots, the filters in the address", async () => {
    const company = await freshCompany({ name: 'Browser Lot Owner' });
    const review = await lotOf(company.id, 'review', `REV-${company.id.slice(-6)}`);
    const done = await lotOf(company.id, 'completed', `DONE-${company.id.slice(-6)}`);
    const { context, page } = await asAdmin();
    await page.goto(`${base}/admin/lots`);
    await page.getByRole('heading', { name: 'Lots', level: 1 }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Filter by Processing status').selectOption('review');
    await expect.poll(() => new URL(page.url()).searchParams.get('f.status')).toBe('review');
    // a lot in review has no public result yet: its id is no link to a Not found page
    await page.getByRole('cell', { name: review.s2sId! }).waitFor();
    expect(await page.getByRole('link', { name: review.s2sId! }).count()).toBe(0);
    // the client is a producer found by its name, never a typed id
    const client = page.getByRole('combobox', { name: 'Filter by Client' });
    await client.fill('Browser Lot Ow');
    await page.getByRole('option', { name: 'Browser Lot Owner' }).first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('f.client')).toMatch(/^[0-9a-f]{24}$/);
    // a shared address with the client filter opens that client's lots, named in the picker
    await page.goto(`${base}/admin/lots?f.client=${company.id}`);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await expect.poll(() => client.inputValue()).toBe('Browser Lot Owner');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Filter by Processing status').selectOption('completed');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('cell', { name: 'completed' }).waitFor();
    expect(await page.getByRole('link', { name: done.s2sId! }).getAttribute('href')).toBe(`/lab-result/${done._id}`);
    await page.getByLabel('Filter by Type').selectOption('shipment');
    await page.getByText('No lots match.').waitFor();
    await context.close();
  });

  it("shows each lot's product, strain, producer and certificate file, and finds a lot from the search box", async () => {
    const company = await freshCompany({ name: 'Browser Named Lots' });
    const product = buildDemoData().products[0]!;
    const owner = { _id: company.id, name: 'Browser Named Lots' };
    const at = new Date().toISOString();
    const uploadId = newId();
    const key = `private/coas/${company.id}/${uploadId}.pdf`;
    await addConfirmedUpload({
      _id: uploadId,
      clientId: company.id,
      purpose: 'coa',
      contentType: 'application/pdf',
      fileName: 'Blue Dream March certificate.pdf',
      pendingKey: `private/uploads/${company.id}/${uploadId}.pdf`,
      key,
      maxBytes: 1000,
      createdBy: newId(),
      createdAt: at,
      updatedAt: at,
    });
    const lot = {
      _id: newId(),
      s2sId: `NAMED-${company.id.slice(-6)}`,
      lotType: 'parentLot',
      product: product._id,
      producer: owner,
      owner,
      testResult: newId(),
      available: true,
      createdAt: at,
      updatedAt: at,
    } as Lot;
    await addTestResult({
      _id: lot.testResult!,
      dataOwner: company.id,
      producer: company.id,
      testLab: { _id: newId(), name: 'Lab' },
      sampleTypeCategory: 'Flower',
      sampleType: 'Flower',
      strain: 'Blue Dream',
      testDate: '2026-03-01',
      pdfFiles: [key],
      approved: true,
      createdAt: at,
      updatedAt: at,
    } as TestResult);
    await addLot(lot);
    const { context, page } = await asAdmin();
    await page.goto(`${base}/admin/lots?f.client=${company.id}`);
    const row = page.getByRole('row', { name: new RegExp(lot.s2sId!) });
    await row.waitFor();
    for (const text of [product.name, 'Blue Dream', 'Browser Named Lots', 'Blue Dream March certificate.pdf'])
      await row.getByRole('cell', { name: text, exact: true }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // the search box finds the lot by the lab's lot id, in any case
    await page.getByRole('textbox', { name: 'Search lots' }).fill(lot.s2sId!.toLowerCase());
    await expect.poll(() => new URL(page.url()).searchParams.get('f.q')).toBe(lot.s2sId!.toLowerCase());
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Search lots' }).fill('no-such-lot');
    await page.getByText('No lots match.').waitFor();
    await context.close();
  });

  it('fits a phone and a desktop', async () => {
    const { context, page } = await asAdmin();
    await page.goto(`${base}/admin/lots?f.status=completed`);
    const wide = await tooWide(page, () => page.locator('tbody tr').first().waitFor());
    await page.screenshot({ path: '/tmp/admin-tables-lots-desktop.png', fullPage: true });
    expect(wide).toEqual([]);
    await context.close();
  });
});
