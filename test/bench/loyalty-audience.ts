import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import { memberItem } from '#lib/loyalty/store/members';
import { addToDay } from '#lib/loyalty/store/activity';
import { addDays, dayIn } from '#shared/points-offers';
import { weekStart } from '#shared/loyalty-periods';
import { clientKey } from '#lib/clients/keys';
import { freshCompany, memberOf } from '#test/support/producers';
import { TABLE, tableClient, useLocalTable } from '#test/support/table';

// The count shown before a loyalty text goes, for a store of 50,000 members on a running local
// platform (docs/client-loyalty-audiences.md): the members written straight to the table in
// batches (varied categories, ZIPs, join dates, last visits, balances and statuses), with the
// runtime's stream consumers off (STREAM_WORKERS=off) so 50,000 inserts are not each counted and
// copied while the bench waits, then the audience call timed for a segment of every criterion and
// for all members. The fan-out walks the same Query. Then the analytics page's read of a year of
// that store's activity (docs/client-loyalty-analytics.md): a year of day counts written as the
// stream worker keeps them, and the figures call timed per week and per month.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Runtime = { url: string; stop: () => Promise<void> };

const MEMBERS = Number(process.env.LOYALTY_AUDIENCE_MEMBERS ?? 50_000);
/** Calls timed per measure: a count walks every member on DynamoDB Local, seconds each on this machine. */
const CALLS = Number(process.env.LOYALTY_AUDIENCE_CALLS ?? 10);
/** The figures read a year of days: quick, so more calls. */
const FIGURES_CALLS = 30;
const DAY = 86_400_000;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

