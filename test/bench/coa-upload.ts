import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COA_BATCH_MAX } from '#shared/constants';
import { makeId } from '../../infra/local/seed/demo-data.ts';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/seed.ts';
import { session } from '#test/support/session';
import { TABLE, tableClient } from '#test/support/table';
import { postToBucket, signUpload } from '#test/support/uploads';
import { clientKey } from '#lib/clients/keys';
import { coaMonthKey } from '#lib/pipeline/keys';

// One COA Data Entry batch at its largest, as the wizard sends it, on a running local platform
// (s3rver stands in for the bucket): 100 PDFs of 2 MB, three at a time through the real upload path
// (sign-s3, POST to the bucket, confirm), then the one call that sends them. Total time and
// failures of each run; medians of the runs.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Runtime = { url: string; stop: () => Promise<void> };

const SIZE = 2 * 1024 * 1024;
/** As the page uploads (spec 2 §9: up to 3 files in parallel; `PARALLEL_UPLOADS` in the web's use-uploads). */
const PARALLEL_UPLOADS = 3;
const RUNS = 3;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const pdfBytes = () => {
  const b = new Uint8Array(SIZE).fill(0x20);
  b.set(new TextEncoder().encode('%PDF-1.4\n'));
  return b;
};

export async function coaBatchTimes(
  row: Row,
  startRuntime: (port: number, dir: string) => Promise<Runtime>,
  port: number,
  dir: string,
) {
  const rt = await startRuntime(port, dir);
  const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
  const clientId = makeId(1, 0);
  const bytes = pdfBytes();
  try {
    // room for a batch of 100 (the seed gives the demo producer 50); each run starts the month afresh
    const table = tableClient(port + 10);
    await table.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: clientKey(clientId),
        UpdateExpression: 'SET coaDataEntryService = :s',
        ExpressionAttributeValues: { ':s': { enabled: true, serviceLimit: 200 } },
      }),
    );
    const s = session(rt.url, { 'x-forwarded-for': '198.18.9.1' });
    if (
      (await s.post('/api/authentication/signin', { email: producer.email, password: producer.password })).status !==
      200
    )
      throw new Error('the demo producer could not sign in');
    const uploads: number[] = [];
    const sends: number[] = [];
    const failures: number[] = [];
    // the first, smaller run loads the handlers
    for (let run = 0; run <= RUNS; run++) {
      const n = run === 0 ? 2 : COA_BATCH_MAX;
      const month = new Date().toISOString().slice(0, 7);
      await table.send(new DeleteCommand({ TableName: TABLE, Key: coaMonthKey(clientId, month) }));
      const keys: string[] = [];
      let failed = 0;
      let next = 0;
      const t = performance.now();
      const worker = async () => {
        while (next < n) {
          const i = next++;
          try {
            const signed = await signUpload(s, clientId, {
              name: `coa-${i}.pdf`,
              type: 'application/pdf',
              purpose: 'coa',
            });
            if (signed.status !== 200) throw new Error(`sign answered ${signed.status}`);
            const posted = await postToBucket(signed.body.signedRequest, bytes);
            if (posted >= 300) throw new Error(`the bucket answered ${posted}`);
            const r = await s.post(`/api/client/${clientId}/upload/${signed.body.uploadId}/confirm`);
            if (r.status !== 200) throw new Error(`confirm answered ${r.status}`);
            keys.push(r.body.upload.key);
          } catch (e) {
            failed++;
            console.error(`COA ${i}: ${(e as Error).message} ${String((e as { cause?: unknown }).cause ?? '')}`);
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, worker));
      const uploaded = performance.now() - t;
      const t2 = performance.now();
      const sent = await s.post(`/api/client/${clientId}/testResult/premium`, {
        dataOwner: clientId,
        mode: 'multiple',
        pdfFiles: keys,
      });
      const sending = performance.now() - t2;
      if (sent.status !== 200 || sent.body.sent.length !== keys.length) {
        failed += keys.length - (sent.body.sent?.length ?? 0);
        console.error(`send answered ${sent.status}: ${JSON.stringify(sent.body).slice(0, 300)}`);
      }
      if (run > 0) {
        uploads.push(uploaded);
        sends.push(sending);
        failures.push(failed);
        console.log(
          `COA batch run ${run}: uploads ${uploaded.toFixed(0)} ms, send ${sending.toFixed(0)} ms, ${failed} failed`,
        );
      }
    }
    const total = failures.reduce((a, b) => a + b, 0);
    row(
      `${COA_BATCH_MAX} COA PDFs of 2 MB, ${PARALLEL_UPLOADS} at a time (sign, POST, confirm; median of ${RUNS} batches)`,
      `${(median(uploads) / 1000).toFixed(1)} s (${uploads.map((x) => (x / 1000).toFixed(1)).join(', ')} s)`,
      '',
      true,
    );
    row(
      `sending those ${COA_BATCH_MAX} COAs in one call (median of ${RUNS})`,
      `${median(sends).toFixed(0)} ms (${sends.map((x) => x.toFixed(0)).join(', ')} ms)`,
      '',
      true,
    );
    row(`COA batch failures (${RUNS} × ${COA_BATCH_MAX})`, String(total), '0', total === 0);
  } finally {
    await rt.stop();
  }
}
