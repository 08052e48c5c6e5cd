import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule in eslint.config.js that keeps features apart, checked on files that break it.
const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });
const lint = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((r) =>
    r.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message),
  );

// the first lint loads the whole config with its TypeScript parser: seconds on a busy machine
describe('web import boundaries', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature, a page or the app shell, and ../ imports', async () => {
    const errors = await lint(
      'web/src/features/consumer/search/probe.tsx',
      [
        "import { RateAndSave } from '#web/features/consumer/binder/rate-and-save.tsx';",
        "import { Component } from '#web/routes/consumer/product.tsx';",
        "import { AppRoutes } from '#web/app/router.tsx';",
        "import { productQuery } from '../product/api.ts';",
        'export const x = [RateAndSave, Component, AppRoutes, productQuery];',
      ].join('\n'),
    );
    expect(errors).toHaveLength(4);
    expect(errors[0]).toMatch(/does not import another feature/);
  });

  it("lets a feature import itself, shared UI, lib, the page paths and another feature's api.ts", async () => {
    const errors = await lint(
      'web/src/features/consumer/search/probe.tsx',
      [
        "import { searchQuery } from '#web/features/consumer/search/api.ts';",
        "import { Cannastamp } from '#web/components/cannastamp.tsx';",
        "import { useSession } from '#web/lib/session.tsx';",
        "import { pages } from '#web/app/paths.ts';",
        "import { SearchBox } from './search-box.tsx';",
        "import { productQuery } from '#web/features/consumer/product/api.ts';",
        'export const x = [searchQuery, Cannastamp, useSession, pages, SearchBox, productQuery];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('keeps components/ free of features', async () => {
    const errors = await lint(
      'web/src/components/probe.tsx',
      "import { SearchBox } from '#web/features/consumer/search/search-box.tsx';\nexport const x = SearchBox;",
    );
    expect(errors).toHaveLength(1);
  });
});
