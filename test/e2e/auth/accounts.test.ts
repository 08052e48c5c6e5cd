import { describe, expect, it } from 'vitest';
import { makeId } from '#infra/local/seed/demo-data';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { expiredCopy } from '#test/support/callers';
import { demo } from '#test/support/ids';
import { uniqueEmail, uniqueIp } from '#test/support/session';
import { base, failCalls, mainNav, sessionNotice, signInWithModal, useBrowser } from '#test/support/pages';
import { setUser } from '#test/support/data/users';

const PASSWORD = 'Browser-Test-21';
const { adult: adultPage } = useBrowser();
const header = mainNav;

describe('sign-up', () => {
  it('checks the form, creates a customer, signs in automatically and lands on /binder', async () => {
    const { context, page } = await adultPage();
    await page.goto(`${base}/signup/ClaimYourCompany/customer`);
    await page.getByRole('heading', { name: 'Sign Up', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Customer' }).isChecked()).toBe(true);
    // business types see the Pro trial promo; customers do not
    expect(await page.getByText('Try Pro free for 30 days').count()).toBe(0);
    await page.getByRole('radio', { name: 'Producer' }).check();
    await page.getByText('Try Pro free for 30 days').waitFor();
    await page.getByRole('radio', { name: 'Customer' }).check();

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('You must provide a valid E-Mail address.').waitFor();
    await page.getByText('You must provide a password.').waitFor();
    const email = uniqueEmail('browser');
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill('Something-Else-1');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('The passwords you entered did not match.').waitFor();
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL(`${base}/binder`);
    await header(page).getByRole('button', { name: 'Logout' }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Favorites' }).count()).toBe(1);
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'token')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookies.find((c) => c.name === 'user')).toMatchObject({ httpOnly: false });
    // script sees the user, never a token
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/token=|refresh=/);
    await context.close();
  });

  it("shows the server's error and gives the button back, busy only while the request is out", async () => {
    const taken = uniqueEmail('taken-signup');
    await fetch(`${base}/api/authentication/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
      body: JSON.stringify({ email: taken, password: PASSWORD, passwordVer: PASSWORD, accountType: 'customer' }),
    });
    const { context, page } = await adultPage();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
    await page.goto(`${base}/signup`);
    await page.getByLabel('E-Mail').fill(taken);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat password').fill(PASSWORD);
    const button = page.getByRole('button', { name: 'Create Account' });
    const alert = page.getByRole('alert');

    // the answer is held until the busy button has been seen
    let answer!: () => void;
    const held = new Promise<void>((r) => (answer = r));
    await page.route('**/api/authentication/signup', async (r) => {
      await held;
      await r.continue();
    });
    await button.click();
    await expect.poll(() => button.isDisabled()).toBe(true);
    answer();
    await alert.filter({ hasText: 'An account with this e-mail address already exists. Sign in instead.' }).waitFor();
    await expect.poll(() => button.isDisabled()).toBe(false);
    await page.unroute('**/api/authentication/signup');

    // no answer at all: our sentence, and the button back too
    await failCalls(page, '**/api/authentication/signup');
    await button.click();
    await alert.filter({ hasText: 'Something went wrong on our side. Please try again in a minute.' }).waitFor();
    await expect.poll(() => button.isDisabled()).toBe(false);
    await page.unroute('**/api/authentication/signup');

    // the same button sends the corrected form
    await page.getByLabel('E-Mail').fill(uniqueEmail('second-try'));
    await button.click();
    await page.waitForURL(`${base}/binder`);
    await context.close();
  });

  it('preselects the account type from the address', async () => {
    const { context, page } = await adultPage();
    await page.goto(`${base}/signup/ClaimYourCompany/dispensary`);
    await page.getByRole('heading', { name: 'Sign Up', level: 1 }).waitFor();
    expect(await page.getByRole('radio', { name: 'Dispensary' }).isChecked()).toBe(true);
    await page.getByText('Try Pro free for 30 days').waitFor();
    await context.close();
  });
});

describe('sign-in', () => {
  it("shows the server's message when sign-in fails, and checks the e-mail first", async () => {
    const { context, page } = await adultPage();
    await page.goto(base);
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('E-Mail').fill('not-an-email');
    await dialog.getByLabel('Password', { exact: true }).fill('whatever');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByText('E-Mail address is not valid').waitFor();
    await dialog.getByLabel('E-Mail').fill(uniqueEmail('nobody'));
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByRole('alert').getByText('The e-mail address or password is incorrect.').waitFor();
    await context.close();
  });

  it('sends a producer with a company to its client area, by keyboard alone', async () => {
    const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
    const { context, page } = await adultPage();
    await page.goto(base);
    await header(page).getByRole('button', { name: 'Sign In' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await dialog.getByLabel('E-Mail').waitFor();
    await page.keyboard.type(producer.email.toUpperCase());
    await page.keyboard.press('Tab');
    await page.keyboard.type(producer.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/client/${makeId(1, 0)}/manageProducts`);
    // business users have no Favorites, and a Company link instead, to their own company
    await expect
      .poll(() => header(page).getByRole('link', { name: 'Company' }).getAttribute('href'))
      .toBe(`/client/${makeId(1, 0)}/manageProducts`);
    // the landing page is the company's product table
    await page.getByRole('heading', { level: 1, name: 'Manage Products' }).waitFor();
    expect(await header(page).getByRole('link', { name: 'Favorites' }).count()).toBe(0);
    await context.close();
  });

  it('sends every address to the kiosk while the kiosk-user cookie is set, outside the site chrome', async () => {
    const store = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    const { context, page } = await adultPage();
    await context.addCookies([{ name: 'kioskUser', value: store, url: base }]);
    for (const path of ['/', '/binder', `/client/${store}/manageProducts`, '/admin/users']) {
      await page.goto(`${base}${path}`);
      await page.waitForURL(`${base}/whitelabel/${store}`);
    }
    // no store has this id: the storefront says so in its words, with no site header to leave by
    await page.getByText(storefrontMessages.storeNotFound).waitFor();
    expect(await page.locator('.site-header').count()).toBe(0);
    await context.close();
  });

  it('shows an admin the admin and data links', async () => {
    const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
    const { context, page } = await adultPage();
    await page.goto(base);
    await signInWithModal(page, admin.email, admin.password);
    for (const name of ['Users', 'Products', 'Clients', 'Lots', 'Tests', 'Enter Data', 'Review Data', 'Account'])
      await header(page).getByRole('link', { name, exact: true }).waitFor();
    await context.close();
  });
});

