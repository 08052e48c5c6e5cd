import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers and domains of functions/lib are lint rules (eslint.config.js): a file that breaks
// one fails `npm run lint`. Each case lints a one-line file at a path inside the zone, so a rule
// that stopped matching (a renamed folder, a regex that no longer fits) fails here.

const ROOT = join(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: ROOT });

const problems = async (file: string, source: string) => {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('the lint zones of functions/lib', () => {
  it.each([
    ['functions/lib/base/x.ts', "import { x } from '#lib/table/dynamodb';", /base is a layer/],
    ['functions/lib/table/x.ts', "import { x } from '#lib/aws/sqs';", /table is a layer/],
    ['functions/lib/table/x.ts', "import { x } from '#lib/products/store';", /table is a layer/],
    ['functions/lib/aws/x.ts', "import { x } from '#lib/lots/keys';", /aws is a layer/],
    ['functions/lib/lots/x.ts', "import { x } from '#lib/pipeline/lease';", /never its rules/],
    ['functions/lib/pipeline/lease.ts', "import { x } from '@aws-sdk/lib-dynamodb';", /table calls live in its store/],
    ['functions/lib/loyalty/sends.ts', "import { x } from '@aws-sdk/lib-dynamodb';", /table calls live in its store/],
    ['functions/lib/printing/x.ts', "import { x } from '#lib/kiosk/pin';", /never its rules/],
    ['functions/lib/reconcile/x.ts', "import { x } from '#lib/similar/engine';", /never its rules/],
    ['functions/lib/exchange/x.test.ts', "import { x } from '@aws-sdk/lib-dynamodb';", /table calls live in its store/],
  ])('refuses %s importing: %s', async (file, source, message) => {
    expect(await problems(file, source)).toEqual([expect.stringMatching(message)]);
  });

  it.each([
    ['functions/lib/table/x.ts', "import { x } from '#lib/base/config';"],
    ['functions/lib/aws/x.ts', "import { x } from '#lib/table/dynamodb';"],
    ['functions/lib/lots/x.ts', "import { x } from '#lib/pipeline/keys';"],
    ['functions/lib/pipeline/x.ts', "import { x } from '#lib/products/store';"],
    ['functions/lib/products/store.ts', "import { x } from '@aws-sdk/lib-dynamodb';"],
    ['functions/lib/clients/store/claims.ts', "import { x } from '@aws-sdk/lib-dynamodb';"],
    ['functions/lib/users/x.ts', "import { x } from '#lib/clients/store/claims';"],
    ['functions/lib/jobs/x.ts', "import { x } from '#lib/search/store/rebuild';"],
    ['functions/lib/exchange/x.test.ts', "import { x } from '#lib/coa-reader/wcia';"],
  ])('allows %s importing: %s', async (file, source) => {
    expect(await problems(file, source)).toEqual([]);
  });

  // the layers, and the two stacks over them (auth, the HTTP and worker runtime); the rest are domains
  const NOT_DOMAINS = ['base', 'table', 'aws', 'auth', 'runtime'];
  const domains = readdirSync(join(ROOT, 'functions/lib'), { withFileTypes: true })
    .filter((e) => e.isDirectory() && !NOT_DOMAINS.includes(e.name))
    .map((e) => e.name);

  it.each(domains)('holds %s/ to the domain rules (table calls in its store only)', async (domain) => {
    expect(await problems(`functions/lib/${domain}/x.ts`, "import { x } from '@aws-sdk/lib-dynamodb';")).toEqual([
      expect.stringMatching(/table calls live in its store/),
    ]);
  });

  it('leaves table calls to table/ and the stores: no handler, worker or local runtime file sends one', () => {
    const files = ['functions', 'infra'].flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f))
        .map((f) => `${dir}/${f}`),
    );
    const store = /^functions\/lib\/(table\/|[\w-]+\/store(\.ts$|\/))/;
    const calling = files.filter(
      (f) => !store.test(f) && /from '@aws-sdk\/lib-dynamodb'/.test(readFileSync(join(ROOT, f), 'utf8')),
    );
    expect(calling).toEqual([]);
  });
});

describe('the table calls of tests', () => {
  it.each([
    ['test/integration/client/x.test.ts', "import { PutCommand } from '@aws-sdk/lib-dynamodb';"],
    ['test/e2e/admin/x.test.ts', "import { QueryCommand } from '@aws-sdk/lib-dynamodb';"],
    ['test/support/x.ts', "import { UpdateCommand } from '@aws-sdk/lib-dynamodb';"],
  ])('refuses %s importing: %s', async (file, source) => {
    expect(await problems(file, source)).toEqual([expect.stringMatching(/through the domains/)]);
  });

  it.each([
    ['test/support/table.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';"],
    ['test/support/data/x.ts', "import { GetCommand } from '@aws-sdk/lib-dynamodb';"],
    ['test/integration/client/x.test.ts', "import { storedItems } from '#test/support/table';"],
  ])('allows %s importing: %s', async (file, source) => {
    expect(await problems(file, source)).toEqual([]);
  });
});
