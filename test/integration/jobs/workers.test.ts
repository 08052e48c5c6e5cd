import { existsSync, readFileSync } from 'node:fs';
import {
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { DynamoDBStreamEvent, ScheduledEvent, SQSEvent } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { makeId } from '#infra/local/seed/demo-data';
import { putStoredItem, storedItem } from '#test/support/table';
import { onceKey } from '#lib/table/keys';
import { outboxKey } from '#lib/mail/keys';
import { otherKey, probeKey } from '#test/fixtures/keys';

// The local runtime runs queue, schedule and stream workers with Lambda's event shapes, retries and
// dead-letter queues. Probe workers (test/fixtures/workers.ts) record what they receive.

const base = inject('baseUrl');
const ports = inject('ports');
const probeFile = inject('probeFile');
const region = 'us-west-2';
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const sqs = new SQSClient({ endpoint: `http://127.0.0.1:${ports.sqs}`, region, credentials });

const probes = <E>(kind: string): E[] =>
  existsSync(probeFile)
    ? readFileSync(probeFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { kind: string; event: E })
        .filter((p) => p.kind === kind)
        .map((p) => p.event)
    : [];

/** The messages a queue holds, waiting or in flight. */
const messagesIn = async (url: string) => {
  const { Attributes: a } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: url,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  return Number(a?.ApproximateNumberOfMessages) + Number(a?.ApproximateNumberOfMessagesNotVisible);
};

const queueUrl = async (name: string) => (await sqs.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl!;

/** For expect.poll: the body of the first message a dead-letter queue receives (kept once seen). */
const deadLetter = (url: string) => {
  let dead: string | undefined;
  return async () => {
    const r = await sqs.send(new ReceiveMessageCommand({ QueueUrl: url, WaitTimeSeconds: 1 }));
    dead ??= r.Messages?.[0]?.Body;
    return dead;
  };
};

describe('workers on the local runtime', () => {
  it('delivers queue messages as an SQS event and deletes the ones that succeeded', async () => {
    const url = await queueUrl('probe');
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify({ job: 'label-1' }) }));
    await expect
      .poll(() =>
        probes<SQSEvent>('queue')
          .flatMap((e) => e.Records)
          .find((r) => r.body.includes('label-1')),
      )
      .toMatchObject({ eventSource: 'aws:sqs', eventSourceARN: expect.stringContaining(':probe'), awsRegion: region });
    // delivered once: a message the handler did not report as failed is deleted, so the queue holds
    // it neither waiting nor in flight, and it cannot come back
    await expect.poll(() => messagesIn(url)).toBe(0);
    expect(
      probes<SQSEvent>('queue')
        .flatMap((e) => e.Records)
        .filter((r) => r.body.includes('label-1')),
    ).toHaveLength(1);
  });

  it('redelivers a failed message and moves it to the dead-letter queue after maxReceiveCount', async () => {
    await sqs.send(new SendMessageCommand({ QueueUrl: await queueUrl('probe'), MessageBody: 'fail' }));
    await expect.poll(deadLetter(await queueUrl('probe-dlq')), { interval: 500 }).toBe('fail');
    const attempts = probes<SQSEvent>('queue')
      .flatMap((e) => e.Records)
      .filter((r) => r.body === 'fail');
    expect(attempts.map((r) => r.attributes.ApproximateReceiveCount)).toEqual(['1', '2']);
  });

  it('parses messages under queueWorker: a bad one reaches the dead-letter queue, a good one runs once and is marked done', async () => {
    const url = await queueUrl('probe-parsed');
    const label = `label-${Date.now()}`;
    await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify({ colour: 'no label' }) }));
    const good = await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: JSON.stringify({ label }) }));
    await expect
      .poll(deadLetter(await queueUrl('probe-parsed-dlq')), { interval: 500 })
      .toBe(JSON.stringify({ colour: 'no label' }));
    const runs = probes<{ id: string; body: { label: string } }>('parsed-queue').filter((m) => m.body.label === label);
    // with the delivery terms of its entry in the worker table: two receives, the default timeout
    expect(runs).toEqual([
      { id: good.MessageId, body: { label }, receiveCount: 1, delivery: { maxReceives: 2, leaseMs: 10_000 } },
    ]);
    // the worker's once-only claim on the message, named by the worker and the message id
    expect(await storedItem(onceKey(`probe-parsed#${good.MessageId}`))).toMatchObject({
      state: 'done',
      expiresAt: expect.any(Number),
    });
  });

  it('runs a scheduled worker on demand with the EventBridge event', async () => {
    const r = await fetch(`${base}/__local/schedules/run?handler=../test/fixtures/probe-schedule`, { method: 'POST' });
    expect(r.status).toBe(200);
    const [event] = probes<ScheduledEvent>('schedule');
    expect(event).toMatchObject({ 'detail-type': 'Scheduled Event', source: 'aws.events', detail: {} });
    expect((await fetch(`${base}/__local/schedules/run?handler=nothing`, { method: 'POST' })).status).toBe(404);
  });

  it('streams table changes of the entities a worker asks for, and only those', async () => {
    const id = makeId(99, Date.now() % 100000);
    await putStoredItem({ ...probeKey(id), entity: 'probe', n: 1 });
    await putStoredItem({ ...otherKey(id), entity: 'other' });
    await putStoredItem({ ...probeKey(id), entity: 'probe', n: 2 });
    const records = () =>
      probes<DynamoDBStreamEvent>('stream')
        .flatMap((e) => e.Records)
        .filter((r) => r.dynamodb?.Keys?.pk?.S?.endsWith(id));
    await expect.poll(() => records().length).toBe(2);
    const [insert, modify] = records();
    expect(insert).toMatchObject({
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      dynamodb: { NewImage: { n: { N: '1' } } },
    });
    expect(modify).toMatchObject({
      eventName: 'MODIFY',
      dynamodb: { OldImage: { n: { N: '1' } }, NewImage: { n: { N: '2' } } },
    });
    expect(
      probes<DynamoDBStreamEvent>('stream')
        .flatMap((e) => e.Records)
        .some((r) => r.dynamodb?.Keys?.pk?.S === otherKey(id).pk),
    ).toBe(false);
  });

  it('retries a failing stream record with a growing pause until it goes through, and then leaves it', async () => {
    const id = makeId(98, Date.now() % 100000);
    await putStoredItem({ ...probeKey(id), entity: 'probe', failTimes: 5 });
    const deliveries = () =>
      probes<DynamoDBStreamEvent>('stream')
        .flatMap((e) => e.Records)
        .filter((r) => r.dynamodb?.Keys?.pk?.S === probeKey(id).pk).length;
    // five failures, then the sixth delivery goes through; three retries used to be the end of it
    await expect.poll(deliveries, { interval: 500 }).toBe(6);
    await new Promise((r) => setTimeout(r, 3_000));
    expect(deliveries()).toBe(6);
  });

  it("sends a mail record that does not parse to the mail worker's dead-letter queue, and the next mail still goes out", async () => {
    const bad = makeId(97, Date.now() % 100000);
    const good = makeId(96, Date.now() % 100000);
    const mail = {
      channel: 'email',
      subject: 'Hello',
      text: 'hello',
      status: 'pending',
      createdAt: new Date().toISOString(),
    };
    // no address: the old worker took it for a mail and marked it sent
    await putStoredItem({ ...outboxKey(bad), entity: 'mail', _id: bad, ...mail });
    await putStoredItem({ ...outboxKey(good), entity: 'mail', _id: good, to: 'next@example.com', ...mail });
    // the worker sends it there itself, with why, rather than have the stream retry it all day
    const dead = await queueUrl('jobs-streams-send-mail-stream-dlq');
    const bodies: string[] = [];
    await expect
      .poll(
        async () => {
          const r = await sqs.send(
            new ReceiveMessageCommand({ QueueUrl: dead, WaitTimeSeconds: 1, MaxNumberOfMessages: 10 }),
          );
          bodies.push(...(r.Messages ?? []).map((m) => m.Body ?? ''));
          return bodies.find((b) => b.includes(outboxKey(bad).pk));
        },
        { interval: 500 },
      )
      .toMatch(/"reason":"NewImage: to: /);
    const status = async (id: string) => (await storedItem(outboxKey(id)))?.status;
    await expect.poll(() => status(good)).toBe('sent');
    expect(await status(bad)).toBe('pending');
  });
});
