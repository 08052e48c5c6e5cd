import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

// manageProducts is a business user's landing page: its first rows come with the client shell's and
// the page's own static imports, and everything else (Mantine, zod, dialogs, the panels below the
// table) loads after them. This bundles both route modules as the site does, splitting at each
// import(), and lists the packages their static import graph reaches.
const ROOT = new URL('../../../..', import.meta.url).pathname;
const PAGES = ['web/src/routes/client/shell.tsx', 'web/src/routes/client/manage-products.tsx'];

/** Every source file a route module's output needs before it runs: its chunk and the chunks it imports statically. */
function staticInputs(meta: Metafile, entry: string) {
  const [start] = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === entry) ?? [];
  if (!start) throw new Error(`${entry} is not in the bundle`);
  const seen = new Set<string>();
  const walk = (out: string) => {
    if (seen.has(out)) return;
    seen.add(out);
    for (const i of meta.outputs[out]!.imports) if (i.kind === 'import-statement' && !i.external) walk(i.path);
  };
  walk(start);
  return [...seen].flatMap((out) => Object.keys(meta.outputs[out]!.inputs));
}

const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];

describe('the manageProducts first render', { timeout: 60_000 }, () => {
  it('loads neither Mantine nor zod before the table: both come with what an action or a lower panel opens', async () => {
    const { metafile } = await build({
      absWorkingDir: ROOT,
      entryPoints: PAGES,
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'out',
      write: false,
      metafile: true,
      jsx: 'automatic',
      loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.woff2': 'empty' },
      // the build's own modules (the route table, the app version): no package behind them
      external: ['virtual:*'],
      logLevel: 'silent',
    });
    const packages = new Set(PAGES.flatMap((p) => staticInputs(metafile, p)).map(packageOf));
    const lazy = new Set(Object.keys(metafile.inputs).map(packageOf));

    // the bundle did reach them, behind an import(): the check below is not passing on an empty graph
    expect(lazy).toContain('@mantine/core');
    expect(lazy).toContain('zod');
    expect(packages).toContain('react');
    expect(packages).toContain('@tanstack/react-query');

    expect([...packages].filter((p) => p?.startsWith('@mantine/') || p === 'zod')).toEqual([]);
  });
});
