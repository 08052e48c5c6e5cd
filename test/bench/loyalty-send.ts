import { randomBytes } from 'node:crypto';
import { GetQueueUrlCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { BatchWriteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LoyaltyMember } from '#shared/schemas/loyalty-member';
import { writeMessagingSecret } from '#lib/aws/secrets';
import { memberItem } from '#lib/loyalty/store/members';
import { MEMBERS_PER_BATCH } from '#lib/loyalty/fan-out';
import { freshCompany, memberOf } from '#test/support/producers';
import { TABLE, tableClient, useLocalTable } from '#test/support/table';
import { clientKey } from '#lib/clients/keys';
import { messageKey } from '#lib/loyalty/keys';

// One loyalty message to 10,000 members on a running local platform, through the Twilio stand-in
// answering 5 % 500s and 1 % 429s, with 10 % of the queue's batches delivered a second time (sent
// again by the bench beside the fan-out's own: the worker claims members, not message ids, so a
// second copy is what a redelivery is to it). Among the members, 2 % opted out (sent to the worker
// in the extra copies, as a STOP landing after the fan-out would be) and 3 % in a zone where it is
// night. Measured: time from the create call to every daytime member texted, sends per second,
// duplicates, and texts to opted-out members or inside quiet hours.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Runtime = { url: string; stop: () => Promise<void> };

const MEMBERS = 10_000;
const RUNS = Number(process.env.LOYALTY_SEND_RUNS ?? 1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A fixed-offset zone where the local hour is `hour` now. */
const zoneAt = (hour: number) => {
  const offset = ((hour - new Date().getUTCHours() + 36) % 24) - 12;
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
};

export async function loyaltySendTimes(
  row: Row,
  startRuntime: (port: number, dir: string) => Promise<Runtime>,
  port: number,
  dir: string,
) {
  const rt = await startRuntime(port, dir);
  const table = tableClient(port + 10);
  // the builders (freshCompany, memberOf) write through the domains' stores, on this bench's table
  useLocalTable({}, port + 10);
  const twilio = `http://127.0.0.1:${port + 7}`;
  Object.assign(process.env, {
    SECRETS_MANAGER_ENDPOINT: `http://127.0.0.1:${port + 8}`,
    AWS_REGION: 'us-west-2',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  const sqs = new SQSClient({
    endpoint: `http://127.0.0.1:${port + 13}`,
    region: 'us-west-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const control = (path: string, body?: unknown) =>
    fetch(`${twilio}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    }).then((r) => r.json() as Promise<{ messages: { accountSid: string; to: string }[] }>);
  try {
    const queue = (await sqs.send(new GetQueueUrlCommand({ QueueName: 'loyalty-sends' }))).QueueUrl!;
    const times: number[] = [];
    const figures: string[] = [];
    let duplicates = 0;
    let forbidden = 0;
    let texted = 0;
    for (let run = 0; run < RUNS; run++) {
      const { id } = await freshCompany({ type: 'dispensary', name: `Bench Loyalty ${run}`, brands: [] });
      await table.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: clientKey(id),
          UpdateExpression: 'SET loyaltyEnabled = :y',
          ExpressionAttributeValues: { ':y': true },
        }),
      );
      const accountId = `AC${randomBytes(16).toString('hex')}`;
      await writeMessagingSecret(id, {
        accountId,
        authToken: randomBytes(16).toString('hex'),
        phoneNumber: '+12065550100',
      });
      const now = new Date().toISOString();
      const day = zoneAt(14);
      const night = zoneAt(2);
      const members: LoyaltyMember[] = Array.from({ length: MEMBERS }, (_, i) => ({
        phone: `+1${String(2_000_000_000 + run * 100_000 + i)}`,
        clientId: id,
        zip: '98101',
        timeZone: i % 100 < 3 ? night : day,
        loyaltyStatus: i % 100 >= 3 && i % 100 < 5 ? 'optedOut' : 'active',
        categoryPreferences: [],
        consent: {
          status: i % 100 >= 3 && i % 100 < 5 ? 'revoked' : 'granted',
          at: now,
          source: 'kiosk',
          wording: 'Text me offers',
          address: '127.0.0.1',
        },
        joinedAt: new Date(Date.now() - MEMBERS + i).toISOString(),
        updatedAt: now,
      }));
      for (let i = 0; i < members.length; i += 25)
        await table.send(
          new BatchWriteCommand({
            RequestItems: { [TABLE]: members.slice(i, i + 25).map((m) => ({ PutRequest: { Item: memberItem(m) } })) },
          }),
        );
      const daytime = members.filter((m) => m.loyaltyStatus === 'active' && m.timeZone === day);
      const barred = new Set(
        members.filter((m) => m.loyaltyStatus !== 'active' || m.timeZone === night).map((m) => m.phone),
      );
      const user = await memberOf(rt.url, { dispensaryUser: true, clientAssignment: id });
      await control('/__standin/config', { throttleRate: 0.01, errorRate: 0.05, callbackDelayMs: 1000 });
      const t = performance.now();
      const r = await user.post(`/api/client/${id}/message`, { messageBody: 'Bench: half off pre-rolls' });
      if (r.status !== 200) throw new Error(`message: ${r.status} ${JSON.stringify(r.body)}`);
      const messageId = r.body.message._id as string;
      // the extra deliveries: one in ten batches again, opted-out members in them
      const batches: string[][] = [];
      for (let i = 0; i < members.length; i += MEMBERS_PER_BATCH)
        batches.push(members.slice(i, i + MEMBERS_PER_BATCH).map((m) => m.phone));
      for (const [i, phones] of batches.entries())
        if (i % 10 === 0)
          await sqs.send(
            new SendMessageCommand({
              QueueUrl: queue,
              MessageBody: JSON.stringify({ kind: 'members', clientId: id, messageId, phones }),
            }),
          );
      let sent = 0;
      for (;;) {
        const item = (
          await table.send(
            new GetCommand({
              TableName: TABLE,
              Key: messageKey(id, messageId),
              ConsistentRead: true,
            }),
          )
        ).Item;
        sent = Number(item?.sentCount ?? 0);
        if (sent >= daytime.length || performance.now() - t > 20 * 60_000) break;
        await new Promise((res) => setTimeout(res, 1000));
      }
      const ms = performance.now() - t;
      texted = daytime.length;
      await control('/__standin/config', { throttleRate: 0, errorRate: 0 });
      times.push(ms);
      const texts = (await control('/__standin/messages')).messages.filter((m) => m.accountSid === accountId);
      const perPhone = new Map<string, number>();
      for (const m of texts) perPhone.set(m.to, (perPhone.get(m.to) ?? 0) + 1);
      duplicates += [...perPhone.values()].reduce((n, c) => n + (c - 1), 0);
      forbidden += texts.filter((m) => barred.has(m.to)).length;
      figures.push(`${(ms / 1000).toFixed(1)} s, ${sent} of ${daytime.length} sent`);
    }
    const t = median(times);
    row(
      `loyalty message to ${MEMBERS.toLocaleString('en-US')} members, 5 % 500s, 1 % 429s, 10 % batches redelivered (create call to all sent)`,
      `${(t / 1000).toFixed(1)} s (runs: ${figures.join('; ')})`,
      'reported',
      true,
    );
    row(
      'loyalty sends per second (daytime members ÷ that time)',
      `${(texted / (t / 1000)).toFixed(0)} /s`,
      'reported',
      true,
    );
    row('loyalty duplicate texts', String(duplicates), '0', duplicates === 0);
    row('loyalty texts to opted-out members or inside quiet hours', String(forbidden), '0', forbidden === 0);
  } finally {
    await rt.stop();
  }
}
