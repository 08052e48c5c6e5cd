import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;
const { version } = JSON.parse(readFileSync(join(root, '..', 'package.json'), 'utf8')) as { version: string };

/** GET /meta.json answers the app version (spec 3 section 7); it ships with the site. */
const meta = (): Plugin => ({
  name: 'meta-json',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'meta.json', source: JSON.stringify({ appVersion: version }) });
  },
});

export default defineConfig({
  root,
  plugins: [react(), meta()],
  build: { outDir: join(root, 'dist'), emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
