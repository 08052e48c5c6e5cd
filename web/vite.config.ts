import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routes, type RouteDef } from '#shared/routes';
import { pages } from '#shared/pages';
import { APP_SHELL, PAGE_SHELLS } from '#shared/shells';
import { PDF_FONTS_PATH } from './src/features/admin/pipeline/pdf-fonts.ts';

const root = import.meta.dirname;
const { version } = JSON.parse(readFileSync(join(root, '..', 'package.json'), 'utf8')) as { version: string };

/** The placeholder web/index.html carries in its app-version meta tag. */
const VERSION_SLOT = '__APP_VERSION__';

/**
 * GET /meta.json answers the app version (spec 3 section 7); it ships with the site, and index.html
 * carries the same value, so a running page can tell that a newer build is deployed (the kiosk's
 * service worker updates on it). The version is the package's, plus a digest of the build's hashed
 * file names: any change to the code changes it, a rebuild of the same code does not.
 */
const meta = (): Plugin => ({
  name: 'meta-json',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const files = Object.keys(bundle)
      .filter((f) => f.startsWith('assets/'))
      .sort();
    const appVersion = `${version}+${createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 10)}`;
    const html = bundle['index.html'];
    if (html?.type !== 'asset' || !String(html.source).includes(VERSION_SLOT))
      this.error(`index.html has no ${VERSION_SLOT} slot`);
    html.source = String(html.source).replace(VERSION_SLOT, appVersion);
    this.emitFile({ type: 'asset', fileName: 'meta.json', source: JSON.stringify({ appVersion }) });
  },
});

/**
 * pdf.js's standard fonts, shipped under a fixed path: a certificate that names Symbol or Times
 * without embedding them (µ, ±, ≤ in a lab's tables) is drawn with these rather than with whatever
 * the browser has, and pdf.js asks for them by file name, so they keep their names.
 */
const pdfFonts = (): Plugin => ({
  name: 'pdf-standard-fonts',
  generateBundle() {
    const dir = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts');
    for (const name of readdirSync(dir))
      this.emitFile({
        type: 'asset',
        fileName: `${PDF_FONTS_PATH.slice(1)}${name}`,
        source: readFileSync(join(dir, name)),
      });
  },
});

type Chunk = Rollup.OutputChunk;
const chunksOf = (bundle: Rollup.OutputBundle) => Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
const viewChunk = (chunks: Chunk[], view: string) =>
  chunks.find((c) => c.facadeModuleId?.endsWith(`src/routes/${view}.tsx`));

/**
 * A chunk and every chunk it imports, statically or, with `lazyToo`, dynamically as well, not
 * walking past the chunks named in `known` (the entry's, whose own lazy imports are every page).
 */
function importGraph(chunks: Chunk[], from: Chunk, lazyToo: boolean, known: ReadonlySet<string> = new Set()): Chunk[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Map<string, Chunk>();
  const visit = (c: Chunk | undefined) => {
    if (!c || seen.has(c.fileName) || known.has(c.fileName)) return;
    seen.set(c.fileName, c);
    for (const f of lazyToo ? [...c.imports, ...c.dynamicImports] : c.imports) visit(byName.get(f));
  };
  visit(from);
  return [...seen.values()];
}

/**
 * The files the kiosk needs with no network: the entry with its static imports, and the kiosk
 * page with everything it imports, eagerly or lazily (its overlays and dialogs). Filled while the
 * bundle is written; the service worker's precache list is cut to it afterwards. The rest of the
 * site (admin, client pages, pdf.js) never lands on a store's tablet.
 */
const kioskShell = new Set<string>();
const KIOSK_SHELL = PAGE_SHELLS.find((s) => (s.views as readonly string[]).includes(pages.kiosk.view))!.file.slice(1);
const shellOf = (): Plugin => ({
  name: 'kiosk-shell',
  generateBundle(_options, bundle) {
    const chunks = chunksOf(bundle);
    const page = viewChunk(chunks, pages.kiosk.view);
    if (!page) return this.error(`no chunk for ${pages.kiosk.view}`);
    kioskShell.clear();
    const entry = importGraph(
      chunks,
      chunks.find((c) => c.isEntry)!,
      false,
    );
    const own = importGraph(chunks, page, true, new Set(entry.map((c) => c.fileName)));
    for (const chunk of [...entry, ...own])
      for (const file of [
        chunk.fileName,
        ...(chunk.viteMetadata?.importedCss ?? []),
        ...(chunk.viteMetadata?.importedAssets ?? []),
      ])
        kioskShell.add(file);
  },
});

/**
 * A page's own shell (shared/shells.ts): index.html, version filled, with preload links for the
 * page's modules (its own and its area's shell) and everything they import statically, less what
 * the entry already brings. The
 * browser then fetches them while the entry downloads; without them they were asked for only once
 * the entry had run and the router had matched the address. Its stylesheets are preloaded, not
 * linked, so the first paint does not wait for them; the page's own import adds them as before.
 */
const pageShells = (): Plugin => ({
  name: 'page-shells',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const html = bundle[APP_SHELL.slice(1)];
    if (html?.type !== 'asset') return this.error(`no ${APP_SHELL} in the bundle`);
    const chunks = chunksOf(bundle);
    const entry = new Set(
      importGraph(
        chunks,
        chunks.find((c) => c.isEntry)!,
        false,
      ).map((c) => c.fileName),
    );
    for (const shell of PAGE_SHELLS) {
      const scripts = new Set<Chunk>();
      for (const view of shell.views) {
        const page = viewChunk(chunks, view);
        if (!page) return this.error(`no chunk for ${view}`);
        for (const c of importGraph(chunks, page, false, entry)) scripts.add(c);
      }
      const styles = [...new Set([...scripts].flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))];
      const links = [
        ...[...scripts].map((c) => `<link rel="modulepreload" crossorigin href="/${c.fileName}">`),
        ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
      ].join('\n    ');
      this.emitFile({
        type: 'asset',
        fileName: shell.file.slice(1),
        source: String(html.source).replace('</head>', `  ${links}\n  </head>`),
      });
    }
  },
});

/**
 * `virtual:api-routes`: each route's method, path, access rule and failure text, taken from the shared route
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
        Object.entries(routes as Record<string, RouteDef>).map(([name, r]) => [
          name,
          { method: r.method, path: r.path, access: r.access, failure: r.failure },
        ]),
      );
      return `export const apiRoutes = ${JSON.stringify(table)};`;
    },
  };
};

export default defineConfig({
  root,
  plugins: [
    react(),
    meta(),
    // after meta: a page's shell copies index.html with its version filled in
    pageShells(),
    pdfFonts(),
    apiRoutes(),
    shellOf(),
    // The kiosk's service worker (docs/kiosk-offline.md): it controls /whitelabel/ pages only, is
    // registered by the kiosk page itself, and precaches the kiosk's shell, not the whole site.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/features/kiosk/offline',
      filename: 'kiosk-sw.ts',
      scope: '/whitelabel/',
      injectRegister: false,
      registerType: 'prompt',
      manifest: false,
      injectManifest: {
        globPatterns: [KIOSK_SHELL, 'assets/*.{js,css,svg,woff2}'],
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((e) => e.url === KIOSK_SHELL || kioskShell.has(e.url)),
            warnings: [],
          }),
        ],
      },
    }),
  ],
  build: { outDir: join(root, 'dist'), emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
