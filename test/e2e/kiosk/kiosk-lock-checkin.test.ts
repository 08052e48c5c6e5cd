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
import { uniqueIp } from '#test/support/session';

// The kiosk at tablet size (768 × 1024): the demo dispensary's staff lock a tablet, every address
// then shows the storefront, five taps on the logo ask for the PIN, and shoppers check in or sign
// up for loyalty with the code the Twilio stand-in received.

const { adult } = useBrowser();
const SHOP = makeId(2, 0);
const KIOSK = `${base}/whitelabel/${SHOP}`;
const standIn = `http://127.0.0.1:${Number(new URL(base).port) + 7}`;
const TABLET = { width: 768, height: 1024 };

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
async function staffTablet(): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await adult();
  await opened.page.setViewportSize(TABLET);
  const a = DEMO_ACCOUNTS.find((x) => x.role === 'dispensary')!;
  const r = await opened.context.request.post(`${base}/api/authentication/signin`, {
    data: { email: a.email, password: a.password },
    headers: { origin: base, 'x-forwarded-for': uniqueIp() },
  });
  expect(r.status()).toBe(200);
  return opened;
}

/** A tablet already locked as the demo dispensary's kiosk. */
async function lockedTablet() {
  const opened = await staffTablet();
  const r = await opened.context.request.post(`${base}/api/client/${SHOP}/kiosk/lock`, { headers: { origin: base } });
  expect(r.status()).toBe(200);
  await opened.page.goto(KIOSK);
  return opened;
}

const cookieNames = async (context: BrowserContext) => (await context.cookies(base)).map((c) => c.name).sort();

describe('locking the kiosk', () => {
  it('locks as the staff member, signs them out, and sends every address to the storefront', async () => {
    const { context, page } = await staffTablet();
    await page.goto(KIOSK);
    await page.getByRole('button', { name: lockMessages.lockButton }).click();
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
  it('checks an active member in at once', async () => {
    const { context, page } = await lockedTablet();
    await page.getByRole('button', { name: checkinMessages.cardTitle }).click();
    const overlay = page.getByRole('dialog', { name: checkinMessages.overlayTitle });
    const signUp = overlay.getByRole('button', { name: checkinMessages.signUp });
    expect(await signUp.isDisabled()).toBe(true);
    await overlay.getByLabel(checkinMessages.phoneLabel).fill('206555020');
    expect(await signUp.isDisabled()).toBe(true);
    // the demo dispensary's first seeded member is active
    await overlay.getByLabel(checkinMessages.phoneLabel).fill('(206) 555-0200');
    await signUp.click();
    await page.getByRole('status').getByText('Checked in: (206) 555-0200').waitFor();
    await expect.poll(() => overlay.count()).toBe(0);
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
    await page.getByRole('status').getByText('Checked in:').waitFor();
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
