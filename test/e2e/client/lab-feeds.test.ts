import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';
import { storedItem } from '#test/support/table';
import { clientKey } from '#lib/clients/keys';

// A company chooses in its profile the labs that may send it results through the lab API, and
// which it trusts to publish without review; the choice is kept and shown again; axe.

const { signedIn } = useBrowser();

const LAB_NAME = `Aardvark Analytical ${Date.now()}`;
let lab: { id: string };
let company: { id: string };
let member: Awaited<ReturnType<typeof memberOf>>;

beforeAll(async () => {
  lab = await freshCompany({ type: 'lab', name: LAB_NAME });
  company = await freshCompany({ name: 'Chooser Farms' });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
});

describe('Labs that send us results', () => {
  it('chooses a lab, trusts its feed, and keeps the choice and what is typed in the form', async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/profile`);
    await page.getByLabel(/^Primary Contact( \*)?$/).fill('Typed Before Saving');
    const table = page.getByRole('table', { name: 'Labs that send us results' });
    await table.waitFor();
    const sends = page.getByRole('checkbox', { name: `${LAB_NAME} sends us results` });
    const trusts = page.getByRole('checkbox', { name: `Publish ${LAB_NAME}'s results without review` });
    expect(await trusts.isDisabled()).toBe(true);
    await sends.check();
    await trusts.check();
    await page.getByRole('button', { name: 'Save the labs' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect((await storedItem(clientKey(company.id)))?.labFeeds).toEqual([{ company: lab.id, trusted: true }]);
    expect(await page.getByLabel(/^Primary Contact( \*)?$/).inputValue()).toBe('Typed Before Saving');
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await table.waitFor();
    expect(await sends.isChecked()).toBe(true);
    expect(await trusts.isChecked()).toBe(true);
    await context.close();
  });
});
