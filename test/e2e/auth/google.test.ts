import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '#test/support/session';
import { base, mainNav, sessionNotice, useBrowser } from '#test/support/pages';

// Google sign-in end to end, with the local OpenID stand-in in Google's place.

const { adult } = useBrowser();

async function throughGoogle(email: string | undefined) {
  const { context, page } = await adult();
  await page.goto(base);
  await mainNav(page).getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('dialog', { name: 'Sign In' }).getByRole('link', { name: 'Sign in with Google' }).click();
  await page.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
  if (email) {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
  } else {
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
  return { context, page };
}

describe('Google sign-in', () => {
  it('creates a customer on first sign-in, lands on /binder, and the session survives a reload and a refresh', async () => {
    const email = uniqueEmail('google');
    const { context, page } = await throughGoogle(email);
    await page.waitForURL(`${base}/binder`);
    await mainNav(page).getByRole('button', { name: 'Logout' }).waitFor();
    const cookies = await context.cookies();
    expect(JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user')!.value))).toMatchObject({
      email,
      processorUser: false,
    });
    expect(cookies.find((c) => c.name === 'token')).toMatchObject({ httpOnly: true });
    expect(page.url()).not.toMatch(/code=|token=/);

    // without its access cookie, the session is renewed from the refresh token at the provider
    await context.clearCookies({ name: 'token' });
    await page.goto(`${base}/`);
    await mainNav(page).getByRole('button', { name: 'Logout' }).waitFor();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'token')).toBe(true);

    // the second time the same Google account signs in, it is the same user
    const { context: again, page: page2 } = await throughGoogle(email);
    await page2.waitForURL(`${base}/binder`);
    const first = JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'user')!.value))._id;
    const second = JSON.parse(decodeURIComponent((await again.cookies()).find((c) => c.name === 'user')!.value))._id;
    expect(second).toBe(first);
    await context.close();
    await again.close();
  });

  it('logout ends a Google session: a copy of its cookies gets 401 and the provider forgets the refresh token', async () => {
    const { context, page } = await throughGoogle(uniqueEmail('google-out'));
    await page.waitForURL(`${base}/binder`);
    const copy = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const refresh = (await context.cookies()).find((c) => c.name === 'refresh')!.value;
    const userId = JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === 'user')!.value))
      ._id as string;
    const withCopy = (path: string) => fetch(`${base}${path}`, { headers: { cookie: copy } });
    expect((await withCopy(`/api/consumer/user/${userId}`)).status).toBe(200);
    const providerRefresh = () =>
      fetch(`http://127.0.0.1:${Number(new URL(base).port) + 14}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: 'cannastamp-local-web',
          grant_type: 'refresh_token',
          refresh_token: decodeURIComponent(refresh).replace(/^oidc\./, ''),
        }),
      });

    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${base}/goodbye`);
    expect((await withCopy(`/api/consumer/user/${userId}`)).status).toBe(401);
    expect((await withCopy('/api/authentication/validateUser')).status).toBe(401);
    expect((await providerRefresh()).status).toBe(400);
    await context.close();
  });

  it("says 'Not Authorized' when the person cancels at Google, on the default redirect target", async () => {
    const { context, page } = await throughGoogle(undefined);
    await page.waitForURL(`${base}/home`);
    await sessionNotice(page, 'Not Authorized');
    expect(page.url()).toBe(`${base}/home`);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
    await context.close();
  });

  it('alerts only our own sentences for /?authError=: a link carrying text gets the generic one', async () => {
    const { context, page } = await adult();
    await page.goto(
      `${base}/?authError=${encodeURIComponent('Your account is locked. Call +1 555 0100 to unlock it.')}`,
    );
    await sessionNotice(page, 'Not Authorized');
    expect(page.url()).toBe(`${base}/`);
    // the API sends a code, and the app says the sentence behind it
    await page.goto(`${base}/api/authentication/google/start?accountType=producer`);
    await sessionNotice(
      page,
      'Google sign-up is for customers. Producers and dispensaries sign up with an e-mail address.',
    );
    await context.close();
  });

  it('offers Google sign-up to customers only; one from the sign-up page makes a customer', async () => {
    const { context, page } = await adult();
    await page.goto(`${base}/signup`);
    const google = page.getByRole('link', { name: 'Sign up with Google' });
    await google.waitFor();
    for (const type of ['Producer', 'Dispensary']) {
      await page.getByRole('radio', { name: type }).check();
      await page.getByText('Try Pro free for 30 days').waitFor();
      expect(await google.count()).toBe(0);
    }
    // an address that preselects a business type offers no Google sign-up either
    await page.goto(`${base}/signup/ClaimYourCompany/dispensary`);
    await page.getByText('Try Pro free for 30 days').waitFor();
    expect(await google.count()).toBe(0);
    // and the API refuses a business Google sign-up asked for by hand, with our sentence
    await page.goto(`${base}/api/authentication/google/start?accountType=dispensary`);
    await page.waitForURL(`${base}/home`);
    await sessionNotice(
      page,
      'Google sign-up is for customers. Producers and dispensaries sign up with an e-mail address.',
    );

    await page.goto(`${base}/signup/ClaimYourCompany/customer`);
    await google.click();
    await page.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
    const email = uniqueEmail('google-signup');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${base}/binder`);
    const user = JSON.parse(
      decodeURIComponent((await context.cookies()).find((c) => c.name === 'user')!.value),
    ) as Record<string, unknown>;
    expect(user).toMatchObject({ email, processorUser: false, dispensaryUser: false });
    expect(user.clientAssignment).toBeUndefined();
    await context.close();
  });

  it('does not let a Google login take over an address that signs in with a password', async () => {
    const email = uniqueEmail('taken');
    await fetch(`${base}/api/authentication/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.131' },
      body: JSON.stringify({
        email,
        password: 'Password-Account-21',
        passwordVer: 'Password-Account-21',
        accountType: 'customer',
      }),
    });
    const { context, page } = await throughGoogle(email);
    await sessionNotice(page, 'This e-mail address already has an account. Sign in with your password.');
    await context.close();
  });
});
