import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import { memberItem } from '#lib/loyalty/store/members';
import { clientKey } from '#lib/clients/keys';
import { freshCompany, memberOf } from '#test/support/producers';
import { TABLE, tableClient, useLocalTable } from '#test/support/table';

// The count shown before a loyalty text goes, for a store of 50,000 members on a running local
// platform (docs/client-loyalty-audiences.md): the members written straight to the table (varied
// categories, ZIPs, join dates, last visits, balances and statuses), then the audience call timed
// for a segment of every criterion and for all members. The fan-out walks the same Query.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Runtime = { url: string; stop: () => Promise<void> };

const MEMBERS = Number(process.env.LOYALTY_AUDIENCE_MEMBERS ?? 50_000);
const CALLS = 30;
const DAY = 86_400_000;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;

export async function loyaltyAudienceTimes(
  row: Row,
  startRuntime: (port: number, dir: string) => Promise<Runtime>,
  port: number,
  dir: string,
) {
  const rt = await startRuntime(port, dir);
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
    const segment = {
      categories: ['Deals'],
      visit: { kind: 'within', days: 30 },
      points: { min: 500 },
      zips: ['98101', '98122'],
    };
    const time = async (body: unknown) => {
      const times: number[] = [];
      let answer: Record<string, unknown> = {};
      for (let k = 0; k < CALLS; k++) {
        const t = performance.now();
        const r = await user.post(`/api/client/${id}/loyalty/audience`, body);
        times.push(performance.now() - t);
        if (r.status !== 200) throw new Error(`audience: ${r.status} ${JSON.stringify(r.body)}`);
        answer = r.body as Record<string, unknown>;
      }
      return { times, answer };
    };
    await time({}); // warm the route's function once
    for (const [label, body] of [
      ['a segment of every criterion', { segment }],
      ['all members', {}],
    ] as const) {
      const { times, answer } = await time(body);
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
