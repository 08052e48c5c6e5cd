import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { makeId } from '#infra/local/seed/demo-data';
import { demoPanels } from '#infra/local/seed/safety-panels';
import type { TestResult } from '#shared/schemas/test-result';
import { newId } from '#lib/base/ids';
import { testResultRecord } from '#lib/test-results/keys';
import { TABLE, tableClient } from '#test/support/table';
import { invocationEnv, oneInvocation, type Invocation } from './users-csv.ts';

// The state's LabTest file of a lab's month at 10,000 published results (docs/ccrs-exchange.md):
// the results are written straight into the table as a save writes them (the demo's panels, flower
// and extracts alike), then the export runs three times, each in a fresh process with the
// environment its manifest gives it, as the demo admin for a demo lab. Time and peak memory are
// the medians; the records are spooled to temporary storage, so memory holds a page of results.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Start = (port: number, dataDir: string) => Promise<{ url: string; stop: () => Promise<void> }>;

const RUNS = 3;
const RESULTS = 10_000;
/** A month no demo result falls in, so the file holds exactly the bench's results. */
const MONTH = '2027-01';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function writeResults(table: ReturnType<typeof tableClient>, lab: { _id: string; name: string }) {
  const at = new Date().toISOString();
  const result = (i: number): TestResult => {
    const category = i % 3 === 0 ? 'Concentrate' : 'Flower';
    const producer = makeId(1, i % 2);
    return {
      _id: newId(),
      dataOwner: producer,
      producer,
      testLab: lab,
      sampleTypeCategory: category,
      sampleType: `${category} - Bench`,
      strain: `Bench ${i % 97}`,
      tracabilitySampleLotId: `WAJ412034.IN${String(i).padStart(6, '0')}`,
      testDate: `${MONTH}-${String(1 + (i % 28)).padStart(2, '0')}`,
      pdfFiles: [],
      approved: true,
      createdAt: at,
      updatedAt: at,
      thc: 0.5 + (i % 10) / 10,
      thcA: 18 + (i % 70) / 10,
      thcTotal: 17 + (i % 60) / 10,
      cbd: 0.05,
      nonDetects: { cbdA: { printed: 'ND' } },
      panels: demoPanels(category, i),
    };
  };
  let next = 0;
  const worker = async () => {
    while (next < RESULTS) {
      const start = next;
      next = Math.min(RESULTS, next + 25);
      const batch = Array.from({ length: next - start }, (_, k) => ({
        PutRequest: { Item: testResultRecord(result(start + k)) },
      }));
      let unprocessed: typeof batch | undefined = batch;
      while (unprocessed?.length) {
        const r = await table.send(new BatchWriteCommand({ RequestItems: { [TABLE]: unprocessed } }));
        unprocessed = r.UnprocessedItems?.[TABLE] as typeof batch | undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

export async function ccrsExportAtScale(row: Row, start: Start, port: number, dataDir: string) {
  const rt = await start(port, dataDir);
  const table = tableClient(port + 10);
  try {
    const lab = { _id: makeId(3, 0), name: 'Bench lab' };
    await writeResults(table, lab);
    const path = `/api/client/${lab._id}/ccrs/labTests/export`;
    const env = await invocationEnv(rt.url, port, dataDir, 'client/ccrs/export-lab-tests', path, {
      body: { from: `${MONTH}-01`, to: `${MONTH}-31` },
      params: { clientId: lab._id },
    });
    const runs: Invocation[] = [];
    let answer = { results: 0, records: 0, problemCount: 0, link: '' };
    for (let run = 0; run < RUNS; run++) {
      const r = oneInvocation(env);
      if (r.status !== 200) throw new Error(`the export answered ${r.status}: ${r.body}`);
      runs.push(r);
      answer = JSON.parse(r.body) as typeof answer;
    }
    const file = await (await fetch(answer.link)).arrayBuffer();
    const label = `CCRS LabTest export of ${answer.results.toLocaleString('en-US')} results`;
    const ms = median(runs.map((r) => r.ms));
    row(
      `${label}: time (${answer.records.toLocaleString('en-US')} records, ${mb(file.byteLength)})`,
      `${(ms / 1000).toFixed(1)} s`,
      '≤ 30 s',
      ms <= 30_000,
    );
    row(
      `${label}: peak RSS of the process`,
      `${mb(median(runs.map((r) => r.rssPeak)))} (${mb(median(runs.map((r) => r.rssBefore)))} before the call)`,
      '',
      true,
    );
    row(
      `${label}: heap high-water`,
      `${mb(median(runs.map((r) => r.heapPeak)))} (${mb(median(runs.map((r) => r.heapBefore)))} before the call)`,
      '',
      true,
    );
    row(`${label}: lines the state would refuse`, String(answer.problemCount), '0', answer.problemCount === 0);
  } finally {
    await rt.stop();
  }
}
