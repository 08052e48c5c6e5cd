import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as checkinMessages from '#shared/messages/client/kiosk-checkin';
import * as messages from '#shared/messages/client/loyalty-rewards';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { uniqueIp } from '#test/support/session';
import { addActiveMember, awardCheckInNow, balanceNow, givePoints } from '#test/support/data/loyalty';

// Rewards in a real browser as the demo dispensary: staff define a reward on the loyalty page's
// Rewards view (axe, phone and desktop), a member checks in on the store's locked kiosk, opens
// Rewards, redeems it and sees the balance drop there and in the header (axe); staff then find
// the redemption on the Rewards view and reverse it with a reason.

const { adult, signedIn } = useBrowser();
const SHOP = makeId(2, 0);
const staffAccount = DEMO_ACCOUNTS.find((a) => a.role === 'dispensary')!;
const TABLET = { width: 1024, height: 768 };

/** A 10-digit Seattle number no other test uses (exchanges 320–399 are ordinary ones). */
const freshPhone = () =>
  `206${320 + Math.floor(Math.random() * 80)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

/** An active member of the demo dispensary with points, who already earned today's check-in points. */
async function memberWithPoints(points: number): Promise<{ phone: string; balance: number }> {
  const phone = freshPhone();
  const member = { phone: `+1${phone}` };
  await addActiveMember(SHOP, member.phone, { zip: '98122' });
  await givePoints(SHOP, member.phone, points);
  // the kiosk's check-in then earns nothing more today, so the balance moves only by the redemption
  await awardCheckInNow(SHOP, member.phone);
  return { phone, balance: await balanceNow(SHOP, member.phone) };
}

async function defineReward(page: Page, name: string, cost: number) {
  await page.getByRole('button', { name: messages.newReward }).click();
  const form = page.getByRole('region', { name: messages.newReward });
  await form.getByLabel(messages.nameLabel).fill(name);
  await form.getByLabel(messages.pointsCostLabel).fill(String(cost));
  await form.getByRole('button', { name: messages.saveReward }).click();
  await page.getByRole('status').filter({ hasText: messages.rewardSaved }).waitFor();
  await page.getByRole('article', { name }).waitFor();
}

describe('rewards', () => {
  it('a reward defined by the store is redeemed by a member at the kiosk, the balance dropping, and reversed by staff', async () => {
    const name = `Pre-roll ${Date.now().toString(36)}`;
    // the store defines the reward
    const staff = await signedIn(staffAccount);
    await staff.page.setViewportSize({ width: 1280, height: 900 });
    await staff.page.goto(`${base}/client/${SHOP}/loyalty?view=rewards`);
    await staff.page.getByRole('heading', { name: messages.viewTitle, level: 2 }).waitFor();
    // the form's own check shows before anything is sent
    await staff.page.getByRole('button', { name: messages.newReward }).click();
    const form = staff.page.getByRole('region', { name: messages.newReward });
    await form.getByRole('button', { name: messages.saveReward }).click();
    await form.getByRole('alert').filter({ hasText: messages.nameRequired }).waitFor();
    await form.getByRole('button', { name: messages.cancel }).click();
    await defineReward(staff.page, name, 100);
    const card = staff.page.getByRole('article', { name });
    await card.getByText(messages.costOf(100)).waitFor();
    await card.getByText(messages.runningNow).waitFor();
    expect(await seriousViolations(staff.page)).toEqual([]);
    expect(await tooWide(staff.page, () => staff.page.getByRole('article', { name }).waitFor())).toEqual([]);

    // a member checks in on the locked kiosk and redeems it
    const { phone, balance } = await memberWithPoints(300);
    const tablet = await adult();
    await tablet.page.setViewportSize(TABLET);
    const signin = await tablet.context.request.post(`${base}/api/authentication/signin`, {
      data: { email: staffAccount.email, password: staffAccount.password },
      headers: { origin: base, 'x-forwarded-for': uniqueIp() },
    });
    expect(signin.status()).toBe(200);
    expect(
      (
        await tablet.context.request.post(`${base}/api/client/${SHOP}/kiosk/lock`, { headers: { origin: base } })
      ).status(),
    ).toBe(200);
    const kiosk = tablet.page;
    await kiosk.goto(`${base}/whitelabel/${SHOP}`);
    await kiosk.getByRole('button', { name: checkinMessages.cardTitle }).click();
    const overlay = kiosk.getByRole('dialog', { name: checkinMessages.overlayTitle });
    await overlay.getByLabel(checkinMessages.phoneLabel).fill(phone);
    await overlay.getByRole('button', { name: checkinMessages.signUp }).click();
    const badge = kiosk.getByRole('status').filter({ hasText: checkinMessages.welcomeBack });
    await badge.getByText(checkinMessages.pointsBalance(balance)).waitFor();
    await kiosk.getByRole('button', { name: messages.kioskRewardsButton }).click();
    const dialog = kiosk.getByRole('dialog', { name: messages.kioskTitle });
    await dialog.getByText(messages.kioskBalance(balance)).waitFor();
    expect(await seriousViolations(kiosk)).toEqual([]);
    await dialog.getByRole('button', { name: messages.redeemNamed(name) }).click();
    await dialog.getByText(messages.kioskRedeemed(name)).waitFor();
    await dialog.getByText(messages.kioskBalance(balance - 100)).waitFor();
    expect(await balanceNow(SHOP, `+1${phone}`)).toBe(balance - 100);
    expect(await seriousViolations(kiosk)).toEqual([]);
    await dialog.getByRole('button', { name: messages.close }).click();
    await badge.getByText(checkinMessages.pointsBalance(balance - 100)).waitFor();
    await tablet.context.close();

    // staff see the redemption and reverse it with a reason
    await staff.page.reload();
    const redemptions = staff.page.getByRole('region', { name: messages.redemptionsTitle });
    const row = redemptions.getByRole('row').filter({ hasText: name });
    await row.getByText(messages.channelLabels.kiosk).waitFor();
    await row.getByRole('button', { name: new RegExp(`^${messages.reverse} ${name}`) }).click();
    const ask = staff.page.getByRole('dialog', { name: messages.reverseTitle });
    await ask.getByLabel(messages.reasonLabel).fill('Rang up by mistake');
    expect(await seriousViolations(staff.page)).toEqual([]);
    await ask.getByRole('button', { name: messages.reverseConfirm }).click();
    await row.getByText(/Reversed .*: Rang up by mistake/).waitFor();
    expect(await balanceNow(SHOP, `+1${phone}`)).toBe(balance);
    await staff.context.close();
  });
});
