import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import { createMember } from '#lib/loyalty/store/members';
import { freshCompany, memberOf } from '#test/support/producers';
import { useLocalTable } from '#test/support/table';
import { setClient } from '#test/support/data/clients';

// POST members on the local runtime: the members table's pages by number, sorted and filtered on
// the server, and one company's list never showing another's.

const base = inject('baseUrl');

const enableLoyalty = (clientId: string) => setClient(clientId, { loyaltyEnabled: true });

const member = (clientId: string, i: number): LoyaltyMember => {
  const at = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000).toISOString();
  return {
    phone: `+1206555${String(1000 + i).padStart(4, '0')}`,
    clientId,
    zip: '98101',
    timeZone: 'America/Los_Angeles',
    loyaltyStatus: i % 4 === 0 ? 'pending' : 'active',
    categoryPreferences: [],
    consent: { status: 'granted', at, source: 'kiosk', wording: 'Yes', address: '203.0.113.1' },
    joinedAt: at,
    updatedAt: at,
  };
};

let company: { id: string };
let staff: Awaited<ReturnType<typeof memberOf>>;
let otherStaff: Awaited<ReturnType<typeof memberOf>>;
const made: LoyaltyMember[] = [];

beforeAll(async () => {
  useLocalTable();
  company = await freshCompany({ type: 'dispensary', name: 'Listed Leaf' });
  const other = await freshCompany({ type: 'dispensary', name: 'Other Listed Leaf' });
  await Promise.all([enableLoyalty(company.id), enableLoyalty(other.id)]);
  for (let i = 0; i < 23; i++) {
    made.push(member(company.id, i));
    await createMember(made[i]!);
  }
  await createMember(member(other.id, 99));
  staff = await memberOf(base, { dispensaryUser: true, clientAssignment: company.id });
  otherStaff = await memberOf(base, { dispensaryUser: true, clientAssignment: other.id });
});

const list = (paginate: Record<string, unknown>, as = staff, clientId = company.id) =>
  as.post(`/api/client/${clientId}/members`, { paginate });

describe('POST members', () => {
  it('pages newest first, ten a page, with the number of pages', async () => {
    const newest = [...made].reverse().map((m) => m.phone);
    const pages = await Promise.all([0, 1, 2, 3].map((page) => list({ page, pageSize: 10 })));
    expect(pages.map((p) => p.body.pages)).toEqual([3, 3, 3, 3]);
    expect(pages[0]!.body.idList).toEqual(newest.slice(0, 10));
    expect(pages[1]!.body.idList).toEqual(newest.slice(10, 20));
    expect(pages[2]!.body.idList).toEqual(newest.slice(20));
    expect(pages[3]!.body).toEqual({ error: false, users: [], pages: 3, total: 23, idList: [] });
    expect(pages[0]!.body.users[0]).toEqual({
      phone: made[22]!.phone,
      zip: '98101',
      loyaltyStatus: 'active',
      categoryPreferences: [],
      consentStatus: 'granted',
      joinedAt: made[22]!.joinedAt,
    });
  });

  it('sorts oldest first and filters by status and phone digits on the server', async () => {
    const oldest = await list({ page: 0, pageSize: 5, sorted: [{ id: 'joinedAt', desc: false }] });
    expect(oldest.body.idList).toEqual(made.slice(0, 5).map((m) => m.phone));
    const pending = made.filter((m) => m.loyaltyStatus === 'pending');
    const p = await list({ page: 1, pageSize: 2, filtered: [{ id: 'loyaltyStatus', value: 'pending' }] });
    expect(p.body.pages).toBe(Math.ceil(pending.length / 2));
    expect(p.body.idList).toEqual(
      [...pending]
        .reverse()
        .slice(2, 4)
        .map((m) => m.phone),
    );
    const digits = await list({ page: 0, pageSize: 10, filtered: [{ id: 'phone', value: '5551012' }] });
    expect(digits.body.idList).toEqual([made[12]!.phone]);
  });

  it('refuses bad paging, and another company', async () => {
    expect((await list({ page: -1, pageSize: 10 })).status).toBe(400);
    expect((await list({ page: 0, pageSize: 1000 })).status).toBe(400);
    expect((await list({ page: 0, pageSize: 10 }, otherStaff)).status).toBe(403);
    const theirs = await list(
      { page: 0, pageSize: 10 },
      otherStaff,
      (await otherStaff.get('/api/authentication/validateUser')).body.user.clientAssignment,
    );
    expect(theirs.body.idList).toEqual(['+12065551099']);
  });
});
