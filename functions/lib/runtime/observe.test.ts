import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import type { Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { RouteDef } from '#shared/routes';
import { httpRoute, type Event } from '#lib/runtime/http';
import { observed } from '#lib/base/observability/observe';

const route = {
  method: 'GET',
  path: '/api/test/observed',
  handler: 'test/observed',
  access: 'public',
  params: z.object({}),
  query: z.object({ fail: z.optional(z.literal('fault')) }),
  body: z.optional(z.unknown()),
  response: z.object({ ok: z.boolean() }),
  needs: {},
} satisfies RouteDef;

const handler = httpRoute(route, async ({ query }) => {
  if (query.fail === 'fault') throw new Error('boom');
  return { ok: true };
});

const context = {
  awsRequestId: 'r1',
  functionName: 'test',
  getRemainingTimeInMillis: () => 1000,
} as unknown as Context;
const event = (query: Record<string, string> = {}) =>
  ({
    version: '2.0',
    routeKey: 'GET /api/test/observed',
    rawPath: '/api/test/observed',
    rawQueryString: '',
    headers: {},
    queryStringParameters: query,
    isBase64Encoded: false,
    requestContext: { requestId: 'req-1', http: { method: 'GET' } },
  }) as unknown as Event;

/** The EMF lines written to stdout while `run` runs. */
async function emfLines(run: () => Promise<unknown>) {
  const lines: Record<string, unknown>[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    const text = String(chunk);
    if (text.includes('"_aws"')) lines.push(JSON.parse(text));
    return true;
  });
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

describe('metrics (embedded metric format)', () => {
  beforeAll(() => void (process.env.POWERTOOLS_METRICS_DISABLED = 'false'));
  afterAll(() => void (process.env.POWERTOOLS_METRICS_DISABLED = 'true'));

  it('writes one EMF line per invocation: count, latency and faults by route, and a cold start only on the first', async () => {
    const [first, second] = [
      await emfLines(() => handler(event(), context)),
      await emfLines(() => handler(event(), context)),
    ];
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    const line = first[0]! as {
      _aws: {
        Timestamp: number;
        CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
      };
    } & Record<string, unknown>;
    expect(line._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'Cannastamp',
        Dimensions: [['service', 'route']],
        Metrics: [
          { Name: 'Invocations', Unit: 'Count' },
          { Name: 'Latency', Unit: 'Milliseconds' },
          { Name: 'Faults', Unit: 'Count' },
          { Name: 'ColdStart', Unit: 'Count' },
        ],
      },
    ]);
    expect(line).toMatchObject({
      service: 'cannastamp',
      route: 'test/observed',
      Invocations: 1,
      Faults: 0,
      ColdStart: 1,
    });
    expect(line.Latency).toBeGreaterThanOrEqual(0);
    expect(second[0]).not.toHaveProperty('ColdStart');
  });

  it('counts a 5xx answer as a fault and a refusal as none', async () => {
    const [fault] = await emfLines(async () =>
      expect((await handler(event({ fail: 'fault' }), context)).statusCode).toBe(500),
    );
    const [refused] = await emfLines(async () =>
      expect((await handler(event({ fail: 'nope' }), context)).statusCode).toBe(400),
    );
    expect(fault).toMatchObject({ route: 'test/observed', Faults: 1 });
    expect(refused).toMatchObject({ route: 'test/observed', Faults: 0 });
  });

  it("counts a batch consumer's failed records, and a thrown error as a fault", async () => {
    const worker = observed('jobs/probe', async (e: { fail: boolean }) => {
      if (e.fail) throw new Error('down');
      return { batchItemFailures: [{ itemIdentifier: '1' }, { itemIdentifier: '2' }] };
    });
    const [ok] = await emfLines(() => worker({ fail: false }, context));
    const [thrown] = await emfLines(() => expect(worker({ fail: true }, context)).rejects.toThrow('down'));
    expect(ok).toMatchObject({ route: 'jobs/probe', FailedRecords: 2, Faults: 0 });
    expect(thrown).toMatchObject({ route: 'jobs/probe', Faults: 1 });
  });

  it('stays quiet where POWERTOOLS_METRICS_DISABLED is set (the local runtime, the tests)', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    try {
      expect(await emfLines(() => handler(event(), context))).toEqual([]);
    } finally {
      process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    }
  });
});

describe('trace annotations', () => {
  let daemon: Socket;
  const received: string[] = [];
  const ROOT = '1-5759e988-bd862e3fe1be46a994272793';

  beforeAll(async () => {
    daemon = createSocket('udp4');
    daemon.on('message', (m) => received.push(m.toString()));
    await new Promise<void>((r) => daemon.bind(0, '127.0.0.1', () => r()));
    process.env.AWS_XRAY_DAEMON_ADDRESS = `127.0.0.1:${(daemon.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    delete process.env._X_AMZN_TRACE_ID;
    received.length = 0;
  });
  afterAll(() => {
    delete process.env.AWS_XRAY_DAEMON_ADDRESS;
    daemon.close();
  });

  it('sends the sampled invocation one subsegment with the route, cold start and status as annotations', async () => {
    process.env._X_AMZN_TRACE_ID = `Root=${ROOT};Parent=557abcec3ee5a047;Sampled=1`;
    await handler(event({ fail: 'fault' }), context);
    await expect.poll(() => received.length).toBe(1);
    const [header, body] = received[0]!.split('\n');
    expect(JSON.parse(header!)).toEqual({ format: 'json', version: 1 });
    const doc = JSON.parse(body!);
    expect(doc).toMatchObject({
      type: 'subsegment',
      name: '## test/observed',
      trace_id: ROOT,
      parent_id: '557abcec3ee5a047',
      fault: true,
      annotations: { route: 'test/observed', coldStart: false, status: 500 },
    });
    expect(doc.id).toMatch(/^[0-9a-f]{16}$/);
    expect(doc.end_time).toBeGreaterThanOrEqual(doc.start_time);
  });

  it('sends nothing for an unsampled request or where there is no trace (the local runtime)', async () => {
    process.env._X_AMZN_TRACE_ID = `Root=${ROOT};Parent=557abcec3ee5a047;Sampled=0`;
    await handler(event(), context);
    delete process.env._X_AMZN_TRACE_ID;
    await handler(event(), context);
    // a sampled request after them is the only one to arrive
    process.env._X_AMZN_TRACE_ID = `Root=${ROOT};Parent=0000000000000001;Sampled=1`;
    await handler(event(), context);
    await expect.poll(() => received.length).toBe(1);
    expect(JSON.parse(received[0]!.split('\n')[1]!).parent_id).toBe('0000000000000001');
  });
});