describe('session', () => {
  it('logs out to /goodbye and clears token, user and legal cookies', async () => {
    const consumer = DEMO_ACCOUNTS.find((a) => a.role === 'consumer')!;
    const { context, page } = await adultPage();
    await page.goto(base);
    await signInWithModal(page, consumer.email, consumer.password);
    await page.waitForURL(`${base}/binder`);
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${base}/goodbye`);
    await page.getByRole('heading', { name: 'Goodbye' }).waitFor();
    const names = (await context.cookies()).map((c) => c.name);
    for (const n of ['token', 'session', 'user', 'refresh', 'legal']) expect(names).not.toContain(n);
    await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  it('logs out after an alert when the session check answers a message (a disabled account)', async () => {
    const email = uniqueEmail('disabled-on-load');
    const signup = await fetch(`${base}/api/authentication/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.201' },
      body: JSON.stringify({ email, password: PASSWORD, passwordVer: PASSWORD, accountType: 'customer' }),
    });
    const set = signup.headers.getSetCookie();
    const value = (name: string) =>
      set
        .find((c) => c.startsWith(`${name}=`))!
        .split(';')[0]!
        .slice(name.length + 1);
    const userId = ((await signup.json()) as { user: { _id: string } }).user._id;
    await setUser(userId, { disabled: true });
    const { context, page } = await adultPage();
    await context.addCookies([
      { name: 'token', value: value('token'), url: base, httpOnly: true },
      { name: 'session', value: value('session'), url: base, httpOnly: true },
      { name: 'user', value: value('user'), url: base },
    ]);
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.waitForURL(`${base}/goodbye`);
    // the app's own alert, on the page the person lands on
    await sessionNotice(page, 'This account has been disabled. Contact support to restore it.');
    await context.close();
  });

  it('ends an expired session on load and sends the visitor to the default redirect target, /home', async () => {
    const consumer = DEMO_ACCOUNTS.find((a) => a.role === 'consumer')!;
    const signin = await fetch(`${base}/api/authentication/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.77' },
      body: JSON.stringify({ email: consumer.email, password: consumer.password }),
    });
    const set = signin.headers.getSetCookie();
    const value = (name: string) =>
      set
        .find((c) => c.startsWith(`${name}=`))!
        .split(';')[0]!
        .slice(name.length + 1);
    const { context, page } = await adultPage();
    await context.addCookies([
      { name: 'token', value: expiredCopy(value('token')), url: base, httpOnly: true },
      { name: 'session', value: value('session'), url: base, httpOnly: true },
      { name: 'user', value: value('user'), url: base },
    ]);
    await page.goto(`${base}/product/${demo.blueDream}`);
    await page.waitForURL(`${base}/home`);
    await header(page).getByRole('button', { name: 'Sign In' }).waitFor();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
    await context.close();
  });
});

describe('password reset', () => {
  it('sends a link to the local outbox; the link sets a new password and signs in', async () => {
    const email = uniqueEmail('forgot');
    await fetch(`${base}/api/authentication/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.91' },
      body: JSON.stringify({ email, password: PASSWORD, passwordVer: PASSWORD, accountType: 'customer' }),
    });
    const { context, page } = await adultPage();
    await page.goto(base);
    await header(page).getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog', { name: 'Sign In' }).getByRole('button', { name: 'Forgot your password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByRole('button', { name: 'Reset' }).click();
    await reset.getByText('Please enter an email.').waitFor();
    await reset.getByLabel('E-Mail').fill('nope');
    await reset.getByRole('button', { name: 'Reset' }).click();
    await reset.getByText('Please enter a valid email.').waitFor();
    await reset.getByLabel('E-Mail').fill(email);
    await reset.getByRole('button', { name: 'Reset' }).click();
    await reset.getByText('We have sent a passwod reset link').waitFor();
    await reset.getByRole('button', { name: 'Close' }).click();

    // the e-mail, as a person would open it: the local outbox page
    await page.goto(`${base}/__local/outbox`);
    await page.getByRole('article').filter({ hasText: email }).getByRole('link').click();
    await page.getByRole('heading', { name: 'Password Recovery' }).waitFor();
    await page.getByLabel('E-Mail').fill(email);
    await page.getByLabel('New password', { exact: true }).fill('Brand-New-Pass-21');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Brand-New-Pass-2');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('The new passwords you entered did not match.').waitFor();
    await page.getByLabel('Confirm new password', { exact: true }).fill('Brand-New-Pass-21');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.waitForURL(`${base}/`);
    await header(page).getByRole('button', { name: 'Logout' }).waitFor();
    await context.close();
  });
});
