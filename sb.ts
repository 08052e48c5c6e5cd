import { createSearchIndex } from '#lib/search-engine';
import { marketCatalogue, searchQueries } from './test/fixtures/catalogue.ts';
const docs = marketCatalogue(100000);
const idx = createSearchIndex();
for (const d of docs) idx.add(d);
const qs = searchQueries(5000);
for (const q of qs.slice(0, 500)) idx.search(q, 10);
const times: [number, string][] = [];
for (const q of qs) { const t = performance.now(); idx.search(q, 10); times.push([performance.now() - t, q]); }
const avg = times.reduce((a, b) => a + b[0], 0) / times.length;
times.sort((a, b) => a[0] - b[0]);
console.log('avg', avg.toFixed(3), 'p50', times[2500]![0].toFixed(2), 'p90', times[4500]![0].toFixed(2), 'p99', times[4950]![0].toFixed(2), times.slice(-8).map(([t, q]) => `${q}:${t.toFixed(1)}`).join(', '));
for (const q of ['pur', 'blue', 'kush', 'sun valley']) { const t = performance.now(); for (let i = 0; i < 20; i++) idx.search(q, 10); console.log(q, ((performance.now() - t) / 20).toFixed(2), 'ms'); }
