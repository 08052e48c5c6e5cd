import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { lotRecord } from '#lib/lots/keys';
import { newId } from '#lib/base/ids';
import type { Lot } from '#shared/schemas/catalog';
import { freshCompany, memberOf } from '#test/support/producers';
import type { Answer } from '#test/support/session';
import { TABLE, tableClient, useLocalTable } from '#test/support/table';
import { draftKey } from '#lib/test-results/keys';

// The pipeline's checkout under contention, on a running local platform: 20 data-entry staff work
// through 200 certificates of one company at once, each checking one out, saving its form and
// sending it to review, then checking out the next, until the queue answers null. A certificate
// is given to one person only, and once in review it never comes back to entry, so any lot two
// staff were handed is a double hold. Each run has its own company; medians of the runs.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Runtime = { url: string; stop: () => Promise<void> };

const STAFF = 20;
const ITEMS = 200;
const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

/** 200 pending certificates of a fresh company, written as the COA service writes them (lot and draft). */
async function queueOf(table: ReturnType<typeof tableClient>, clientId: string) {
  const now = new Date().toISOString();
  const items = Array.from({ length: ITEMS }, () => {
    const lotId = newId();
    const testId = newId();
    const owner = { _id: clientId, name: 'Bench Farms' };
    const lot: Lot = {
      _id: lotId,
      lotType: 'parentLot',
      producer: owner,
      owner,
      testResult: testId,
      available: false,
      processingInfo: { status: 'pending' },
      createdAt: now,
      updatedAt: now,
    };
    const draft = {
      ...draftKey(testId),
      entity: 'testResultDraft',
      _id: testId,
      dataOwner: clientId,
      producer: clientId,
      lotId,
      pdfFiles: [],
      submittedBy: clientId,
      createdAt: now,
      updatedAt: now,
    };
    return [lotRecord(lot), draft];
  }).flat();
  for (let i = 0; i < items.length; i += 25)
    await table.send(
      new BatchWriteCommand({
        RequestItems: { [TABLE]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) },
      }),
    );
}

export async function checkoutContention(
  row: Row,
  startRuntime: (port: number, dir: string) => Promise<Runtime>,
  port: number,
  dir: string,
) {
  const rt = await startRuntime(port, dir);
  const table = tableClient(port + 10);
  // the builders (freshCompany, memberOf) write through the domains' stores, on this bench's table
  useLocalTable({}, port + 10);
  try {
    const labs = await table.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': 'CLIENTTYPE#lab' },
        Limit: 1,
      }),
    );
    const lab = { _id: labs.Items![0]!._id as string, name: labs.Items![0]!.name as string };
    const staff = await Promise.all(Array.from({ length: STAFF }, () => memberOf(rt.url, { serviceDataEntry: true })));
    const seconds: number[] = [];
    const doubles: number[] = [];
    const leftOver: number[] = [];
    const checkoutMs: number[] = [];
    const busy: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const company = await freshCompany({ name: `Bench Farms ${run}` });
      await queueOf(table, company.id);
      const handedTo = new Map<string, Set<string>>();
      // DynamoDB Local on the shared machine answers some calls late, which the API answers 503
      // (busy, try again): staff would press again, so the bench does, and counts them
      const retried = async (send: () => Promise<Answer>) => {
        for (;;) {
          const r = await send();
          if (r.status !== 503) return r;
          busy[run] = (busy[run] ?? 0) + 1;
          await new Promise((w) => setTimeout(w, 200));
        }
      };
      const t = performance.now();
      await Promise.all(
        staff.map(async (s) => {
          for (;;) {
            const c0 = performance.now();
            const r = await retried(() => s.post(`/api/service/data-entry/pending?clientId=${company.id}`));
            checkoutMs.push(performance.now() - c0);
            if (r.status !== 200) throw new Error(`checkout ${r.status}: ${JSON.stringify(r.body)}`);
            const item = r.body.item as { lot: { _id: string }; testResultId: string } | null;
            if (!item) return;
            handedTo.set(item.lot._id, (handedTo.get(item.lot._id) ?? new Set()).add(s.userId));
            const saved = await retried(() =>
              s.put(`/api/service/${company.id}/testResult/${item.testResultId}`, {
                testLab: lab,
                sampleTypeCategory: 'Flower',
                sampleType: 'Flower - Cured',
                strain: 'Bench Kush',
                figures: { thc: '0.8', thcA: '24.1' },
              }),
            );
            if (saved.status !== 200) throw new Error(`save ${saved.status}: ${JSON.stringify(saved.body)}`);
            const sent = await retried(() =>
              s.put(`/api/service/${company.id}/lot/${item.lot._id}`, { 'processingInfo.status': 'review' }),
            );
            if (sent.status !== 200) throw new Error(`to review ${sent.status}: ${JSON.stringify(sent.body)}`);
          }
        }),
      );
      seconds.push((performance.now() - t) / 1000);
      doubles.push([...handedTo.values()].filter((users) => users.size > 1).length);
      leftOver.push(ITEMS - handedTo.size);
    }
    row(
      `checkout: ${STAFF} staff through ${ITEMS} certificates, double holds (each run)`,
      doubles.join(', '),
      '0',
      doubles.every((d) => d === 0),
    );
    row(
      'checkout: certificates never handed out (each run)',
      leftOver.join(', '),
      '0',
      leftOver.every((d) => d === 0),
    );
    row('checkout: calls answered 503 and pressed again (each run)', busy.map((b) => b ?? 0).join(', '), '', true);
    row(
      'checkout: time for all (median of runs)',
      `${median(seconds).toFixed(1)} s (${seconds.map((x) => x.toFixed(1)).join(', ')})`,
      '',
      true,
    );
    row(
      'checkout: one checkout p50 / p99 (all runs)',
      `${pct(checkoutMs, 0.5).toFixed(0)} / ${pct(checkoutMs, 0.99).toFixed(0)} ms`,
      '',
      true,
    );
  } finally {
    await rt.stop();
  }
}
