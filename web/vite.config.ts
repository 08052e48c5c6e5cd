import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routes } from '#shared/routes';

const root = import.meta.dirname;
const { version } = JSON.parse(readFileSync(join(root, '..', 'package.json'), 'utf8')) as { version: string };

/** GET /meta.json answers the app version (spec 3 section 7); it ships with the site. */
const meta = (): Plugin => ({
  name: 'meta-json',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'meta.json', source: JSON.stringify({ appVersion: version }) });
  },
});

/**
 * `virtual:api-routes`: each route's method, path and access rule, taken from the shared route
 * table at build time, so the browser gets them without the zod schemas the table also carries.
 * The UI shows a control only to whom the route's own access rule allows.
 */
const apiRoutes = (): Plugin => {
  const id = 'virtual:api-routes';
  return {
    name: 'api-routes',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      const table = Object.fromEntries(
        Object.entries(routes).map(([name, r]) => [name, { method: r.method, path: r.path, access: r.access }]),
      );
      return `export const apiRoutes = ${JSON.stringify(table)};`;
    },
  };
};

export default defineConfig({
  root,
  plugins: [react(), meta(), apiRoutes()],
  build: { outDir: join(root, 'dist'), emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
