import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { uniqueEmail } from '#test/support/session';
import { base, failCalls, mainNav, signInWithModal, useBrowser } from '#test/support/pages';

const PASSWORD = 'Account-Page-21';
const { adult } = useBrowser();

/** A new customer, signed in through the browser, on their account page. */
async function onAccountPage() {
  const email = uniqueEmail('page');
  await fetch(`${base}/api/authentication/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${Math.floor(Math.random() * 200)}` },
    body: JSON.stringify({ email, password: PASSWORD, passwordVer: PASSWORD, accountType: 'customer' }),
  });
  const { context, page } = await adult();
  await page.goto(base);
  await signInWithModal(page, email, PASSWORD);
  await page.waitForURL(`${base}/binder`);
  await mainNav(page).getByRole('link', { name: 'Account' }).click();
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
  return { context, page, email };
}

describe('account page', () => {
  it('updates e-mail and phone, says so, and goes home after 2 seconds', async () => {
    const { context, page } = await onAccountPage();
    const contact = page.getByRole('region', { name: 'Contact details' });
    await contact.getByLabel('Phone (US)').fill('555-0142');
    await contact.getByRole('button', { name: 'Update' }).click();
    await contact.getByText('Phone numbers must be valid.').waitFor();
    const newEmail = uniqueEmail('renamed');
    await contact.getByLabel('E-Mail').fill(newEmail);
    await contact.getByLabel('Phone (US)').fill('(206) 555-0142');
    await contact.getByRole('button', { name: 'Update' }).click();
    await contact.getByText('Information Updated, Redirecting!').waitFor();
    await page.waitForURL(`${base}/`);
    const user = (await context.cookies()).find((c) => c.name === 'user')!;
    expect(JSON.parse(decodeURIComponent(user.value)).email).toBe(newEmail);
    await context.close();
  });

  it('changes the password with its checks', async () => {
    const { context, page } = await onAccountPage();
    const form = page.getByRole('region', { name: 'Change password' });
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('You must provide your current password.').waitFor();
    await form.getByText('You must provide a new password.').waitFor();
    await form.getByText('You must confirm your new password.').waitFor();
    await form.getByLabel('Current password', { exact: true }).fill('Wrong-Current-21');
    await form.getByLabel('New password', { exact: true }).fill('Next-Password-21');
    await form.getByLabel('Confirm new password', { exact: true }).fill('Next-Password-2');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('The new passwords you entered did not match.').waitFor();
    await form.getByLabel('Confirm new password', { exact: true }).fill('Next-Password-21');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('* Your current password is not correct. *').waitFor();
    await form.getByLabel('Current password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText('Your password has been changed.').waitFor();
    await context.close();
  });

  it("deletes the account after 'Delete Your Account?' and logs out to /goodbye", async () => {
    const { context, page, email } = await onAccountPage();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Your Account?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL(`${base}/goodbye`);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('token');
    const signin = await fetch(`${base}/api/authentication/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.250' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signin.status).toBe(401);
    await context.close();
  });

  it("says the spec's two sentences when deletion fails, for a fault or no answer, and keeps the account", async () => {
    const { context, page } = await onAccountPage();
    const failure = page.getByRole('dialog', { name: 'Your account was not deleted' });
    const tryToDelete = async () => {
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await page.getByRole('dialog', { name: 'Delete Your Account?' }).getByRole('button', { name: 'Delete' }).click();
      await failure.getByText('There was a problem deleting your account.').waitFor();
      await failure.getByText('Please try again later.').waitFor();
      await failure.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => failure.count()).toBe(0);
    };
    // the API's fault: a 500 with its fixed sentence, which the page does not repeat
    await page.route('**/api/consumer/user/*', (r) =>
      r.request().method() === 'DELETE'
        ? r.fulfill({
            status: 500,
            json: { error: true, errorMessage: 'Something went wrong on our side. Please try again in a minute.' },
          })
        : r.continue(),
    );
    await tryToDelete();
    expect(await page.getByText('Something went wrong on our side.', { exact: false }).count()).toBe(0);
    await page.unroute('**/api/consumer/user/*');
    // no answer at all
    await failCalls(page, '**/api/consumer/user/*');
    await tryToDelete();
    await page.unroute('**/api/consumer/user/*');

    // still signed in, on the account page, and the account is still there
    expect(page.url()).toMatch(/\/user\/[0-9a-f]{24}$/);
    await mainNav(page).getByRole('button', { name: 'Logout' }).waitFor();
    const me = await page.request.get(page.url().replace('/user/', '/api/consumer/user/'));
    expect(me.status()).toBe(200);
    await context.close();
  });

  it('tells a producer their account cannot be deleted', async () => {
    const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
    const { context, page } = await adult();
    await page.goto(base);
    await signInWithModal(page, producer.email, producer.password);
    await mainNav(page).getByRole('link', { name: 'Account' }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('dialog', { name: 'Delete Your Account?' }).getByRole('button', { name: 'Delete' }).click();
    const failure = page.getByRole('dialog', { name: 'Your account was not deleted' });
    await failure.getByText('deleting of Admins, Dispensary accounts and Processor Accounts is not allowed').waitFor();
    await context.close();
  });
});