export async function loyaltyAudienceTimes(
  row: Row,
  startRuntime: (port: number, dir: string, env?: Record<string, string>) => Promise<Runtime>,
  port: number,
  dir: string,
) {
  // DynamoDB Local pages a 50,000-member Query far slower than DynamoDB: a page may take longer
  // than the runtime's 10 s request timeout on a loaded machine
  const rt = await startRuntime(port, dir, { STREAM_WORKERS: 'off', DYNAMODB_REQUEST_TIMEOUT_MS: '60000' });
  const table = tableClient(port + 10);
  useLocalTable({}, port + 10);
  try {
    const { id } = await freshCompany({ type: 'dispensary', name: 'Bench Audience', brands: [] });
    await table.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: clientKey(id),
        UpdateExpression: 'SET loyaltyEnabled = :y, #state = :wa',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':y': true, ':wa': 'WA' },
      }),
    );
    const zips = ['98101', '98122', '98052', '99201', '98402', '97201'];
    const categories = ['Deals', 'New Arrivals', 'Education'];
    const now = Date.now();
    const members: LoyaltyMember[] = Array.from({ length: MEMBERS }, (_, i) => {
      const at = new Date(now - ((i % 720) * DAY) / 2).toISOString();
      return {
        phone: `+1206${String(2_000_000 + i).padStart(7, '0')}`,
        clientId: id,
        zip: zips[i % zips.length]!,
        timeZone: 'America/Los_Angeles',
        loyaltyStatus: i % 17 === 3 ? 'pending' : i % 23 === 5 ? 'optedOut' : 'active',
        categoryPreferences: categories.filter((_, k) => (i >> k) % 2 === 0),
        consent: {
          status: i % 23 === 5 ? 'revoked' : 'granted',
          at,
          source: 'kiosk',
          wording: 'Text me offers',
          address: '127.0.0.1',
        },
        joinedAt: at,
        updatedAt: at,
        ...(i % 5 !== 0 && { lastVisitAt: new Date(now - (i % 120) * DAY).toISOString() }),
        pointsBalance: (i % 40) * 50,
      };
    });
    const writeStart = performance.now();
    const chunks: LoyaltyMember[][] = [];
    for (let i = 0; i < members.length; i += 25) chunks.push(members.slice(i, i + 25));
    const writeOne = async (chunk: LoyaltyMember[]) => {
      let items: Record<string, unknown>[] = chunk.map((m) => ({ PutRequest: { Item: memberItem(m) } }));
      while (items.length) {
        const r = await table.send(new BatchWriteCommand({ RequestItems: { [TABLE]: items as never } }));
        items = (r.UnprocessedItems?.[TABLE] ?? []) as Record<string, unknown>[];
      }
    };
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let c = chunks.shift(); c; c = chunks.shift()) await writeOne(c);
      }),
    );
    console.log(
      `loyalty-audience: ${MEMBERS} members written in ${((performance.now() - writeStart) / 1000).toFixed(1)} s`,
    );

    const user = await memberOf(rt.url, { dispensaryUser: true, clientAssignment: id });
    // a year of the store's days, as the stream worker keeps them: a busy store's counts
    const zone = 'America/Los_Angeles';
    const today = dayIn(zone, new Date());
    const first = addDays(today, -365);
    for (let i = 0; i <= 365; i++) {
      const day = addDays(first, i);
      await addToDay(id, day, {
        joins: 40 + (i % 30),
        checkIns: 700 + ((i * 37) % 400),
        repeatVisits: 500 + ((i * 31) % 300),
        optedOut: i % 4,
        pointsIssued: 35_000 + ((i * 53) % 9_000),
        pointsRedeemed: 12_000 + ((i * 29) % 6_000),
        textsSent: i % 7 === 2 ? 12_000 : 0,
        textsDelivered: i % 7 === 2 ? 11_700 : 0,
        textsFailed: i % 7 === 2 ? 300 : 0,
        memberOrders: 90 + (i % 40),
        ...(weekStart(day) === day && { weekActive: 3_200 }),
        ...(day.endsWith('-01') && { monthActive: 9_800 }),
      });
    }
    for (const period of ['week', 'month'] as const) {
      const path = `/api/client/${id}/loyalty/figures?period=${period}&from=${first}&to=${today}`;
      await user.get(path); // warm the route's function once
      const times: number[] = [];
      let rows = 0;
      for (let k = 0; k < FIGURES_CALLS; k++) {
        const t = performance.now();
        const r = await user.get(path);
        times.push(performance.now() - t);
        if (r.status !== 200) throw new Error(`figures: ${r.status} ${JSON.stringify(r.body)}`);
        rows = (r.body as { rows: unknown[] }).rows.length;
      }
      row(
        `loyalty figures, a year of a ${MEMBERS.toLocaleString('en-US')}-member store, per ${period} (p50 / p99 of ${FIGURES_CALLS})`,
        `${quantile(times, 0.5).toFixed(0)} / ${quantile(times, 0.99).toFixed(0)} ms (${rows} rows)`,
        'report',
        true,
      );
    }

    const segment = {
      categories: ['Deals'],
      visit: { kind: 'within', days: 30 },
      points: { min: 500 },
      zips: ['98101', '98122'],
    };
    const time = async (body: unknown, calls = CALLS) => {
      const times: number[] = [];
      let answer: Record<string, unknown> = {};
      for (let k = 0; k < calls; k++) {
        const t = performance.now();
        const r = await user.post(`/api/client/${id}/loyalty/audience`, body);
        times.push(performance.now() - t);
        if (r.status !== 200)
          throw new Error(
            `${r.status} ${JSON.stringify(r.body)} after ${((performance.now() - t) / 1000).toFixed(1)} s`,
          );
        answer = r.body as Record<string, unknown>;
      }
      return { times, answer };
    };
    for (const [label, body] of [
      ['a segment of every criterion', { segment }],
      ['all members', {}],
    ] as const) {
      // the first call warms the route's function; a count that fails is reported, not thrown
      const measured = await time(body, 1)
        .then(() => time(body))
        .catch((e: unknown) => e as Error);
      if (measured instanceof Error) {
        row(
          `audience count, ${MEMBERS.toLocaleString('en-US')} members, ${label}`,
          `failed: ${measured.message}`,
          'report',
          false,
        );
        continue;
      }
      const { times, answer } = measured;
      row(
        `audience count, ${MEMBERS.toLocaleString('en-US')} members, ${label} (p50 / p99 of ${CALLS})`,
        `${quantile(times, 0.5).toFixed(0)} / ${quantile(times, 0.99).toFixed(0)} ms (${String(answer.members)} in it, ${String(answer.recipients)} texted)`,
        'report',
        true,
      );
    }
  } finally {
    await rt.stop();
  }
}
