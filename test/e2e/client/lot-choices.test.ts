import { beforeAll, describe, expect, it } from 'vitest';
import { makeId } from '#infra/local/seed/demo-data';
import { newId } from '#lib/base/ids';
import type { TestResult } from '#shared/schemas/test-result';
import { SCREENS, seriousViolations, tooWide } from '#test/support/axe';
import { addLot } from '#test/support/data/lots';
import { addTestResult } from '#test/support/data/test-results';
import { base, useBrowser } from '#test/support/pages';
import { freshCompany, memberOf } from '#test/support/producers';

// What the lot pages say of each lot, in a real browser: Parent/Test Lots names each lot's product
// (its own, or the product whose latest lot it is) and strain, and Print Stickers offers only the
// lots that can be printed, never one whose result the data-entry service is still entering.

const { signedIn } = useBrowser();

type Member = Awaited<ReturnType<typeof memberOf>>;
let company: { id: string; brands: string[] };
let member: Member;

/** A parent lot of the company with a result of this strain, in the data-entry pipeline's state `status` when given. */
async function lotOf(s2sId: string, strain: string, status?: 'pending' | 'completed') {
  const lotId = newId();
  const testId = newId();
  const now = new Date().toISOString();
  await addTestResult({
    _id: testId,
    dataOwner: company.id,
    producer: company.id,
    testLab: { _id: makeId(3, 0), name: 'Lab One' },
    sampleTypeCategory: 'Flower',
    sampleType: 'Indoor',
    strain,
    testDate: '2026-10-01',
    pdfFiles: [],
    approved: true,
    thc: 1.2,
    thcA: 20.1,
    createdAt: now,
    updatedAt: now,
  } as TestResult);
  const owner = { _id: company.id, name: 'Lot Choice Farms' };
  await addLot({
    _id: lotId,
    lotType: 'parentLot',
    s2sId,
    producer: owner,
    owner,
    testResult: testId,
    available: true,
    ...(status ? { processingInfo: { status } } : {}),
    createdAt: now,
    updatedAt: now,
  });
  return lotId;
}

beforeAll(async () => {
  company = await freshCompany({ name: 'Lot Choice Farms', brands: ['Choice Brand'] });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  const named = await lotOf('NAMED-LOT', 'Sour Diesel');
  await lotOf('LOOSE-LOT', 'Pineapple Express');
  await lotOf('PENDING-LOT', 'Jack Herer', 'pending');
  const product = await member.post(`/api/client/${company.id}/product`, {
    name: 'Diesel Flower',
    brand: company.brands[0],
    productCategory: 'Flower',
    productType: 'Indoor',
    latestLot: named,
    available: true,
  });
  expect(product.status, JSON.stringify(product.body)).toBe(200);
});

describe('the lot pages', () => {
  it("name each parent lot's product and strain", async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/parentLots`);
    await page.getByRole('heading', { name: 'Parent/Test Lots', level: 1 }).waitFor();
    // the heading comes before the table's first page
    await expect
      .poll(() => page.getByRole('columnheader').allTextContents())
      .toEqual(expect.arrayContaining(['Lot ID', 'Product', 'Strain', 'Test Result']));
    const cells = async (lot: string) =>
      (
        await page
          .getByRole('row', { name: new RegExp(lot) })
          .locator('td')
          .allTextContents()
      ).slice(0, 3);
    await expect.poll(() => cells('NAMED-LOT')).toEqual(['NAMED-LOT', 'Diesel Flower', 'Sour Diesel']);
    expect(await cells('LOOSE-LOT')).toEqual(['LOOSE-LOT', 'No product yet', 'Pineapple Express']);
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      expect(await seriousViolations(page), screen.name).toEqual([]);
    }
    await context.close();
  });

  it('offer Print Stickers the printable lots only', async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/printStickers`);
    await page.getByRole('combobox', { name: 'Parent lot' }).click();
    const options = page.getByRole('option');
    await expect.poll(() => options.count()).toBe(2);
    const names = await options.allTextContents();
    expect(names.some((n) => n.startsWith('NAMED-LOT · Diesel Flower'))).toBe(true);
    expect(names.some((n) => n.startsWith('LOOSE-LOT · Pineapple Express'))).toBe(true);
    expect(names.some((n) => n.includes('PENDING-LOT'))).toBe(false);
    await page.keyboard.press('Escape');
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      expect(await seriousViolations(page), screen.name).toEqual([]);
    }
    expect(await tooWide(page, () => page.getByRole('combobox', { name: 'Parent lot' }).waitFor())).toEqual([]);
    await context.close();
  });
});
