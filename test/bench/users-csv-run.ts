import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

// One users-CSV invocation in a process of its own, as a Lambda instance runs it (run by
// users-csv.ts with the function's environment): loads the handler, records the process's memory
// before the call, runs one getUserCsv as the demo admin (cookie in USERS_CSV_COOKIE), and prints
// JSON: the call's time, the peak RSS of the process and the heap's high-water mark during the call.

const cookie = process.env.USERS_CSV_COOKIE!;
const origin = process.env.USERS_CSV_ORIGIN!;
const { handler } = (await import('../../functions/admin/users/get-user-csv.ts')) as {
  handler: (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>;
};
const path = '/api/admin/getUserCsv';
const now = Date.now();
const event = {
  version: '2.0',
  routeKey: `POST ${path}`,
  rawPath: path,
  rawQueryString: '',
  cookies: cookie.split(';').map((c) => c.trim()),
  headers: { origin, host: new URL(origin).host, 'content-type': 'application/json', 'x-forwarded-for': '127.0.0.1' },
  isBase64Encoded: false,
  requestContext: {
    accountId: '000000000000',
    apiId: 'local',
    domainName: 'localhost',
    domainPrefix: 'localhost',
    http: { method: 'POST', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
    requestId: 'bench-users-csv',
    routeKey: `POST ${path}`,
    stage: '$default',
    time: new Date(now).toUTCString(),
    timeEpoch: now,
  },
} as APIGatewayProxyEventV2;
const context = {
  awsRequestId: 'bench-users-csv',
  functionName: 'admin-users-get-user-csv',
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
