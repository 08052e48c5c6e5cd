import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as checkinMessages from '#shared/messages/client/kiosk-checkin';
import * as lockMessages from '#shared/messages/client/kiosk-lock';
import * as memberMessages from '#shared/messages/client/loyalty-members';
import { makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { DEMO_KIOSK_PIN } from '#infra/local/seed/service';
import { seriousViolations } from '#test/support/axe';
import { base, failCalls, useBrowser } from '#test/support/pages';
import { session, uniqueIp } from '#test/support/session';

// The kiosk at tablet size (768 × 1024, and 1024 × 768 where the screens are new): the demo
// dispensary's staff lock a tablet after a confirmation, every address then shows the storefront,
// five taps on the logo ask for the PIN, and shoppers check in (a returning member greeted with
// their points, the phone masked) or sign up for loyalty with the code the Twilio stand-in
// received, its buttons' lockouts counted down.

const { adult } = useBrowser();
const SHOP = makeId(2, 0);
const KIOSK = `${base}/whitelabel/${SHOP}`;
const standIn = `http://127.0.0.1:${Number(new URL(base).port) + 7}`;
const TABLET = { width: 768, height: 1024 };
/** The two ways a tablet stands. */
const TABLETS = [
  { name: 'landscape 1024 × 768', width: 1024, height: 768 },
  { name: 'portrait 768 × 1024', width: 768, height: 1024 },
];

/** A 10-digit Seattle number no other test uses (exchanges 320–399 are ordinary ones). */
const freshPhone = () =>
  `206${320 + Math.floor(Math.random() * 80)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

async function textedCode(phone: string): Promise<string> {
  const r = await fetch(`${standIn}/__standin/messages`);
  const { messages } = (await r.json()) as { messages: { to: string; body: string }[] };
  const code = messages
    .filter((m) => m.to === `+1${phone}`)
    .at(-1)
    ?.body.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

/** A tablet with the demo dispensary's staff signed in, on the storefront. */
async function staffTablet(size = TABLET): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await adult();
  await opened.page.setViewportSize(size);
  const a = DEMO_ACCOUNTS.find((x) => x.role === 'dispensary')!;
  const r = await opened.context.request.post(`${base}/api/authentication/signin`, {
    data: { email: a.email, password: a.password },
    headers: { origin: base, 'x-forwarded-for': uniqueIp() },
  });
  expect(r.status()).toBe(200);
  return opened;
}

/** A tablet already locked as the demo dispensary's kiosk; `clock` installs Playwright's clock before the page loads. */
async function lockedTablet({ size = TABLET, clock = false }: { size?: typeof TABLET; clock?: boolean } = {}) {
  const opened = await staffTablet(size);
  const r = await opened.context.request.post(`${base}/api/client/${SHOP}/kiosk/lock`, { headers: { origin: base } });
  expect(r.status()).toBe(200);
  if (clock) await opened.page.clock.install();
  await opened.page.goto(KIOSK);
  return opened;
}

/** The demo dispensary's staff, through the API: what the kiosk is not allowed to read. */
async function staffApi() {
  const a = DEMO_ACCOUNTS.find((x) => x.role === 'dispensary')!;
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await s.post('/api/authentication/signin', { email: a.email, password: a.password })).status).toBe(200);
  return s;
}

/** A new shopper signed up on the locked tablet, on the confirm step. */
async function toConfirmStep(page: Page, phone: string) {
  await page.getByRole('button', { name: checkinMessages.cardTitle }).click();
  const overlay = page.getByRole('dialog', { name: checkinMessages.overlayTitle });
  await overlay.getByLabel(checkinMessages.phoneLabel).fill(phone);
  await overlay.getByRole('button', { name: checkinMessages.signUp }).click();
  await overlay.getByLabel(checkinMessages.zipLabel).fill('98122');
  await overlay.getByLabel(checkinMessages.ageLabel).fill('34');
  await overlay.getByRole('button', { name: checkinMessages.signUp }).click();
  await overlay.getByRole('heading', { name: checkinMessages.confirmTitle }).waitFor();
  return overlay;
}

const cookieNames = async (context: BrowserContext) => (await context.cookies(base)).map((c) => c.name).sort();

describe('locking the kiosk', () => {
  it('locks as the staff member, signs them out, and sends every address to the storefront', async () => {
    const { context, page } = await staffTablet();
    await page.goto(KIOSK);
    await page.getByRole('button', { name: lockMessages.lockButton }).click();
    // it asks first, and says how staff unlock the tablet
    const confirm = page.getByRole('dialog', { name: lockMessages.lockConfirmTitle });
    await confirm.getByText(lockMessages.lockConfirmUnlock(5)).waitFor();
    await confirm.getByRole('button', { name: lockMessages.lockConfirmButton }).click();
    await page.getByRole('button', { name: checkinMessages.cardTitle }).waitFor();
    await expect.poll(() => cookieNames(context)).toEqual(['kiosk', 'kioskUser', 'legal']);
    // no 'Lock as Kiosk' on a locked kiosk
    await expect.poll(() => page.getByRole('button', { name: lockMessages.lockButton }).count()).toBe(0);
    const kioskCookie = (await context.cookies(base)).find((c) => c.name === 'kiosk')!;
    expect(kioskCookie.httpOnly).toBe(true);
    // the staff member is signed out: the API knows nobody
    expect((await context.request.get(`${base}/api/client/${SHOP}/kiosk/settings`)).status()).toBe(401);
    for (const deep of [
      '/',
      '/home',
      `/client/${SHOP}/manageProducts`,
      '/admin/users',
      `/whitelabel/${makeId(2, 1)}`,
    ]) {
      await page.goto(`${base}${deep}`);
      await page.waitForURL(KIOSK);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('asking before locking', () => {
  for (const size of TABLETS)
    it(`asks in a dialog, saying how staff unlock it, and Cancel leaves the tablet as it was (${size.name})`, async () => {
      const { context, page } = await staffTablet(size);
      await page.goto(KIOSK);
      await page.getByRole('button', { name: lockMessages.lockButton }).click();
      const confirm = page.getByRole('dialog', { name: lockMessages.lockConfirmTitle });
      await confirm.getByText(lockMessages.lockConfirmWhat).waitFor();
      await confirm.getByText(lockMessages.lockConfirmUnlock(5)).waitFor();
      // the dialog fits the tablet
      const box = (await confirm.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      expect(await seriousViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: lockMessages.lockCancel }).click();
      await expect.poll(() => confirm.count()).toBe(0);
      // nothing was locked: no kiosk cookies, and the staff member is still signed in
      expect(await cookieNames(context)).not.toContain('kioskUser');
      expect((await context.request.get(`${base}/api/client/${SHOP}/kiosk/settings`)).status()).toBe(200);
      await context.close();
    });
});

describe('unlocking the kiosk', () => {
  it('opens the PIN dialog after five quick taps on the logo; a wrong PIN is said, the right one goes to the products', async () => {
    const { context, page } = await lockedTablet();
    const logo = page.getByRole('button', { name: 'Powered by Cannastamp' });
    // four taps are not enough
    for (let i = 0; i < 4; i++) await logo.click();
    expect(await page.getByRole('dialog', { name: lockMessages.pinDialogTitle }).count()).toBe(0);
    await logo.click();
    const dialog = page.getByRole('dialog', { name: lockMessages.pinDialogTitle });
    const pin = dialog.getByLabel(lockMessages.pinLabel);
    expect(await pin.getAttribute('inputmode')).toBe('numeric');
    await pin.fill('0000');
    await dialog.getByRole('button', { name: lockMessages.unlockButton }).click();
    await dialog.getByRole('alert').getByText(lockMessages.incorrectPin).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await pin.fill(DEMO_KIOSK_PIN);
    await dialog.getByRole('button', { name: lockMessages.unlockButton }).click();
    await page.waitForURL(`${base}/client/${SHOP}/manageProducts`);
    expect(await cookieNames(context)).toEqual(['legal']);
    // nobody is signed in any more: the client shell sends the browser to '/' with the sign-in
    // dialog open, rather than showing the products
    await page.getByRole('dialog', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});

describe('loyalty check-in', () => {
  for (const size of TABLETS)
    it(`checks an active member in at once, greets them back with their points and shows only the phone's last four digits (${size.name})`, async () => {
      const staff = await staffApi();
      const points = async () =>
        ((await staff.get(`/api/client/${SHOP}/user/points/phone/2065550200?limit=1`)).body as { balance: number })
          .balance;
      const before = await points();
      const { context, page } = await lockedTablet({ size });
      await page.getByRole('button', { name: checkinMessages.cardTitle }).click();
      const overlay = page.getByRole('dialog', { name: checkinMessages.overlayTitle });
      const signUp = overlay.getByRole('button', { name: checkinMessages.signUp });
      expect(await signUp.isDisabled()).toBe(true);
      await overlay.getByLabel(checkinMessages.phoneLabel).fill('206555020');
      expect(await signUp.isDisabled()).toBe(true);
      // the demo dispensary's first seeded member is active
      await overlay.getByLabel(checkinMessages.phoneLabel).fill('(206) 555-0200');
      await signUp.click();
      const greeting = page.getByRole('status').filter({ hasText: checkinMessages.welcomeBack });
      await greeting.waitFor();
      await expect.poll(() => overlay.count()).toBe(0);
      expect(await greeting.getByText('••• ••• 0200', { exact: true }).count()).toBe(1);
      // never the whole number, in any form
      const header = (await page.locator('header').textContent())!;
      for (const whole of ['555-0200', '555 0200', '2065550200', '(206)']) expect(header).not.toContain(whole);
      // the balance as it stood at the check-in: this visit's points arrive after it
      const shown = Number((await greeting.locator('.kiosk-member-points').textContent())!.replace(/\D/g, ''));
      expect(shown).toBeGreaterThanOrEqual(before);
      expect(shown).toBeLessThanOrEqual(await points());
      expect(await greeting.getByText(checkinMessages.pointsBalance(shown)).count()).toBe(1);
      expect(await seriousViolations(page)).toEqual([]);
      // Start Over checks the member out: the greeting goes and the card comes back
      await page.getByRole('button', { name: 'Start Over' }).click();
      await expect.poll(() => greeting.count()).toBe(0);
      await page.getByRole('button', { name: checkinMessages.cardTitle }).waitFor();
      await context.close();
    });

  for (const size of TABLETS)
    it(`counts the 10 s lockouts of Send New Code and Confirm Account down where the shopper sees them (${size.name})`, async () => {
      const { context, page } = await lockedTablet({ size, clock: true });
      const phone = freshPhone();
      const overlay = await toConfirmStep(page, phone);
      const resend = overlay.getByRole('button', { name: checkinMessages.sendNewCode });
      await resend.click();
      expect(await resend.isDisabled()).toBe(true);
      const resendTimer = overlay.getByRole('timer').filter({ hasText: 'send a new code' });
      await resendTimer.getByText(checkinMessages.resendIn(10)).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.clock.runFor(4000);
      await expect.poll(() => resendTimer.textContent()).toMatch(/in [56] s$/);
      // a wrong code: Confirm Account waits too, counting down on its own
      await overlay.getByLabel(checkinMessages.codeLabel).fill('000000');
      const confirm = overlay.getByRole('button', { name: checkinMessages.confirmAccount });
      await confirm.click();
      const confirmTimer = overlay.getByRole('timer').filter({ hasText: 'confirm again' });
      await confirmTimer.getByText(checkinMessages.confirmIn(10)).waitFor();
      expect(await confirm.isDisabled()).toBe(true);
      await page.clock.runFor(6500);
      // the resend's 10 s are over; the confirm's are not
      await expect.poll(() => resendTimer.count()).toBe(0);
      expect(await resend.isDisabled()).toBe(false);
      await expect.poll(() => confirmTimer.textContent()).toMatch(/in [34] s$/);
      await page.clock.runFor(4000);
      await expect.poll(() => confirmTimer.count()).toBe(0);
      expect(await confirm.isDisabled()).toBe(false);
      await context.close();
    });

  it('signs a new shopper up with the texted code, thanks them and checks them in', async () => {
    const { context, page } = await lockedTablet();
    const phone = freshPhone();
    await page.getByRole('button', { name: checkinMessages.cardTitle }).click();
    const overlay = page.getByRole('dialog', { name: checkinMessages.overlayTitle });
    await overlay.getByLabel(checkinMessages.phoneLabel).fill(phone);
    await overlay.getByRole('button', { name: checkinMessages.signUp }).click();
    await overlay.getByRole('heading', { name: checkinMessages.signupTitle }).waitFor();
    await overlay.getByText(memberMessages.signupConsent('Capitol Hill Cannabis Co.')).waitFor();
    const submit = overlay.getByRole('button', { name: checkinMessages.signUp });
    await overlay.getByLabel(checkinMessages.zipLabel).fill('9812');
    await overlay.getByText(memberMessages.zipRequired.trim()).waitFor();
    await overlay.getByLabel(checkinMessages.zipLabel).fill('98122');
    await overlay.getByLabel(checkinMessages.ageLabel).fill('20');
    await overlay.getByText(memberMessages.overAge.trim()).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await overlay.getByLabel(checkinMessages.ageLabel).fill('34');
    expect(await submit.isDisabled()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await submit.click();

    await overlay.getByRole('heading', { name: checkinMessages.confirmTitle }).waitFor();
    // the sign-up texted the code: the spec's 'new code' text waits for a resend
    await overlay.getByText(memberMessages.codeTexted).waitFor();
    expect(await overlay.getByText(memberMessages.codeSent).count()).toBe(0);
    // every category starts selected; a tap takes one out
    const categories = overlay.getByRole('group', { name: checkinMessages.categoriesLabel }).getByRole('button');
    await expect.poll(() => categories.count()).toBe(3);
    for (const c of await categories.all()) expect(await c.getAttribute('aria-pressed')).toBe('true');
    await categories.filter({ hasText: 'Education' }).click();
    expect(await categories.filter({ hasText: 'Education' }).getAttribute('aria-pressed')).toBe('false');
    // a new code, and the button waits before the next press
    const resend = overlay.getByRole('button', { name: checkinMessages.sendNewCode });
    await resend.click();
    expect(await resend.isDisabled()).toBe(true);
    await overlay.getByText(memberMessages.codeSent).waitFor();
    await overlay.getByLabel(checkinMessages.codeLabel).fill(await textedCode(phone));
    await overlay.getByRole('button', { name: checkinMessages.confirmAccount }).click();
    await overlay.getByRole('heading', { name: checkinMessages.thanks }).waitFor();
    await overlay.getByText(checkinMessages.closingSoon).waitFor();
    // after the thank-you the overlay closes with the shopper checked in
    const badge = page.getByRole('status').filter({ hasText: checkinMessages.checkedIn });
    await badge.getByText(`••• ••• ${phone.slice(-4)}`, { exact: true }).waitFor();
    // a new member is no returning one: no welcome back, no points
    expect(await page.getByText(checkinMessages.welcomeBack).count()).toBe(0);
    expect(await badge.locator('.kiosk-member-points').count()).toBe(0);
    await expect.poll(() => overlay.count()).toBe(0);
    const points = await context.request.get(`${base}/api/client/${SHOP}/user/isInLoyalty/phone/${phone}`);
    expect((await points.json()) as { loyaltyStatus: string; user: { categoryPreferences: string[] } }).toMatchObject({
      loyaltyStatus: 'active',
      user: { categoryPreferences: ['Deals', 'New Arrivals'] },
    });
    await context.close();
  });

  it('says so when the mother ship cannot be reached, and Restart returns to the phone', async () => {
    const { context, page } = await lockedTablet();
    await page.getByRole('button', { name: checkinMessages.cardTitle }).click();
    const overlay = page.getByRole('dialog', { name: checkinMessages.overlayTitle });
    await failCalls(page, '**/api/client/*/user/isInLoyalty/**');
    await overlay.getByLabel(checkinMessages.phoneLabel).fill(freshPhone());
    await overlay.getByRole('button', { name: checkinMessages.signUp }).click();
    await overlay.getByRole('alert').getByText(checkinMessages.networkFailure).waitFor();
    await overlay.getByRole('button', { name: checkinMessages.restart }).click();
    expect(await overlay.getByLabel(checkinMessages.phoneLabel).inputValue()).toBe('');
    await overlay.getByRole('button', { name: checkinMessages.close }).click();
    await expect.poll(() => overlay.count()).toBe(0);
    await context.close();
  });
});
