import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetQueueUrlCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SHEET_TEMPLATES } from '#shared/printing/templates';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/seed.ts';
import { TABLE, tableClient } from '#test/support/table';
import { printJobKey } from '#lib/printing/keys';

// `npm run bench -- printing`: a sticker sheet per template, cold (a new instance: unpack Chromium,
// launch, first sheet) and warm (the median of seven more), each template in a process of its own;
// then the queue on the local runtime: 30 sticker jobs through fauxqs and the worker, with 10 % of
// their messages delivered twice, timed from the first post to the last sheet, and the sheets counted.

type Row = (what: string, figure: string, target: string, ok: boolean) => void;
type Runtime = { url: string; stop: () => Promise<void> };

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function sheetPerTemplate(row: Row) {
  for (const t of SHEET_TEMPLATES.filter((x) => x.supported)) {
    const tmp = mkdtempSync(join(tmpdir(), 'bench-sheet-'));
    try {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'print-sheet.ts'), t.id],
        {
          env: { ...process.env, TMPDIR: tmp },
          encoding: 'utf8',
        },
      );
      const r = JSON.parse(out.trim().split('\n').pop()!) as { unpack: number; first: number; warmMedian: number };
      row(
        `Sticker sheet ${t.id}, cold (unpack + launch + sheet)`,
        `${s(r.unpack + r.first)} (unpack ${s(r.unpack)})`,
        '',
        true,
      );
      row(`Sticker sheet ${t.id}, warm (median of 7)`, s(r.warmMedian), '≤ 1 s', r.warmMedian <= 1000);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
}

export async function printQueue(row: Row, rt: Runtime, port: number, jobs = 30) {
  const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
  const headers = { origin: rt.url, 'content-type': 'application/json' };
  const signin = await fetch(`${rt.url}/api/authentication/signin`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: producer.email, password: producer.password }),
  });
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const clientId = ((await signin.json()) as { user: { clientAssignment: string } }).user.clientAssignment;
  const get = async (path: string) => (await fetch(`${rt.url}${path}`, { headers: { ...headers, cookie } })).json();
  const lots = ((await get(`/api/client/${clientId}/keypairs/parentLots`)) as { options: { _id: string }[] }).options;
  const sqs = new SQSClient({
    endpoint: `http://127.0.0.1:${port + 13}`,
    region: 'us-west-2',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const queue = (await sqs.send(new GetQueueUrlCommand({ QueueName: 'print-jobs' }))).QueueUrl!;

  const started = performance.now();
  const ids: string[] = [];
  for (let i = 0; i < jobs; i++) {
    const r = await fetch(`${rt.url}/api/client/${clientId}/templateGenerator`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({
        printJob: { parentLot: lots[i % lots.length]!._id, count: 63, template: 'uline-circular-100' },
      }),
    });
    const id = ((await r.json()) as { printJob: { _id: string } }).printJob._id;
    ids.push(id);
    // one message in ten is delivered twice
    if (i % 10 === 0)
      await sqs.send(new SendMessageCommand({ QueueUrl: queue, MessageBody: JSON.stringify({ printJobId: id }) }));
  }
  const deadline = Date.now() + 10 * 60_000;
  const ddb = tableClient(port + 10);
  let items: Record<string, unknown>[] = [];
  while (Date.now() < deadline) {
    items = await Promise.all(
      ids.map(async (id) => (await ddb.send(new GetCommand({ TableName: TABLE, Key: printJobKey(id) }))).Item ?? {}),
    );
    if (items.every((i) => i.status === 'done' || i.status === 'failed')) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const seconds = (performance.now() - started) / 1000;
  const done = items.filter((i) => i.status === 'done').length;
  const duplicates = items.reduce((n, i) => n + Math.max(0, Number(i.renders ?? 0) - 1), 0);
  row(
    `Print queue: ${jobs} one-sheet jobs, 10 % of messages twice`,
    `${(done / seconds) * 60 > 0 ? ((done / seconds) * 60).toFixed(1) : '0'} sheets/min (${done} done in ${seconds.toFixed(1)} s)`,
    '',
    true,
  );
  row('Print queue: duplicate sheets', String(duplicates), '0', duplicates === 0 && done === jobs);
}
