import { beforeAll, describe, expect, it } from 'vitest';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import { createMember } from '#lib/loyalty/store/members';
import { seriousViolations, tooWide } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';
import { useLocalTable } from '#test/support/table';
import { setClient } from '#test/support/data/clients';

// The loyalty page's members table in a real browser: ten a page from the server, the pager and
// the status filter by keyboard, 'User list is empty', a failed load logged with the table empty;
// axe and the phone and desktop layouts.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

const enableLoyalty = (clientId: string) => setClient(clientId, { loyaltyEnabled: true });

const member = (clientId: string, i: number): LoyaltyMember => {
  const at = new Date(Date.UTC(2026, 5, 1) + i * 86_400_000).toISOString();
  return {
    phone: `+1206555${String(2000 + i).padStart(4, '0')}`,
    clientId,
    zip: '98101',
    timeZone: 'America/Los_Angeles',
    loyaltyStatus: i === 3 ? 'pending' : 'active',
    categoryPreferences: ['Flower'],
    consent: { status: 'granted', at, source: 'kiosk', wording: 'Yes', address: '203.0.113.9' },
    joinedAt: at,
    updatedAt: at,
  };
};

let shop: { id: string };
let clerk: Member;
let empty: { id: string };
let emptyClerk: Member;
beforeAll(async () => {
  useLocalTable();
  shop = await freshCompany({ type: 'dispensary', name: 'Members Browser Shop' });
  empty = await freshCompany({ type: 'dispensary', name: 'Empty Members Shop' });
  await Promise.all([enableLoyalty(shop.id), enableLoyalty(empty.id)]);
  for (let i = 0; i < 12; i++) await createMember(member(shop.id, i));
  clerk = await memberOf(base, { dispensaryUser: true, clientAssignment: shop.id });
  emptyClerk = await memberOf(base, { dispensaryUser: true, clientAssignment: empty.id });
});

describe('the members table', () => {
  it('shows ten members a page, newest first, pages and filters by keyboard', async () => {
    const { context, page } = await signedIn(clerk);
    await page.goto(`${base}/client/${shop.id}/loyalty`);
    const table = page.getByRole('table', { name: 'Loyalty members, newest first' });
    await table.getByRole('cell', { name: '(206) 555-2011' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(10);
    const next = page.getByRole('button', { name: /next/i });
    await next.focus();
    await page.keyboard.press('Enter');
    await table.getByRole('cell', { name: '(206) 555-2000' }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(2);
    await page.getByLabel('Filter by Status').selectOption('pending');
    await table.getByRole('cell', { name: '(206) 555-2003' }).waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await tooWide(page, () => table.waitFor())).toEqual([]);
    await context.close();
  });

  it("says 'User list is empty' without members, and logs a failed load with the table empty", async () => {
    const { context, page } = await signedIn(emptyClerk);
    await page.goto(`${base}/client/${empty.id}/loyalty`);
    await page.getByText('User list is empty').waitFor();
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    await page.route('**/api/client/*/members', (r) => r.abort('failed'));
    await page.reload();
    await page.getByText('User list is empty').waitFor();
    await expect.poll(() => logged.some((l) => l.includes('loyalty members could not be loaded'))).toBe(true);
    await context.close();
  });
});
