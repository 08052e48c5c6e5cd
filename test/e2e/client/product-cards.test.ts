import { beforeAll, describe, expect, it } from 'vitest';
import * as printMessages from '#shared/messages/client/printing';
import { seriousViolations, tooWide } from '#test/support/axe';
import { base, useBrowser } from '#test/support/pages';
import { freshCompany, memberOf } from '#test/support/producers';
import { pageText } from '#test/support/qr';

// The print queue of Manage Products in a real browser: each queued product gets an MSRP input,
// starting from the product's own MSRP when it has one, refusing what is not a dollar amount to
// the cent, and the rendered card PDF states what was typed (its text, extracted from the PDF).

const { signedIn } = useBrowser();

let company: { id: string; brands: string[] };
let member: Awaited<ReturnType<typeof memberOf>>;

beforeAll(async () => {
  company = await freshCompany({ name: 'Card Farms', brands: ['Card Brand'] });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  const add = (name: string, over: Record<string, unknown> = {}) =>
    member.post(`/api/client/${company.id}/product`, {
      name,
      brand: company.brands[0],
      productCategory: 'Flower',
      productType: 'Indoor',
      ...over,
    });
  expect((await add('Priced Haze', { msrp: 18.5 })).status).toBe(200);
  expect((await add('Unpriced Kush')).status).toBe(200);
});

describe('product cards from the print queue', () => {
  it('takes an MSRP per queued product and prints it on the card', async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/manageProducts`);
    for (const name of ['Priced Haze', 'Unpriced Kush'])
      await page.getByRole('checkbox', { name: `Queue ${name} for product cards` }).check();
    const queue = page.getByRole('region', { name: 'Print queue' });
    const priced = queue.getByRole('textbox', { name: 'MSRP for Priced Haze' });
    const unpriced = queue.getByRole('textbox', { name: 'MSRP for Unpriced Kush' });
    // the product's own MSRP to start with; none where the product has none
    await expect.poll(() => priced.inputValue()).toBe('18.50');
    expect(await unpriced.inputValue()).toBe('');

    // not a dollar amount to the cent: the message, and nothing can be printed
    const print = queue.getByRole('button', { name: 'Print product cards' });
    for (const bad of ['12.345', '100000.01', 'ten']) {
      await unpriced.fill(bad);
      await queue.getByText(printMessages.msrpRange).waitFor();
      expect(await print.isDisabled()).toBe(true);
    }
    await unpriced.fill('24.99');
    expect(await queue.getByText(printMessages.msrpRange).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => queue.getByText('2 products queued', { exact: false }).waitFor())).toEqual([]);
    // the reloads of the layout check start the typed MSRP over
    await unpriced.fill('24.99');
    await priced.fill('$1,250');

    // from the keyboard
    await print.focus();
    await page.keyboard.press('Enter');
    const link = queue.getByRole('link', { name: /Open product cards \(PDF, 1 sheet\)/ });
    await link.waitFor();
    const pdf = new Uint8Array(await (await page.request.get((await link.getAttribute('href'))!)).body());
    const text = await pageText(pdf, 1);
    expect(text).toContain('MSRP $1,250.00');
    expect(text).toContain('MSRP $24.99');
    await context.close();
  });
});
