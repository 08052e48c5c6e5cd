import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '#test/support/axe';
import { coaBytes, coaFixtures } from '#test/support/coas';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';
import { setClient } from '#test/support/data/clients';

// The producer's test result form filled from the certificate it attaches, in a real browser: a real
// COA uploaded to s3rver, read by the platform's worker, the empty fields filled, each with the
// line saying where its value was printed, what the producer typed kept; a value a check failed on
// shown to be checked and entered only on request; a WCIA document's safety panels in the editor; the COA Data Entry Service offered to a company
// that has it; axe.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

const fixture = coaFixtures().find((f) => f.name === 'sc-labs-cherry-punch')!;
const wcia = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'fixtures', 'wcia', 'dirty-banana-breath.json'), 'utf8'),
) as { metric_list: { metrics: { name: string; qom: number }[] }[] }[];

const figure = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const attach = (page: Page) => page.getByLabel('Attach Lab Certificates (PDF)', { exact: true });
const summary = (page: Page) => page.getByRole('status').filter({ hasText: /read from the certificate/ });

let company: { id: string };
let member: Member;
let plain: { id: string };
let plainMember: Member;
beforeAll(async () => {
  company = await freshCompany({ name: 'Prefill Browser Farms' });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  await setClient(company.id, { coaDataEntryService: { enabled: true, serviceLimit: 10 } });
  plain = await freshCompany({ name: 'Plain Browser Farms' });
  plainMember = await memberOf(base, { processorUser: true, clientAssignment: plain.id });
});

describe('the test result form filled from its certificate', () => {
  it('fills the empty fields from a real certificate, each with where it was read, keeping what was typed', async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/testResult`);
    await page.getByRole('heading', { name: 'New Test Result' }).waitFor();
    await page.getByLabel('Sample Strain').fill('My Cherry');
    await attach(page).setInputFiles({
      name: 'Cherry Punch.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(coaBytes(fixture)),
    });
    await page.getByText('Cherry Punch.pdf').first().waitFor();
    await summary(page).waitFor();
    const text = (await summary(page).textContent())!;
    const count = Number(/^(\d+) values read from the certificate; check each before saving$/.exec(text)?.[1]);
    expect(count).toBeGreaterThan(40);

    expect(await figure(page, 'THCA').inputValue()).toBe('19.161');
    const thca = page.locator('.mantine-InputWrapper-root', { has: figure(page, 'THCA') });
    expect(await thca.getByText('Read from file #1, page 2: “19.161”').count()).toBe(1);
    expect(await page.getByLabel('Sample Lot ID').inputValue()).toBe(fixture.fields.tracabilitySampleLotId);
    expect(await page.getByLabel('Test Date').inputValue()).toBe(fixture.fields.testDate);
    expect(await page.getByLabel('Source (Batch) Lot ID').inputValue()).toBe(fixture.fields.tracabilityParentLotId);
    // the strain typed before stays; the line says what the certificate printed
    expect(await page.getByLabel('Sample Strain').inputValue()).toBe('My Cherry');
    const strain = page.locator('.mantine-InputWrapper-root', { has: page.getByLabel('Sample Strain') });
    expect(await strain.getByText(/^Read from file #1, page \d+: “.*Cherry Punch.*”$/).count()).toBe(1);
    // figures of the extended data were read: it opens to show them
    expect(await page.getByRole('switch', { name: /Extended data/ }).isChecked()).toBe(true);

    // the company has the service: it is offered at this step
    expect(await page.getByRole('link', { name: 'COA Data Entry' }).last().getAttribute('href')).toBe(
      `/client/${company.id}/premium-coa-entry`,
    );
    expect(await page.getByText(/Your company has the COA Data Entry Service/).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows a value a check failed on to be checked, and enters it only when asked', async () => {
    const { context, page } = await signedIn(plainMember);
    await page.goto(`${base}/client/${plain.id}/testResult`);
    await page.getByRole('heading', { name: 'New Test Result' }).waitFor();
    // the lab's THC total made to disagree with THC + 0.877 × THCA
    const doc = structuredClone(wcia);
    doc[0]!.metric_list[0]!.metrics.find((m) => m.name === 'total active delta-9-tetrahydrocannabinols')!.qom = 20;
    await attach(page).setInputFiles({
      name: 'lab-result.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(doc)),
    });
    await summary(page).waitFor();
    const check = 'Total THC 20 % does not match THC + 0.877 × THCA = 17.173 %.';
    // the checks above, and the mark under each value the check is made of
    await page.getByRole('alert').filter({ hasText: check }).waitFor();
    const thc = page.locator('.mantine-InputWrapper-root', { has: figure(page, 'Δ9-THC') });
    expect(await thc.getByText(`Check this value: ${check}`).count()).toBe(1);
    expect(await figure(page, 'Δ9-THC').inputValue()).toBe('');
    expect(await figure(page, 'CBG').inputValue()).toBe('0.12');
    await thc.getByRole('button', { name: 'Use 0.51' }).click();
    expect(await figure(page, 'Δ9-THC').inputValue()).toBe('0.51');
    // the document's water activity assay fills the safety tests' editor, which held no panel
    const safety = page.getByRole('group', { name: 'Safety tests' });
    expect(await safety.getByRole('checkbox', { name: 'Moisture and water activity' }).isChecked()).toBe(true);
    expect(await safety.getByRole('checkbox', { checked: true }).count()).toBe(1);
    await safety
      .getByText("From the lab's WCIA document, file #1: check each test against the document before saving.")
      .waitFor();
    const row = (field: string) => safety.getByLabel(`Moisture and water activity analyte 1 ${field}`, { exact: true });
    expect(await row('name').inputValue()).toBe('Water activity');
    expect(await row('reading').inputValue()).toBe('value');
    expect(await row('amount').inputValue()).toBe('0.52');
    expect(await row('unit').inputValue()).toBe('aw');
    expect(await row('verdict').inputValue()).toBe('pass');
    // no service for this company: nothing offered
    expect(await page.getByText(/Your company has the COA Data Entry Service/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
