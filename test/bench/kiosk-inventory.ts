import autocannon from 'autocannon';

// The inventory read under load (`npm run bench -- kiosk`, `KIOSK_BENCH=inventory` alone): the
// first page of a 2,000-product store's inventory, as every tablet reads it when it starts, against
// the storefront call (one item read) in the same run, each 10 s at 50 connections; the ratio of the
// two throughputs is what the machine's own speed cannot move.

type Row = (measure: string, figure: string, target: string, ok: boolean) => void;

async function hammer(url: string) {
  await fetch(url);
  const r = await autocannon({ url, connections: 50, duration: 10 });
  return { p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, errors: r.errors + r.non2xx };
}

export async function inventoryLoad(row: Row, base: string, storeId: string, products: number) {
  const inventory = await hammer(`${base}/api/kiosk/${storeId}/products?limit=50`);
  const storefront = await hammer(`${base}/api/kiosk/${storeId}/storefront`);
  for (const [name, r] of [
    [`kiosk inventory page (50 of ${products})`, inventory],
    ['kiosk storefront call', storefront],
  ] as const)
    row(
      `${name}, 50 conn 10 s: p50 / p99, req/s`,
      `${r.p50} / ${r.p99} ms, ${Math.round(r.rps)} req/s (${r.errors} errors)`,
      '0 errors',
      r.errors === 0,
    );
  const ratio = inventory.rps / storefront.rps;
  row(
    'kiosk inventory / storefront throughput',
    `${(100 * ratio).toFixed(0)} %`,
    '≥ 50 % (the storefront call’s cost class)',
    ratio >= 0.5,
  );
}
