import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './platform.ts';

// `npm run reset`: forget every table item, object and user; the next `npm start` seeds afresh.
const dataDir = process.env.DATA_DIR ?? join(ROOT, '.data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Removed ${dataDir}`);
