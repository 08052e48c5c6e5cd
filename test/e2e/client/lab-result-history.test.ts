import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { freshCompany, memberOf } from '#test/support/producers';

// A lot whose result is corrected, in a real browser: its public lab-result page (what the printed
// QR code opens) shows the current result and the history of the lot's result with what changed,
// and the lot form's Publish switch decides whether search engines may index it (the page's meta
// robots and the API's X-Robots-Tag).

const { adult, signedIn } = useBrowser();

let clientId: string;
let member: Awaited<ReturnType<typeof memberOf>>;
let lotId: string;

beforeAll(async () => {
  ({ id: clientId } = await freshCompany({ name: 'History Farms' }));
  member = await memberOf(base, { processorUser: true, clientAssignment: clientId });
  const lab = (await member.get(`/api/client/${clientId}/client/keypairs/labs`)).body.options[0];
  const body = (thc: string, approved: boolean) => ({
    testLab: lab,
    sampleTypeCategory: 'Flower',
    sampleType: 'Flower - Cured',
    strain: 'Sour Tangie',
    tracabilityParentLotId: 'HIST-LOT-1',
    testDate: '2026-09-14',
    approved,
    figures: { thc, thcA: '21.5', cbd: 'ND', myrcene: '0.7' },
  });
  const created = await member.post(`/api/client/${clientId}/testResult`, body('0.9', false));
  expect(created.status).toBe(200);
  lotId = created.body.testResult.lotId;
  const saved = await member.put(
    `/api/client/${clientId}/testResult/${created.body.testResult._id}`,
    body('1.4', true),
  );
  expect(saved.status).toBe(200);
});

/** Opens the lot's public page and answers the X-Robots-Tag its result came with. */
async function openPage(page: import('playwright-core').Page) {
  const answer = page.waitForResponse((r) => r.url().endsWith(`/api/lab-result/${lotId}`));
  await page.goto(`${base}/lab-result/${lotId}`);
  await page.getByRole('heading', { name: /lab result$/ }).waitFor();
  return (await answer).headers()['x-robots-tag'];
}

describe("a lot's public lab-result page", () => {
  it('shows the current result and the history of the lot’s result, with what changed', async () => {
    const { context, page } = await adult();
    await openPage(page);
    const history = page.getByRole('region', { name: "History of this lot's result" });
    const rows = history.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain('Current result');
    expect(await rows.nth(0).textContent()).toContain('Δ9-THC: 0.9 → 1.4');
    expect(await rows.nth(0).getByRole('cell').nth(1).textContent()).toMatch(/Approved$/);
    expect(await rows.nth(1).textContent()).toContain('First result');
    expect(await rows.nth(1).getByRole('cell').nth(1).textContent()).toMatch(/Not approved$/);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => rows.nth(1).waitFor())).toEqual([]);
    // the result as data, beside the certificates: a document other systems read
    const data = page.getByRole('link', { name: 'Lab data (WCIA JSON)' });
    expect(await data.getAttribute('href')).toBe(`/api/lab-result/${lotId}/wcia`);
    const doc = await page.request.get(`${base}/api/lab-result/${lotId}/wcia`);
    expect(doc.status()).toBe(200);
    expect(await doc.json()).toMatchObject({ document_schema_version: '2.2.0', labresult_id: expect.any(String) });
    await context.close();
  });

  it('is indexed by search engines only once the producer publishes the lot on the lot form', async () => {
    const { context, page } = await signedIn(member);
    expect(await openPage(page)).toBe('noindex');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

    await page.goto(`${base}/client/${clientId}/parentLots`);
    await page.getByRole('button', { name: 'Edit HIST-LOT-1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Parent Lot' });
    const publish = dialog.getByRole('switch', { name: 'Publish' });
    expect(await publish.isChecked()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    // from the keyboard: the switch takes Space
    await publish.focus();
    await page.keyboard.press('Space');
    expect(await publish.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save Parent Lot' }).click();
    await dialog.waitFor({ state: 'hidden' });

    expect(await openPage(page)).toBe('all');
    await page.getByRole('region', { name: "History of this lot's result" }).locator('tbody tr').first().waitFor();
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);

    // and back out of search engines
    await page.goto(`${base}/client/${clientId}/parentLots`);
    await page.getByRole('button', { name: 'Edit HIST-LOT-1' }).click();
    await dialog.getByRole('switch', { name: 'Publish' }).uncheck();
    await dialog.getByRole('button', { name: 'Save Parent Lot' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await openPage(page)).toBe('noindex');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await context.close();
  });
});
