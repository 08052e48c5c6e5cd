import { makeId } from '../../infra/local/seed/demo-data.ts';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/seed.ts';
import { launchBrowser } from '#test/support/browser';
import { session } from '#test/support/session';
import { pngBytes, postToBucket, signUpload } from '#test/support/uploads';

// A 5 MB image from choosing the file to its confirmed link, as the demo producer, on a running
// local platform (s3rver stands in for the bucket): in the browser (the brand form's Feature Image
// field: file chosen → sign → POST with progress → confirm → the image shown), and at the API level
// (the same three calls from node, without the page). Medians of repeated runs.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;
type Runtime = { url: string; stop: () => Promise<void>; seconds: number };

const SIZE = 5 * 1024 * 1024;
const RUNS = 9;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const range = (xs: number[]) => `${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}`;

export async function uploadTimes(
  row: Row,
  startRuntime: (port: number, dir: string) => Promise<Runtime>,
  port: number,
  dir: string,
) {
  const rt = await startRuntime(port, dir);
  const producer = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
  const clientId = makeId(1, 0);
  const bytes = pngBytes(SIZE);
  try {
    // API level
    const s = session(rt.url, { 'x-forwarded-for': '198.18.7.1' });
    if (
      (await s.post('/api/authentication/signin', { email: producer.email, password: producer.password })).status !==
      200
    )
      throw new Error('the demo producer could not sign in');
    const api: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      const t = performance.now();
      const signed = await signUpload(s, clientId, { name: 'bench.png', type: 'image/png', purpose: 'brand' });
      await postToBucket(signed.body.signedRequest, bytes);
      const r = await s.post(`/api/client/${clientId}/upload/${signed.body.uploadId}/confirm`);
      if (r.status !== 200) throw new Error(`confirm answered ${r.status}: ${JSON.stringify(r.body)}`);
      if (i > 0) api.push(performance.now() - t); // the first run loads the handlers
    }
    row(
      `5 MB image upload, API level (sign, POST, confirm; median of ${RUNS})`,
      `${median(api).toFixed(0)} ms (${range(api)})`,
      '',
      true,
    );

    // browser level
    const browser = await launchBrowser();
    const context = await browser.newContext();
    await context.addCookies([{ name: 'legal', value: 'true', url: rt.url }]);
    const page = await context.newPage();
    await page.request.post(`${rt.url}/api/authentication/signin`, {
      data: { email: producer.email, password: producer.password },
      headers: { origin: rt.url, 'x-forwarded-for': '198.18.7.2' },
    });
    const file = { name: 'bench.png', mimeType: 'image/png', buffer: Buffer.from(bytes) };
    const inBrowser: number[] = [];
    try {
      for (let i = 0; i <= RUNS; i++) {
        await page.goto(`${rt.url}/client/${clientId}/manageBrand`);
        await page.getByRole('heading', { name: 'New Brand' }).waitFor();
        const t = performance.now();
        await page.getByLabel('Upload Feature Image', { exact: true }).setInputFiles(file);
        await page.getByRole('img', { name: 'Feature Image' }).waitFor({ timeout: 60_000 });
        if (i > 0) inBrowser.push(performance.now() - t);
      }
    } finally {
      await browser.close();
    }
    row(
      `5 MB image upload in the browser, file chosen → confirmed link shown (median of ${RUNS})`,
      `${median(inBrowser).toFixed(0)} ms (${range(inBrowser)})`,
      '',
      true,
    );
  } finally {
    await rt.stop();
  }
}
