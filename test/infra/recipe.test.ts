import { execFileSync, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The route recipe of docs/architecture.md, followed to the letter in a copy of the repository:
// the route in its area module, the handler in its area folder, the row in docs/api.md, nothing
// else. In that copy the new route must have its Lambda (with the environment its manifest
// gives) and API Gateway route in the synthesized stack, be mounted by the local gateway (and
// run there with its manifest's environment), be a typed call of the web client, be required a
// row by the authorization matrix (the type check fails until it has one) and get the route
// fuzzer's requests. The copy is removed afterwards.

const ROOT = join(import.meta.dirname, '..', '..');
const SANDBOX = join(ROOT, '.test-data', `recipe-${process.pid}`);
const NAME = 'recipeProbe';
const ID = '5f0000000000000000000abc';
const NOTE = 'followed the recipe';
const run = (cmd: string, args: string[]) =>
  spawnSync(cmd, args, {
    cwd: SANDBOX,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
const read = (file: string) => readFileSync(join(SANDBOX, file), 'utf8');
/** Where the sandbox's code imports `name` from, as an existing handler does (so the test follows moves of lib files). */
const importOf = (file: string, name: string) =>
  new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`).exec(read(file))?.[1];

/** The web client's module: the one that exports `call`, wherever the web app keeps it. */
function clientModule(dir = join(SANDBOX, 'web', 'src')): string | undefined {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      const found = clientModule(p);
      if (found) return found;
    } else if (/\.tsx?$/.test(e.name) && /export async function call</.test(readFileSync(p, 'utf8'))) return p;
  }
  return undefined;
}

let check: {
  handler: string;
  lambda: boolean;
  environment: unknown;
  expectedEnvironment: unknown;
  gatewayRoutes: boolean[];
  answer: { status: number; body: unknown };
  fuzz: { cases: number; refused: number; taken: number };
};
let typeErrors: string[];

beforeAll(() => {
  // the repository as it is (tracked and new files), with its node_modules
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const f of files) {
    mkdirSync(dirname(join(SANDBOX, f)), { recursive: true });
    try {
      copyFileSync(join(ROOT, f), join(SANDBOX, f));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e; // deleted in the working tree
    }
  }
  symlinkSync(join(ROOT, 'node_modules'), join(SANDBOX, 'node_modules'));

  // 1. the route, with what it uses, in its area module
  appendFileSync(
    join(SANDBOX, 'shared', 'routes', 'consumer.ts'),
    `
import * as recipeZ from 'zod/mini';
import { idParamsSchema as recipeIdParams } from '../schemas/common.ts';

export const ${NAME} = /* @__PURE__ */ route({
  method: 'POST', path: '/api/consumer/recipeProbe/{id}', handler: 'consumer/recipe-probe', access: 'public',
  params: recipeIdParams, body: recipeZ.strictObject({ note: recipeZ.string().check(recipeZ.maxLength(64)) }),
  response: recipeZ.object({ id: recipeZ.string(), note: recipeZ.string(), sees: recipeZ.object({ table: recipeZ.boolean(), media: recipeZ.boolean() }) }),
  needs: { table: 'read' },
});
`,
  );
  // 2. its handler, in its area folder (importing the HTTP stack from where the other handlers do)
  const httpModule = importOf('functions/consumer/get-blogs.ts', 'httpRoute');
  const areaModule =
    importOf('functions/consumer/get-blogs.ts', 'consumer') ??
    /import \* as consumer from '([^']+)'/.exec(read('functions/consumer/get-blogs.ts'))?.[1];
  writeFileSync(
    join(SANDBOX, 'functions', 'consumer', 'recipe-probe.ts'),
    `import * as consumer from '${areaModule}';
import { setting } from '#lib/base/config';
import { httpRoute } from '${httpModule}';

// Answers what it was sent, and which of the settings it might read it was given.
export const handler = httpRoute(consumer.${NAME}, async ({ params, body }) => ({
  id: params.id,
  note: body.note,
  sees: { table: setting('TABLE_NAME') !== undefined, media: setting('MEDIA_BUCKET') !== undefined },
}));
`,
  );
  // 3. its row in the API page
  const api = read('docs/api.md').split('\n');
  const at = api.findIndex((l) => l.startsWith('| GET | /api/consumer/'));
  api.splice(at + 1, 0, '| POST | /api/consumer/recipeProbe/{id} | public | `{ note }`; echoes it (a recipe probe) |');
  writeFileSync(join(SANDBOX, 'docs', 'api.md'), api.join('\n'));

  // the test side: a typed call of the web client (and one the types refuse)
  const client = clientModule();
  if (!client) throw new Error('no web client module exports call()');
  writeFileSync(
    join(SANDBOX, 'test', 'recipe-call.ts'),
    `import { call } from '${relative(join(SANDBOX, 'test'), client).replace(/\\.tsx?$/, '.ts')}';

export const typed = async () => {
  const answer = await call('${NAME}', { params: { id: '${ID}' }, body: { note: 'hi' } });
  const seesTable: boolean = answer.sees.table;
  // @ts-expect-error the body's note is a string
  await call('${NAME}', { params: { id: '${ID}' }, body: { note: 1 } });
  return seesTable;
};
`,
  );

  const tsc = run(process.execPath, [
    join(SANDBOX, 'node_modules', 'typescript', 'bin', 'tsc'),
    '-p',
    'tsconfig.json',
    '--noEmit',
  ]);
  typeErrors = tsc.stdout.split('\n').filter((l) => /error TS\d+/.test(l));
  const probe = run(process.execPath, ['--import', 'tsx', join('test', 'support', 'recipe-check.ts'), NAME, ID, NOTE]);
  const line = probe.stdout.split('\n').find((l) => l.startsWith('{"handler"'));
  if (!line) throw new Error(`the recipe check printed no result:\n${probe.stdout}\n${probe.stderr}`);
  check = JSON.parse(line) as typeof check;
}, 600_000);

afterAll(() => rmSync(SANDBOX, { recursive: true, force: true }));

describe('a route added by the recipe alone', () => {
  it('gets its Lambda in the stack, with exactly the environment its manifest gives', () => {
    expect(check.handler).toBe('consumer/recipe-probe');
    expect(check.lambda).toBe(true);
    expect(check.environment).toEqual(check.expectedEnvironment);
    expect(check.environment).toHaveProperty('TABLE_NAME');
    expect(check.environment).not.toHaveProperty('MEDIA_BUCKET');
  });

  it('gets its API Gateway route', () => {
    expect(check.gatewayRoutes).toEqual([true]);
  });

  it('is mounted by the local gateway and runs with its manifest’s environment only', () => {
    expect(check.answer).toEqual({ status: 200, body: { id: ID, note: NOTE, sees: { table: true, media: false } } });
  });

  it('is a typed call of the web client, and the authorization matrix requires its row (and nothing else fails the type check)', () => {
    const elsewhere = typeErrors.filter((e) => !e.includes('authorization-matrix'));
    expect(elsewhere).toEqual([]);
    expect(typeErrors.length).toBeGreaterThan(0);
    expect(typeErrors.join('\n')).toContain(NAME);
  });

  it('gets the route fuzzer’s requests, both kinds', () => {
    expect(check.fuzz.cases).toBeGreaterThanOrEqual(300);
    expect(check.fuzz.refused).toBeGreaterThan(0);
    expect(check.fuzz.taken).toBeGreaterThan(0);
  });

  it('is listed by docs/api.md as the docs test wants', () => {
    const r = run(process.execPath, [
      join(SANDBOX, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--project',
      'unit',
      'shared/routes-doc.test.ts',
      '--reporter',
      'dot',
    ]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
  });
});
