export {};

// One new search Lambda instance (bundled and run by search-scale.ts in a plain node process of its own): load the
// handler's bundle (built as the stack builds it; argv[2]), answer the first search (which loads
// the whole index), report time and memory. JSON out.

const t0 = performance.now();
const cpu0 = process.cpuUsage();
const { handler } = (await import(process.argv[2]!)) as { handler: (e: unknown, c: unknown) => Promise<unknown> };
const event = {
  version: '2.0',
  routeKey: 'POST /api/consumer/search',
  rawPath: '/api/consumer/search',
  rawQueryString: '',
  headers: { 'content-type': 'application/json' },
  isBase64Encoded: false,
  requestContext: { http: { method: 'POST', path: '/api/consumer/search', sourceIp: '127.0.0.1' }, requestId: 'cold' },
  body: JSON.stringify({ searchString: 'blue dream' }),
};
const r = (await handler(event, {
  awsRequestId: 'cold',
  functionName: 'search',
  getRemainingTimeInMillis: () => 10_000,
} as never)) as { statusCode: number };
const coldMs = performance.now() - t0;
// CPU time too: on a shared machine the wall time says as much about the neighbours as about us
const { user, system } = process.cpuUsage(cpu0);
const coldCpuMs = (user + system) / 1000;
const t1 = performance.now();
await handler(event, { awsRequestId: 'warm', functionName: 'search', getRemainingTimeInMillis: () => 10_000 } as never);
console.log(
  JSON.stringify({
    status: r.statusCode,
    coldMs,
    coldCpuMs,
    warmMs: performance.now() - t1,
    rssMb: process.memoryUsage().rss / 2 ** 20,
    heapMb: process.memoryUsage().heapUsed / 2 ** 20,
  }),
);
