import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { newId } from '#lib/base/ids';
import { manifests } from '../../infra/manifests.ts';
import { environmentOf, type Deployment } from '../../infra/needs.ts';
import { BUCKETS } from '../../infra/table.ts';
import { TABLE, tableClient } from '#test/support/table';
import { userPartition } from '#lib/users/keys';

// The users CSV (getUserCsv) on a running local platform at 20,000 and then 100,000 users: the
// users are written straight into the table as sign-up writes them, then the handler runs three
// times at each size, each in a fresh process with the environment its manifest gives it (as a
// Lambda instance would), as the demo admin. Time and peak memory are the medians of the runs; a
// streamed export holds the same memory at both sizes.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Start = (port: number, dataDir: string) => Promise<{ url: string; stop: () => Promise<void> }>;

const RUNS = 3;
const SIZES = [20_000, 100_000];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** `count` users, written 25 a batch with 8 batches in flight; each in the gsi3 `USERS` partition the export reads. */
async function writeUsers(table: ReturnType<typeof tableClient>, from: number, count: number) {
  const at = new Date().toISOString();
  const item = (i: number) => {
    const _id = newId();
    return {
      pk: userPartition(_id),
      sk: '#META',
      entity: 'user',
      _id,
      email: `bench-user-${i}@bench.cannastamp.test`,
      firstName: `Bench${i}`,
      lastName: i % 7 === 0 ? '=HYPERLINK("x")' : `User ${i}`,
      phone: String(5_550_000_000 + i),
      sub: `bench-sub-${i}`,
      adminUser: false,
      processorUser: i % 11 === 0,
      dispensaryUser: false,
      serviceDataEntry: false,
      serviceReview: false,
      disabled: false,
      passwordExpired: false,
      createdAt: at,
      updatedAt: at,
      gsi1pk: `SUB#bench-sub-${i}`,
      gsi1sk: '#META',
      gsi3pk: 'USERS',
      gsi3sk: `${at}#${_id}`,
    };
  };
  let next = from;
  const end = from + count;
  const worker = async () => {
    while (next < end) {
      const start = next;
      next = Math.min(end, next + 25);
      const batch = Array.from({ length: next - start }, (_, k) => ({ PutRequest: { Item: item(start + k) } }));
      let unprocessed: typeof batch | undefined = batch;
      while (unprocessed?.length) {
        const r = await table.send(new BatchWriteCommand({ RequestItems: { [TABLE]: unprocessed } }));
        unprocessed = r.UnprocessedItems?.[TABLE] as typeof batch | undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** A function's environment, as the local runtime gives it (infra/local/platform.ts), for a process of its own. */
export function environment(port: number, dataDir: string, url: string, handler: string) {
  const pool = JSON.parse(readFileSync(join(dataDir, 'cognito', 'pool.json'), 'utf8')) as {
    userPoolId: string;
    clientId: string;
    issuer: string;
  };
  const region = 'us-west-2';
  const deployment: Deployment = {
    base: { AWS_REGION: region, LOG_LEVEL: 'WARN' },
    table: { name: TABLE, arn: '' },
    media: { name: BUCKETS.media, arn: '' },
    userPool: { id: pool.userPoolId, arn: '', clientId: pool.clientId, issuer: pool.issuer },
    siteOrigins: url,
    siteUrl: url,
    certifiedLabWord: '',
    queue: (name) => {
      throw new Error(`${handler} sends to no queue (${name})`);
    },
    mail: { from: '', identityArn: '' },
    apiSecretsKey: { id: '', arn: '' },
    secretsArnPrefix: '',
    local: {
      dynamodbEndpoint: `http://127.0.0.1:${port + 10}`,
      dynamodbRequestTimeoutMs: '10000',
      s3Endpoint: `http://127.0.0.1:${port + 11}`,
      cognitoEndpoint: `http://127.0.0.1:${port + 12}`,
    },
  };
  return environmentOf(manifests().get(handler)!, deployment);
}

/** What one invocation (one-invocation.ts) reports. */
export type Invocation = {
  status: number;
  body: string;
  ms: number;
  rssPeak: number;
  rssBefore: number;
  heapPeak: number;
  heapBefore: number;
};

/** The environment of one invocation of `handler` as the demo admin, POSTing `path` with `body`. */
export async function invocationEnv(
  url: string,
  port: number,
  dataDir: string,
  handler: string,
  path: string,
  { body, params }: { body?: unknown; params?: Record<string, string> } = {},
) {
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const signin = await fetch(`${url}/api/authentication/signin`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    PATH: process.env.PATH!,
    ...environment(port, dataDir, url, handler),
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    POWERTOOLS_METRICS_DISABLED: 'true',
    BENCH_COOKIE: cookie,
    BENCH_ORIGIN: url,
    BENCH_HANDLER: handler,
    BENCH_PATH: path,
    ...(body !== undefined && { BENCH_BODY: JSON.stringify(body) }),
    ...(params && { BENCH_PARAMS: JSON.stringify(params) }),
  };
}

/** One invocation in a process of its own, as a Lambda instance runs it. */
export function oneInvocation(env: Record<string, string>): Invocation {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', join(import.meta.dirname, 'one-invocation.ts')],
    {
      env,
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    },
  );
  return JSON.parse(out.trim().split('\n').pop()!) as Invocation;
}

export async function usersCsvAtScale(row: Row, start: Start, port: number, dataDir: string) {
  const rt = await start(port, dataDir);
  const table = tableClient(port + 10);
  try {
    const env = await invocationEnv(rt.url, port, dataDir, 'admin/users/get-user-csv', '/api/admin/getUserCsv');
    let written = 0;
    const peaks: number[] = [];
    for (const size of SIZES) {
      await writeUsers(table, written, size - written);
      written = size;
      const runs: Invocation[] = [];
      let lines = 0;
      for (let run = 0; run < RUNS; run++) {
        const r = oneInvocation(env);
        if (r.status !== 200) throw new Error(`getUserCsv answered ${r.status}: ${r.body}`);
        runs.push(r);
        // the file holds every user (and the demo accounts) and a header
        const link = (JSON.parse(r.body) as { link: string }).link;
        const csv = await (await fetch(link)).text();
        lines = csv.split('\r\n').filter(Boolean).length;
        if (lines < size + 1) throw new Error(`the CSV has ${lines} lines for ${size} users`);
      }
      const rss = median(runs.map((r) => r.rssPeak));
      peaks.push(rss);
      const label = `users CSV at ${size.toLocaleString('en-US')} users`;
      const ms = median(runs.map((r) => r.ms));
      row(`${label}: time (${lines - 1} rows)`, `${(ms / 1000).toFixed(1)} s`, '≤ 30 s', ms <= 30_000);
      row(
        `${label}: peak RSS of the process`,
        `${mb(rss)} (${mb(median(runs.map((r) => r.rssBefore)))} before the call)`,
        '',
        true,
      );
      row(
        `${label}: heap high-water`,
        `${mb(median(runs.map((r) => r.heapPeak)))} (${mb(median(runs.map((r) => r.heapBefore)))} before the call)`,
        '',
        true,
      );
    }
    // streamed: five times the users may not cost more than a little more memory
    const growth = peaks[1]! - peaks[0]!;
    row('users CSV: peak RSS growth from 20,000 to 100,000 users', mb(growth), '≤ 32 MB', growth <= 32 * 1024 * 1024);
  } finally {
    await rt.stop();
  }
}
