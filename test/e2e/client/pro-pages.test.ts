import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';
import { storedItems } from '#test/support/table';
import { clientPartition, proRequestKey } from '#lib/clients/keys';

// Get More with Pro at loyalty/analytics: the COA concierge's prices, and a plan's button recording
// the company's request (no payment), kept across a reload; axe and the phone and desktop layouts.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

let company: { id: string };
let member: Member;
beforeAll(async () => {
  company = await freshCompany({ name: 'Upsell Farms' });
  member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
});

describe('Get More with Pro at loyalty/analytics', () => {
  it('prices the COA concierge and records a request for a plan', async () => {
    const { context, page } = await signedIn(member);
    await page.goto(`${base}/client/${company.id}/loyalty/analytics`);
    const title = page.getByRole('heading', { name: 'Get More with Pro', level: 1 });
    await title.waitFor();
    const text = (await page.locator('main').textContent())!;
    for (const point of [
      '$200/mo',
      'Up to 25 COAs',
      '$30/month',
      '$50/month',
      'Up to 50 COAs a month',
      'Tiers from 50 to 250 COAs a month',
      'Extra COAs beyond your plan are $2 each.',
      'No payment is taken on this site',
    ])
      expect(text, point).toContain(point);
    expect(text).not.toContain('$400');
    expect(await seriousViolations(page)).toEqual([]);

    const plan = page.getByRole('region', { name: 'COA Standard' });
    await plan.getByRole('button', { name: 'Ask for COA Standard' }).click();
    await plan.getByRole('status').filter({ hasText: 'We have your request for COA concierge Standard' }).waitFor();
    const items = await storedItems(clientPartition(company.id), proRequestKey(company.id, '').sk);
    expect(items.map((i) => i.plan)).toEqual(['coaStandard']);
    await page.reload();
    await page
      .getByRole('region', { name: 'COA Standard' })
      .getByRole('button', { name: 'Ask again for COA Standard' })
      .waitFor();
    expect(await tooWide(page, () => title.waitFor())).toEqual([]);
    await context.close();
  });
});
