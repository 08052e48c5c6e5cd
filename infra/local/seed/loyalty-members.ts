import * as messages from '#shared/messages/client/loyalty-members';
import { dayIn } from '#shared/points-offers';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import { timeZoneForZip } from '#shared/zip-time-zones';
import { setClientFields } from '#lib/clients/store';
import { monthStart, weekStart } from '#shared/loyalty-periods';
import { storeTimeZone } from '#shared/store-time-zone';
import { getClient } from '#lib/clients/store';
import { addToDay, countActive, type DayCount, type DayCounts } from '#lib/loyalty/store/activity';
import { inLanes } from '#lib/base/lanes';
import { createMember, recordCheckIn, setConsent } from '#lib/loyalty/store/members';
import { putSignupCategories } from '#lib/loyalty/store/signup-categories';
import { awardSource } from '#lib/loyalty/ledger';
import { noteBalance, noteVisit } from '#lib/loyalty/store/audiences';
import { balanceOf } from '#lib/loyalty/store/points';
import { newId } from '#lib/base/ids';
import { makeId } from './demo-data.ts';

// The loyalty members demo: the demo producer's company (on Pro in service.ts) runs a loyalty
// programme with three signup categories and 48 members who joined over the last six months,
// most of them active, a few still to confirm their phone and a few opted out by STOP, with
// check-ins over the last weeks; the members table, its chart and the send path have data to show.
// The demo dispensary (Pro, with the kiosk PIN, service.ts) runs one too: its own categories and a
// dozen members whose check-ins earn points by its offers (points-offers.ts), awarded here through
// the ledger because the seed writes before the stream workers run. Phones are 206-555-01xx (the
// producer's) and 206-555-02xx (the dispensary's), the ranges set aside for fiction.

const DEMO_CLIENT = makeId(1, 0);
const BUSINESS = 'Evergreen Botanicals';
const DEMO_DISPENSARY = makeId(2, 0);
const ZIPS = ['98101', '98122', '98052', '99201', '98402', '97201'];
const DAY = 86_400_000;

export async function seedLoyaltyMembersDemo(): Promise<void> {
  await seedProgramme(DEMO_CLIENT, BUSINESS, 48, '01', [
    { title: 'Flower Drops', text: 'New strains the day they land.' },
    { title: 'Edibles', text: 'Gummies, chocolates and drinks.' },
    { title: 'Events', text: 'Tastings, classes and vendor days.' },
  ]);
  await seedProgramme(
    DEMO_DISPENSARY,
    'Capitol Hill Cannabis Co.',
    12,
    '02',
    [
      { title: 'Deals', text: 'Daily deals and member prices.' },
      { title: 'New Arrivals', text: 'What just landed on our shelves.' },
      { title: 'Education', text: 'Budtender picks and how-tos.' },
    ],
    true,
  );
}

/** How many members are written at once; the counts they share are added up here and written after. */
const MEMBER_LANES = 6;

async function seedProgramme(
  client: string,
  business: string,
  count: number,
  phoneBlock: string,
  categories: { title: string; text: string }[],
  award = false,
): Promise<void> {
  await setClientFields(client, { loyaltyEnabled: true });
  await putSignupCategories(client, categories);
  const titles = categories.map((c) => c.title);
  const now = Date.now();
  const zone = storeTimeZone(((await getClient(client, true)) ?? {}) as { state?: string; zip?: string });
  const dayOf = (at: number | Date) => dayIn(zone, new Date(at));
  // the seed writes before the stream workers start, so it counts the charts' days itself, as
  // jobs/streams/count-loyalty-activity would: every member adds to days and periods all members
  // share, so the sums are kept here and each day written once, after the members
  const days = new Map<string, DayCounts>();
  const addTo = (day: string, adds: DayCounts) => {
    const sum = days.get(day) ?? {};
    for (const [k, v] of Object.entries(adds) as [DayCount, number][]) sum[k] = (sum[k] ?? 0) + v;
    days.set(day, sum);
  };
  const active = new Map<string, { phone: string; period: 'week' | 'month'; start: string }>();
  const activeIn = (phone: string, period: 'week' | 'month', start: string) =>
    active.set(`${start}#${period}#${phone}`, { phone, period, start });

  await inLanes(
    Array.from({ length: count }, (_, i) => i),
    MEMBER_LANES,
    async (i) => {
      // more joined lately than at first: a programme that is catching on
      const joined = new Date(now - Math.round(180 * DAY * (1 - Math.sqrt((i + 1) / count))) - i * 3_600_000);
      const at = joined.toISOString();
      const zip = ZIPS[i % ZIPS.length]!;
      const member: LoyaltyMember = {
        phone: `+1206555${phoneBlock}${String(i).padStart(2, '0')}`,
        clientId: client,
        zip,
        timeZone: timeZoneForZip(zip)!,
        loyaltyStatus: i % 11 === 5 ? 'pending' : 'active',
        categoryPreferences: i % 3 === 0 ? [titles[0]!, titles[2]!] : titles,
        consent: {
          status: 'granted',
          at,
          source: 'kiosk',
          wording: messages.signupConsent(business),
          address: `203.0.113.${10 + (i % 4)} (device front-counter-${1 + (i % 2)})`,
        },
        joinedAt: at,
        updatedAt: at,
      };
      if (!(await createMember(member))) return;
      addTo(dayOf(joined), { joins: 1 });
      if (i % 13 === 7) {
        const stop = new Date(Math.min(now - DAY, joined.getTime() + 20 * DAY)).toISOString();
        await setConsent(client, member.phone, {
          status: 'revoked',
          at: stop,
          source: 'keyword',
          wording: 'STOP',
          address: member.phone,
        });
        addTo(dayOf(new Date(stop)), { optedOut: 1 });
      } else if (member.loyaltyStatus === 'active') {
        const times = Array.from({ length: 1 + (i % 4) }, (_, k) => now - ((i * 7 + k * 5) % 28) * DAY - k * 3_600_000)
          .filter((when) => when > joined.getTime())
          .sort((a, b) => a - b);
        for (const [k, when] of times.entries()) {
          const checkIn = { id: newId(when), clientId: client, phone: member.phone, at: new Date(when).toISOString() };
          await recordCheckIn(checkIn);
          const awarded = award ? await awardSource({ kind: 'checkIn', checkIn }) : [];
          const points = awarded.reduce((sum, a) => sum + (typeof a === 'string' ? 0 : a.points), 0);
          const day = dayOf(when);
          addTo(day, { checkIns: 1, repeatVisits: k > 0 ? 1 : 0, pointsIssued: points });
          activeIn(member.phone, 'week', weekStart(day));
          activeIn(member.phone, 'month', monthStart(day));
        }
        // and keeps what segments read, as jobs/streams/keep-member-audience would: the last visit
        const last = times.at(-1);
        if (last !== undefined) await noteVisit(client, member.phone, new Date(last).toISOString());
        if (award) await noteBalance(client, member.phone, await balanceOf(client, member.phone));
      }
    },
  );
  // one at a time: a day with joins adds to the programme's total too
  for (const [day, adds] of days) await addToDay(client, day, adds);
  // a week's or month's marks move that period's first day: the periods side by side, each in turn
  const byStart = new Map<string, { phone: string; period: 'week' | 'month' }[]>();
  for (const a of active.values()) byStart.set(a.start, [...(byStart.get(a.start) ?? []), a]);
  await inLanes([...byStart], MEMBER_LANES, async ([start, marks]) => {
    for (const a of marks) await countActive(client, a.phone, a.period, start);
  });
}
