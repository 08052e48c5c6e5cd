import { describe, expect, inject, it } from 'vitest';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import { freshCompany, memberOf } from '#test/support/producers';
import { setClient } from '#test/support/data/clients';
import { addMember } from '#test/support/data/loyalty';

// The charts' counts on the local runtime: members written and a check-in made through the call
// are counted per day by the stream worker, and the activity call answers every day of its window
// with the members at the end of each.

const base = inject('baseUrl');
const DAY = 86_400_000;

const national = () =>
  `206${320 + Math.floor(Math.random() * 80)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

interface Activity {
  days: { day: string; joins: number; members: number; checkIns: number }[];
  members: number;
}

describe('loyalty activity', () => {
  it('counts joins and check-ins per day and answers members over time', async () => {
    const client = (await freshCompany({ type: 'dispensary', name: 'Chart Leaf' })).id;
    // a Washington store: its days are Pacific, whatever its members' zones
    await setClient(client, { loyaltyEnabled: true, state: 'WA' });
    const staff = await memberOf(base, { dispensaryUser: true, clientAssignment: client });
    const phones: string[] = [];
    // two joined today, one ten days ago
    for (const ago of [0, 0, 10]) {
      const phone = national();
      phones.push(phone);
      const at = new Date(Date.now() - ago * DAY).toISOString();
      const m: LoyaltyMember = {
        phone: `+1${phone}`,
        clientId: client,
        zip: '98101',
        timeZone: 'UTC',
        loyaltyStatus: 'active',
        categoryPreferences: [],
        consent: { status: 'granted', at, source: 'kiosk', wording: 'Yes, text me.', address: '203.0.113.7' },
        joinedAt: at,
        updatedAt: at,
      };
      await addMember(m);
    }
    expect((await staff.post(`/api/client/${client}/user/checkin/phone/${phones[0]}`, {})).status).toBe(200);

    const read = async () => {
      const r = await staff.get(`/api/client/${client}/loyalty/activity?days=30&timeZone=America/Los_Angeles`);
      expect(r.status).toBe(200);
      return r.body as Activity;
    };
    await expect
      .poll(
        async () => {
          const a = await read();
          return [a.members, a.days.at(-1)?.checkIns];
        },
        { interval: 250 },
      )
      .toEqual([3, 1]);
    const a = await read();
    expect(a.days).toHaveLength(30);
    const today = a.days.at(-1)!;
    expect(today).toMatchObject({ joins: 2, members: 3, checkIns: 1 });
    const tenAgo = a.days.at(-11)!;
    expect(tenAgo).toMatchObject({ joins: 1, members: 1 });
    expect(a.days.at(-12)).toMatchObject({ members: 0 });
    expect(a.days.reduce((s, d) => s + d.joins, 0)).toBe(3);

    const bad = await staff.get(`/api/client/${client}/loyalty/activity?timeZone=Mars/Olympus`);
    expect(bad.status).toBe(400);
  });
});
