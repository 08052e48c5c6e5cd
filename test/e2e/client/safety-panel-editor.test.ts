import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as testResultMessages from '#shared/messages/client/test-results';
import type { TestResult } from '#shared/schemas/test-result';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, chooseByKeyboard, useBrowser } from '#test/support/pages';

// The test result form's safety panel editor (docs/client-test-results.md, Safety tests) in a real
// browser: a producer ticks the pesticides panel, adds two analytes by keyboard, meets the schema's
// message beside the field, saves, finds the panel again on reopening, and the public lab-result
// page shows it; axe, and no wider than a phone.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

let company: { id: string };
let member: Member;
beforeAll(async () => {
  company = await freshCompany({ name: 'Panel Editor Farms' });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
});

const byLabel = (page: Page, name: string) => page.getByLabel(name, { exact: true });

describe('the safety panel editor', () => {
  it('adds a pesticides panel with two analytes, saves it, reopens it and shows it on the lab result page', async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/testResult`);
    await page.getByRole('heading', { name: 'New Test Result' }).waitFor();
    await chooseByKeyboard(page, 'Lab Source');
    await chooseByKeyboard(page, 'Product Categories');
    await page.getByLabel('Sample Type').fill('Flower - Cured');
    await page.getByLabel('Sample Strain').fill('Panel Haze');
    await page.getByLabel('Source (Batch) Lot ID').fill('PANEL-LOT');

    // every panel starts unticked: not reported, never passed
    const safety = page.getByRole('group', { name: 'Safety tests' });
    expect(await safety.getByRole('checkbox').count()).toBe(7);
    expect(await safety.getByRole('checkbox', { checked: true }).count()).toBe(0);
    const pesticides = safety.getByRole('checkbox', { name: 'Pesticides', exact: true });
    await pesticides.focus();
    await page.keyboard.press('Space');
    expect(await pesticides.isChecked()).toBe(true);
    const status = page.getByRole('combobox', { name: 'Pesticides status' });
    expect(await status.inputValue()).toBe('pass');
    await page.getByText(/No analytes entered/).waitFor();

    // the add button puts the focus on the new row's name
    await page.getByRole('button', { name: 'Add an analyte to pesticides' }).press('Enter');
    await expect
      .poll(() => byLabel(page, 'Pesticides analyte 1 name').evaluate((e) => e === document.activeElement))
      .toBe(true);
    await page.keyboard.type('Bifenazate');
    expect(await byLabel(page, 'Pesticides analyte 1 reading').inputValue()).toBe('ND');
    expect(await byLabel(page, 'Pesticides analyte 1 unit').inputValue()).toBe('ug/g');
    await byLabel(page, 'Pesticides analyte 1 limit').fill('0.2');
    await byLabel(page, 'Pesticides analyte 1 verdict').selectOption('fail');

    await page.getByRole('button', { name: 'Add an analyte to pesticides' }).click();
    await byLabel(page, 'Pesticides analyte 2 name').fill('Spinosad');
    // a figure only beside the reading Value
    expect(await byLabel(page, 'Pesticides analyte 2 amount').count()).toBe(0);
    await byLabel(page, 'Pesticides analyte 2 reading').selectOption('value');
    await byLabel(page, 'Pesticides analyte 2 amount').fill('0.05');
    await byLabel(page, 'Pesticides analyte 2 limit').fill('0.2');
    await byLabel(page, 'Pesticides analyte 2 verdict').selectOption('pass');

    // a third row, removed again: the focus stays in the panel
    await page.getByRole('button', { name: 'Add an analyte to pesticides' }).click();
    await byLabel(page, 'Pesticides analyte 3 name').fill('Mistake');
    await page.getByRole('button', { name: 'Remove pesticides analyte 3 (Mistake)' }).click();
    expect(await byLabel(page, 'Pesticides analyte 3 name').count()).toBe(0);
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Add an analyte to pesticides' })
          .evaluate((e) => e === document.activeElement),
      )
      .toBe(true);

    // a passed panel cannot hold a failed analyte: the schema's message, on the panel's status
    await page.getByRole('button', { name: 'Save' }).click();
    const message = testResultMessages.panelPassesWithFailure('Pesticides', 'Bifenazate');
    await page.getByText(message).waitFor();
    expect(await status.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await byLabel(page, 'Pesticides analyte 1 verdict').selectOption('pass');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${base}/client/${company.id}/parentLots`);

    const list = await (await page.request.get(`${base}/api/client/${company.id}/testResults`)).json();
    const saved = (list.testResults as TestResult[]).find((t) => t.strain === 'Panel Haze')!;
    expect(saved.panels).toEqual({
      pesticides: {
        status: 'pass',
        analytes: [
          { name: 'Bifenazate', reading: 'ND', unit: 'ug/g', limit: 0.2, status: 'pass' },
          { name: 'Spinosad', reading: 'value', amount: 0.05, unit: 'ug/g', limit: 0.2, status: 'pass' },
        ],
      },
    });

    // reopened, the editor starts from the saved panels
    await page.goto(`${base}/client/${company.id}/testResult/${saved._id}`);
    await page.getByRole('heading', { name: 'Edit Test Result: Panel Haze' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Pesticides', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Heavy metals', exact: true }).isChecked()).toBe(false);
    expect(await byLabel(page, 'Pesticides analyte 1 name').inputValue()).toBe('Bifenazate');
    expect(await byLabel(page, 'Pesticides analyte 1 reading').inputValue()).toBe('ND');
    expect(await byLabel(page, 'Pesticides analyte 2 name').inputValue()).toBe('Spinosad');
    expect(await byLabel(page, 'Pesticides analyte 2 amount').inputValue()).toBe('0.05');
    expect(await byLabel(page, 'Pesticides analyte 2 verdict').inputValue()).toBe('pass');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => byLabel(page, 'Pesticides analyte 2 name').waitFor())).toEqual([]);

    // the lot's public page shows the panel, its analytes one tap away
    await page.goto(`${base}/lab-result/${saved.lotId}`);
    const shown = page.getByRole('region', { name: 'Safety tests' });
    const panel = shown.locator('details', { hasText: 'Passed pesticides' });
    await panel.locator('summary').click();
    expect(
      await panel
        .getByRole('row', { name: /Bifenazate/ })
        .getByRole('cell')
        .allInnerTexts(),
    ).toEqual(['Not detected', '0.2 µg/g', 'Pass']);
    expect(
      await panel
        .getByRole('row', { name: /Spinosad/ })
        .getByRole('cell')
        .allInnerTexts(),
    ).toEqual(['0.05 µg/g', '0.2 µg/g', 'Pass']);
    await shown.getByText(/^Not reported on this result: heavy metals/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('clears the panels when every panel is unticked', async () => {
    const { context, page } = await signedIn(member);
    const list = await (await page.request.get(`${base}/api/client/${company.id}/testResults`)).json();
    const saved = (list.testResults as TestResult[]).find((t) => t.strain === 'Panel Haze');
    expect(saved?.panels, 'the first test saved the panel').toBeDefined();
    await page.goto(`${base}/client/${company.id}/testResult/${saved!._id}`);
    await page.getByRole('heading', { name: 'Edit Test Result: Panel Haze' }).waitFor();
    await page.getByRole('checkbox', { name: 'Pesticides', exact: true }).uncheck();
    expect(await byLabel(page, 'Pesticides analyte 1 name').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(`${base}/client/${company.id}/parentLots`);
    const after = await (await page.request.get(`${base}/api/client/${company.id}/testResult/${saved!._id}`)).json();
    expect(after.testResult.panels).toBeUndefined();
    await context.close();
  });
});
