import type { ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_CERTIFIED_LAB_WORD } from '#shared/constants';
import { mergeNeeds } from '#shared/needs';
import { manifests } from '../manifests.ts';
import { environmentOf, type Deployment } from '../needs.ts';
import { BUCKETS } from '../table.ts';
import { workers, type Worker } from '../workers.ts';
import { startGateway } from './gateway.ts';
import { configureFunctions, isLoaded } from './handlers.ts';
import { startWorkers } from './workers.ts';
import { spawnChild, supervise, type Supervised } from './services/children.ts';
import { ensurePool, localCognitoClient, startCognito } from './services/cognito.ts';
import { ensureTable, localDynamoClient, startDynamo } from './services/dynamodb.ts';
import { LOCAL_OIDC_CLIENT_ID, startOidc } from './services/oidc.ts';
import { LOCAL_KMS_KEY_ID, startKms } from './services/kms.ts';
import { startSecretsManager } from './services/secrets-manager.ts';
import { platformPorts } from './ports.ts';
import { startLabDocuments } from './services/lab-documents.ts';
import { startTwilio } from './services/twilio.ts';
import { startS3 } from './services/s3.ts';
import { demoAccountList, SEED_MARKER } from './seed/accounts.ts';
import { isMarked } from '#lib/table/markers';
import { assertPortFree } from './services/wait.ts';

