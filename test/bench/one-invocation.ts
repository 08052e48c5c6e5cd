import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

// One invocation of a function in a process of its own, as a Lambda instance runs it (run by the
// benches at scale, users-csv.ts and ccrs-export.ts, with the function's environment): loads the
// handler (BENCH_HANDLER, under functions/), records the process's memory before the call, POSTs
// BENCH_PATH (its parameters in BENCH_PARAMS) with BENCH_BODY as the demo admin (cookie in BENCH_COOKIE), and prints JSON: the
// call's time, the peak RSS of the process and the heap's high-water mark during the call.

const cookie = process.env.BENCH_COOKIE!;
const origin = process.env.BENCH_ORIGIN!;
const { handler } = (await import(`../../functions/${process.env.BENCH_HANDLER!}.ts`)) as {
  handler: (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
};
const path = process.env.BENCH_PATH!;
const body = process.env.BENCH_BODY;
const now = Date.now();
const event = {
  version: '2.0',
  routeKey: `POST ${path}`,
  rawPath: path,
  rawQueryString: '',
  cookies: cookie.split(';').map((c) => c.trim()),
  headers: { origin, host: new URL(origin).host, 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
  isBase64Encoded: false,
  ...(body && { body }),
  ...(process.env.BENCH_PARAMS && { pathParameters: JSON.parse(process.env.BENCH_PARAMS) as Record<string, string> }),
  requestContext: {
    accountId: '000000000000',
    apiId: 'local',
    domainName: 'localhost',
    domainPrefix: 'localhost',
    http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
    requestId: 'bench-one-invocation',
    routeKey: `POST ${path}`,
    stage: '$default',
    time: new Date(now).toUTCString(),
    timeEpoch: now,
  },
} as APIGatewayProxyEventV2;
const context = {
  awsRequestId: 'bench-one-invocation',
  functionName: process.env.BENCH_HANDLER!.replace(/\//g, '-'),
  getRemainingTimeInMillis: () => 30_000,
} as Context;

// the baseline: the module graph loaded, nothing read yet
global.gc?.();
const before = process.memoryUsage();
let heapPeak = before.heapUsed;
let rssPeak = before.rss;
const sample = setInterval(() => {
  const m = process.memoryUsage();
  heapPeak = Math.max(heapPeak, m.heapUsed);
  rssPeak = Math.max(rssPeak, m.rss);
}, 5);
const t = performance.now();
const r = await handler(event, context);
const ms = performance.now() - t;
clearInterval(sample);
const m = process.memoryUsage();
console.log(
  JSON.stringify({
    status: r.statusCode,
    body: r.body,
    ms,
    rssBefore: before.rss,
    heapBefore: before.heapUsed,
    rssPeak: Math.max(rssPeak, m.rss, process.resourceUsage().maxRSS * 1024),
    heapPeak: Math.max(heapPeak, m.heapUsed),
  }),
);
