import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { PointsOffer } from '#shared/schemas/points-offer';
import { offerItem } from '#lib/loyalty/store/offers';
import { newId } from '#lib/base/ids';
import { demo } from '#test/support/ids';
import { TABLE, tableClient } from '#test/support/table';
import { offerKey } from '#lib/loyalty/keys';

// Offer activation lag on a running local platform: offers written as the create call writes an
// offer for later (inactive), starting a few seconds apart over more than one sweep period, and the
// sweep left to the runtime's own schedule (`rate(1 minute)`, as in the cloud). Each offer is read
// until it is active; the lag is from its start to the first read that sees it active (reads every
// 250 ms, so up to that much late). Median and worst of the offers.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Runtime = { url: string; stop: () => Promise<void> };

const OFFERS = 7;
const SPACING_MS = 13_000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function offerActivationLag(
  row: Row,
  startRuntime: (port: number, dir: string) => Promise<Runtime>,
  port: number,
  dir: string,
) {
  const rt = await startRuntime(port, dir);
  const table = tableClient(port + 10);
  try {
    const now = Date.now();
    const offers = Array.from({ length: OFFERS }, (_, i): PointsOffer => {
      const startsAt = new Date(now + 5_000 + i * SPACING_MS).toISOString();
      return {
        _id: newId(),
        client: demo.unknownId,
        basePoints: 50,
        calculationMethod: 'basePoints',
        startDate: startsAt.slice(0, 10),
        endDate: new Date(now + 2 * 86_400_000).toISOString().slice(0, 10),
        timeZone: 'UTC',
        startsAt,
        endsAt: new Date(now + 2 * 86_400_000).toISOString(),
        productSpecific: [],
        pointOfferType: 'checkIn',
        sendMessage: false,
        status: 'inactive',
        multiple: false,
        awardedPoints: 0,
        createdBy: demo.unknownId,
        createdAt: new Date(now).toISOString(),
        updatedAt: new Date(now).toISOString(),
      };
    });
    for (const o of offers) await table.send(new PutCommand({ TableName: TABLE, Item: offerItem(o) }));
    const lags = await Promise.all(
      offers.map(async (o) => {
        const deadline = Date.parse(o.startsAt) + 5 * 60_000;
        for (;;) {
          const r = await table.send(
            new GetCommand({
              TableName: TABLE,
              Key: offerKey(o.client, o._id),
              ConsistentRead: true,
            }),
          );
          if (r.Item?.status === 'active') return Date.now() - Date.parse(o.startsAt);
          if (Date.now() > deadline) throw new Error(`offer ${o._id} never started`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      }),
    );
    row(
      `offer activation lag after its start (${OFFERS} offers, sweep every minute)`,
      `median ${(median(lags) / 1000).toFixed(1)} s, worst ${(Math.max(...lags) / 1000).toFixed(1)} s`,
      '≤ 61 s',
      Math.max(...lags) <= 61_000,
    );
  } finally {
    await rt.stop();
  }
}