export const ROOT = join(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
export const TABLE_NAME = 'cannastamp';

export interface PlatformOptions {
  port: number;
  dataDir: string;
  /** Seed the demo data set when the table has none. */
  seed: boolean;
  /** Workers beyond infra/workers.ts (the tests plug in probes this way). */
  extraWorkers?: Worker[];
  /**
   * false: no table stream consumers (a bench that writes tens of thousands of items straight to
   * the table, with the derived counts written beside them, times its reads without them).
   */
  streams?: boolean;
  log?: (line: string) => void;
}

export interface Platform {
  url: string;
  ports: ReturnType<typeof platformPorts>;
  seeded: { accounts: { role: string; email: string; password: string }[] } | undefined;
  /** Each phase of the start and its seconds, in order, for the table `npm start` prints. */
  phases: { what: string; seconds: number }[];
  stop: () => Promise<void>;
}

/** Starts every stand-in and the one-origin gateway; stop() ends each child it started. */
export async function startPlatform(opts: PlatformOptions): Promise<Platform> {
  const log = opts.log ?? (() => undefined);
  // s3rver accepts only its own fixed key pair; DynamoDB Local and cognito-local accept any.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  // Node 20 is this machine's runtime; the Lambdas run Node 22 in the cloud.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const ports = platformPorts(opts.port);
  for (const p of Object.values(ports)) await assertPortFree(p);
  for (const d of ['dynamodb', 's3', 'cognito', 'oidc']) mkdirSync(join(opts.dataDir, d), { recursive: true });

  const standIns: Supervised[] = [];
  const stops: (() => Promise<void>)[] = [];
  const stateFile = join(opts.dataDir, 'runtime.json');
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
    await Promise.all(standIns.map((s) => s.stop()));
    rmSync(stateFile, { force: true });
  };
  // Which processes are the runtime's, for tools and tests (the stand-ins' ids change on restart).
  const pids: Record<string, number | undefined> = {};
  const recordPid = (key: string) => (child: ChildProcess) => {
    pids[key] = child.pid;
    writeFileSync(stateFile, JSON.stringify({ pid: process.pid, standIns: pids }, null, 2));
  };
  const supervised = (key: string, name: string, start: () => Promise<ChildProcess>) =>
    supervise(name, start, { log, onStart: recordPid(key) }).then((s) => void standIns.push(s));
  // each phase's time, so that a slow first start says where the time went
  let phaseStart = performance.now();
  const phases: Platform['phases'] = [];
  const sideBySide: Platform['phases'] = [];
  const phaseDone = (what: string, line = what) => {
    const now = performance.now();
    const seconds = (now - phaseStart) / 1000;
    log(`${line} (${seconds.toFixed(1)} s)`);
    phases.push({ what, seconds }, ...sideBySide.splice(0));
    phaseStart = now;
  };
  // the stand-ins and the web build start together; each one's own time says which held the rest up
  const timed = <T>(what: string, p: Promise<T>) => {
    const from = performance.now();
    return p.then((v) => {
      sideBySide.push({ what: `  ${what}`, seconds: (performance.now() - from) / 1000 });
      return v;
    });
  };
  try {
    const url = `http://localhost:${ports.gateway}`;
    // allSettled, not all: when one stand-in fails to start, the others may still be coming up, and
    // each must be recorded before the cleanup runs, or it would outlive the runtime
    const started = await Promise.allSettled([
      // a stand-in that dies (killed, out of memory) comes back on the same port and data folder
      timed(
        'DynamoDB Local',
        supervised('dynamodb', 'DynamoDB Local', () => startDynamo(ports.dynamo, join(opts.dataDir, 'dynamodb'))),
      ),
      timed(
        'cognito-local',
        supervised('cognito', 'cognito-local', () => startCognito(ports.cognito, join(opts.dataDir, 'cognito'))),
      ),
      timed(
        's3rver',
        startS3(ports.s3, join(opts.dataDir, 's3'), url).then((s3) => void stops.push(s3.stop)),
      ),
      timed('web build (or its check)', ensureWebBuild(log)),
    ]);
    const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    const oidc = await startOidc({
      port: ports.oidc,
      dataDir: join(opts.dataDir, 'oidc'),
      redirectUri: `${url}/api/authentication/google/callback`,
    });
    stops.push(oidc.stop);
    const kms = await startKms(ports.kms, join(opts.dataDir, 'kms'));
    stops.push(kms.stop);
    const secretsManager = await startSecretsManager(
      ports.secretsManager,
      join(opts.dataDir, 'secrets-manager'),
      process.env.AWS_REGION ?? 'us-west-2',
    );
    stops.push(secretsManager.stop);
    const twilio = await startTwilio(ports.twilio);
    stops.push(twilio.stop);
    const labDocuments = await startLabDocuments(ports.labDocuments);
    stops.push(labDocuments.stop);
    phaseDone(
      'stand-ins and web build',
      'stand-ins up: DynamoDB Local, s3rver, cognito-local and an OpenID provider playing Google',
    );

    const ddb = localDynamoClient(ports.dynamo);
    const [, pool] = await Promise.all([
      ensureTable(ddb, TABLE_NAME),
      ensurePool(localCognitoClient(ports.cognito), ports.cognito, join(opts.dataDir, 'cognito')),
    ]);
    phaseDone('table and user pool');

    // What the handlers are given comes from their manifests (infra/needs.ts), as in the CDK
    // stack; these are the stand-ins' names and addresses in place of the stack's resources.
    const region = process.env.AWS_REGION ?? 'us-west-2';
    const gatewayUrl = `http://localhost:${ports.gateway}`;
    // the queues exist once the workers have started, before any handler runs
    const live: { workers?: Awaited<ReturnType<typeof startWorkers>> } = {};
    const deployment: Deployment = {
      base: {
        AWS_REGION: region,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'WARN',
        ...(process.env.VALIDATE_RESPONSES && { VALIDATE_RESPONSES: process.env.VALIDATE_RESPONSES }),
      },
      table: { name: TABLE_NAME, arn: `arn:aws:dynamodb:${region}:000000000000:table/${TABLE_NAME}` },
      media: { name: BUCKETS.media, arn: `arn:aws:s3:::${BUCKETS.media}` },
      userPool: {
        id: pool.userPoolId,
        arn: `arn:aws:cognito-idp:${region}:000000000000:userpool/${pool.userPoolId}`,
        clientId: pool.clientId,
        issuer: pool.issuer,
      },
      // the site's own origins, for the cross-site guard
      siteOrigins: `${gatewayUrl},http://127.0.0.1:${ports.gateway}`,
      siteUrl: gatewayUrl,
      certifiedLabWord: DEFAULT_CERTIFIED_LAB_WORD,
      // Google sign-in against the stand-in (in AWS: the user pool's OAuth endpoints)
      google: {
        issuer: oidc.issuer,
        authorizeUrl: `${oidc.issuer}/auth`,
        tokenUrl: `${oidc.issuer}/token`,
        jwksUrl: `${oidc.issuer}/jwks`,
        revokeUrl: `${oidc.issuer}/token/revocation`,
        clientId: LOCAL_OIDC_CLIENT_ID,
      },
      queue: (name) => {
        const url = live.workers?.queueUrl(name);
        if (!url) throw new Error(`no queue ${name} in the worker table`);
        return { url, arn: `arn:aws:sqs:${region}:000000000000:${name}` };
      },
      // mail stays in the table, shown at /__local/outbox, instead of going out through SES
      mail: {
        from: 'Cannastamp <no-reply@cannastamp.test>',
        identityArn: `arn:aws:ses:${region}:000000000000:identity/cannastamp.test`,
      },
      apiSecretsKey: { id: LOCAL_KMS_KEY_ID, arn: `arn:aws:kms:${region}:000000000000:${LOCAL_KMS_KEY_ID}` },
      secretsArnPrefix: `arn:aws:secretsmanager:${region}:000000000000:secret:`,
      local: {
        dynamodbEndpoint: `http://127.0.0.1:${ports.dynamo}`,
        // a loaded machine may take longer than the cloud's 3 s (functions/lib/table/dynamodb.ts)
        dynamodbRequestTimeoutMs: process.env.DYNAMODB_REQUEST_TIMEOUT_MS ?? '10000',
        s3Endpoint: `http://127.0.0.1:${ports.s3}`,
        cognitoEndpoint: `http://127.0.0.1:${ports.cognito}`,
        kmsEndpoint: `http://127.0.0.1:${ports.kms}`,
        secretsManagerEndpoint: `http://127.0.0.1:${ports.secretsManager}`,
        twilioApiUrl: twilio.url,
        labLinks: { origin: labDocuments.origin, ca: labDocuments.ca },
        sqsEndpoint: `http://127.0.0.1:${ports.sqs}`,
      },
    };
    const allWorkers = [...workers, ...(opts.extraWorkers ?? [])].filter(
      (w) => opts.streams !== false || w.kind !== 'stream',
    );
    const functions = manifests(allWorkers);
    configureFunctions(deployment, functions);
    // The runtime's own tools (seeding, index rebuilds, the outbox page) run outside any invocation
    // and read process.env: everything any function may use, but the queues (they send to none)
    // and what only a worker's own trigger settles.
    const everything = [...functions.values()].reduce(
      (all, n) => mergeNeeds(all, { ...n, queues: [], deadLetter: undefined, delivery: undefined }),
      {},
    );
    Object.assign(process.env, environmentOf(everything, deployment), {
      AWS_REGION: region,
      POWERTOOLS_DEV: 'false',
      // EMF metric lines are for CloudWatch; here they would bury the log (#lib/base/observability/metrics)
      POWERTOOLS_METRICS_DISABLED: 'true',
    });

    let seeded: Platform['seeded'];
    if (opts.seed) {
      // the seed's modules take seconds to load: a data folder already seeded does without them
      const done = (await isMarked(SEED_MARKER))
        ? { accounts: demoAccountList(), steps: [] }
        : await (
            await import('./seed/seed.ts')
          ).seedDemoData({ s3Port: ports.s3, cognitoPort: ports.cognito, pool, log });
      seeded = { accounts: done.accounts };
      // each seeding step's own seconds, under the phase's
      sideBySide.push(...done.steps.map((s) => ({ what: `  ${s.what}`, seconds: s.seconds })));
      phaseDone('demo data', 'demo data in place');
    }
    log('checking the derived indexes (search, similar products, counts)…');
    await (await import('./derived-indexes.ts')).ensureDerivedIndexes(log);
    phaseDone('derived indexes', 'derived indexes in place');

    const running = (live.workers = await startWorkers({
      workers: allWorkers,
      sqsPort: ports.sqs,
      dynamoPort: ports.dynamo,
      tableName: TABLE_NAME,
      region: process.env.AWS_REGION!,
      log,
    }));
    stops.push(running.stop);
    if (allWorkers.length > 0) log(`workers: ${allWorkers.map((w) => `${w.handler} (${w.kind})`).join(', ')}`);

    const gateway = await startGateway({
      runSchedule: running.runNow,
      port: ports.gateway,
      distDir: join(ROOT, 'web', 'dist'),
      s3Port: ports.s3,
      mediaBucket: BUCKETS.media,
    });
    stops.push(gateway.close);
    phaseDone('workers and gateway');
    // a Lambda instance's Chromium dies with the instance; here the runtime ends it for every
    // function whose manifest says it opens one (they share the one browser of #lib/exports/pdf)
    const chromiumUsers = [...functions].filter(([, n]) => n.profile?.chromium).map(([h]) => h);
    stops.push(async () => {
      if (chromiumUsers.some(isLoaded)) await (await import('../../functions/lib/exports/pdf.ts')).closePdfBrowser();
    });
    return { url, ports, seeded, phases, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** The hash of the inputs web/dist was built from, written after the build succeeds. */
const WEB_BUILT_FROM = join(ROOT, '.web-build-inputs');
const WEB_BUILD_LOCK = join(ROOT, '.web-build.lock');
/** A build takes a minute or two; a lock older than this was left by a process that died. */
const STALE_LOCK_MS = 10 * 60_000;

/**
 * What the build reads: the web app with its Vite config, the shared code it imports, and the
 * exact dependency versions. Contents, not times: a checkout or a copy that touches every file
 * without changing one does not rebuild, and an edit always does.
 */
function webInputsHash(): string {
  const hash = createHash('sha256');
  const add = (path: string) => hash.update(path.slice(ROOT.length)).update('\0').update(readFileSync(path));
  for (const dir of ['web', 'shared']) for (const f of filesUnder(join(ROOT, dir))) add(f);
  for (const f of ['package.json', 'package-lock.json', 'tsconfig.json']) add(join(ROOT, f));
  return hash.digest('hex');
}

const webBuildFresh = (inputs: string) =>
  existsSync(join(ROOT, 'web', 'dist', 'index.html')) &&
  existsSync(WEB_BUILT_FROM) &&
  readFileSync(WEB_BUILT_FROM, 'utf8') === inputs;

/**
 * Builds the site when its inputs changed since the last build, so a fresh clone just works.
 * Two platforms starting at once (the suite runs two) build it once: the second waits for the
 * first's build under a lock and finds it fresh.
 */
async function ensureWebBuild(log: (l: string) => void) {
  const inputs = webInputsHash();
  if (webBuildFresh(inputs)) return;
  for (;;) {
    try {
      mkdirSync(WEB_BUILD_LOCK);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const held = statSync(WEB_BUILD_LOCK, { throwIfNoEntry: false });
      if (held && Date.now() - held.mtimeMs > STALE_LOCK_MS) rmSync(WEB_BUILD_LOCK, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 500));
    }
  }
  try {
    if (!webBuildFresh(inputs)) {
      await buildWeb(log);
      writeFileSync(WEB_BUILT_FROM, inputs);
    }
  } finally {
    rmSync(WEB_BUILD_LOCK, { recursive: true, force: true });
  }
}

async function buildWeb(log: (l: string) => void) {
  log('building the web app (its sources changed since the last build)…');
  // A child process with NODE_ENV=production: under vitest NODE_ENV is 'test', and Vite would
  // then bundle React's development build, three times the size of what CloudFront serves.
  const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  const child = spawnChild(
    process.execPath,
    [vite, 'build', '--config', join(ROOT, 'web', 'vite.config.ts'), '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the web build failed: ${stderr}`);
}

/** Every file under dir, sorted, but the build's own output and installed packages. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.name !== 'dist' && e.name !== 'node_modules')
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}
