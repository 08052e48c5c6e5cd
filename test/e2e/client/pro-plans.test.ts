import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as proMessages from '#shared/messages/client/pro';
import { SCREENS, seriousViolations, tooWide } from '#test/support/axe';
import { setClient } from '#test/support/data/clients';
import { base, useBrowser } from '#test/support/pages';
import { freshCompany, memberOf } from '#test/support/producers';

// The plans a company has and the ones it may ask for, in a real browser: a producer on the free
// Pro trial reads what the trial gives (and what it does not), its Pro page marks the plan it has
// and offers only the rest, and the side menu highlights one entry though two open the Pro page.

const { signedIn } = useBrowser();
const DAY = 86_400_000;

type Member = Awaited<ReturnType<typeof memberOf>>;
let trial: { id: string };
let trialMember: Member;
let full: { id: string };
let fullMember: Member;

beforeAll(async () => {
  trial = await freshCompany({ name: 'Trial Farms' });
  await setClient(trial.id, {
    premiumEnabled: true,
    premiumLevel: 'pro',
    trialEndsAt: new Date(Date.now() + 30 * DAY).toISOString(),
  });
  trialMember = await memberOf(base, { processorUser: true, clientAssignment: trial.id });
  full = await freshCompany({ name: 'Every Plan Farms' });
  await setClient(full.id, {
    premiumEnabled: true,
    premiumLevel: 'pro',
    loyaltyEnabled: true,
    coaDataEntryService: { enabled: true, serviceLimit: 25 },
  });
  fullMember = await memberOf(base, { processorUser: true, clientAssignment: full.id });
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Company' });
/** The side menu's highlighted entries (aria-current), by label. */
const highlighted = (page: Page) => menu(page).locator('a[aria-current="page"]').allTextContents();
/** A plan's card on the page (the side menu's groups are regions too: its Pro group is not the Pro plan). */
const card = (page: Page, plan: string) =>
  page.locator('.client-page').getByRole('region', { name: plan, exact: true });

describe('the Pro page and the menu', () => {
  it('tells a company on the trial what the trial gives, marks it, and offers only what it lacks', async () => {
    const { context, page } = await signedIn(trialMember);
    await page.goto(`${base}/client/${trial.id}/premium/signup`);
    await page.getByRole('heading', { level: 1, name: proMessages.title }).waitFor();
    const status = page.getByRole('status').filter({ hasText: 'is on the free Pro trial until' });
    await status.waitFor();
    expect(await status.textContent()).toContain('Loyalty+ and the COA concierge are not part of the trial');

    // the trial's plan is marked and offers nothing; the others offer 'Ask for …'
    await card(page, 'Sales Kiosk').getByText(proMessages.includedInTrial).waitFor();
    expect(await card(page, 'Sales Kiosk').getByRole('button').count()).toBe(0);
    expect(await card(page, 'Sales Kiosk').getByRole('listitem').count()).toBeGreaterThan(1);
    for (const [plan, button] of [
      ['Loyalty+', 'Ask for Loyalty+'],
      ['COA Trial', 'Ask for COA Trial'],
      ['COA Standard', 'Ask for COA Standard'],
      ['COA Pro', 'Ask for COA Pro'],
    ] as const) {
      expect(await card(page, plan).getByRole('button', { name: button }).isVisible()).toBe(true);
      expect(await card(page, plan).getByText(proMessages.included).count()).toBe(0);
    }
    // the non-producer plan is not offered to a producer
    expect(await card(page, 'Pro').count()).toBe(0);

    // one menu entry highlighted, though Sales Kiosk and Pro Loyalty both open this page
    await expect.poll(() => highlighted(page)).toEqual(['Sales Kiosk']);
    await menu(page).getByRole('link', { name: 'Pro Loyalty' }).click();
    await page.waitForURL(`${base}/client/${trial.id}/premium/signup#loyaltyPlus`);
    await expect.poll(() => highlighted(page)).toEqual(['Pro Loyalty']);
    await menu(page).getByRole('link', { name: 'Sales Kiosk' }).click();
    await expect.poll(() => highlighted(page)).toEqual(['Sales Kiosk']);

    for (const screen of SCREENS) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      expect(await seriousViolations(page), screen.name).toEqual([]);
    }
    expect(await tooWide(page, () => card(page, 'Loyalty+').waitFor())).toEqual([]);

    // the Loyalty page's Go Pro prompt opens the Pro page at the plan that gives it
    await page.goto(`${base}/client/${trial.id}/loyalty`);
    const prompt = page.getByRole('link', { name: 'Get More with Pro' });
    expect(await prompt.getAttribute('href')).toBe(`/client/${trial.id}/premium/signup#loyaltyPlus`);
    await context.close();
  });

  it('offers a company nothing it has: every plan it holds is marked, the rest asked for', async () => {
    const { context, page } = await signedIn(fullMember);
    await page.goto(`${base}/client/${full.id}/premium/signup`);
    await page.getByRole('status').filter({ hasText: 'Every Plan Farms is on Pro.' }).waitFor();
    // Pro, loyalty and the COA service at 25 a month: all but COA Pro
    for (const plan of ['Sales Kiosk', 'Loyalty+', 'COA Trial', 'COA Standard'])
      await card(page, plan).getByText(proMessages.included).waitFor();
    expect(await page.getByRole('button', { name: /^Ask (again )?for/ }).allTextContents()).toEqual([
      'Ask for COA Pro',
    ]);
    // loyalty on: the menu has Loyalty, and nothing there leads to the Pro page twice
    expect(await menu(page).getByRole('link', { name: 'Pro Loyalty' }).count()).toBe(0);
    await expect.poll(() => highlighted(page)).toEqual(['Sales Kiosk']);
    for (const screen of SCREENS) {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      expect(await seriousViolations(page), screen.name).toEqual([]);
    }
    await context.close();
  });
});
