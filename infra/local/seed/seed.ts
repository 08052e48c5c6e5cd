import { isMarked, mark } from '#lib/table/markers';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { putBrands } from '#lib/brands/store';
import { putClients } from '#lib/clients/store';
import { putDistributions } from '#lib/distributions/store';
import { putLots } from '#lib/lots/store';
import { putProducts } from '#lib/products/store';
import { putTestResults } from '#lib/test-results/store';
import { pointFor } from '#lib/similar/engine';
import { rebuildIndex } from '#lib/similar/store/rebuild';
import { writeSearchIndex } from '#lib/search/store/rebuild';
import { writeTestTable } from '#lib/test-result-index/store/rebuild';
import type { JoinedProduct } from '#lib/products/store/joined';
import type { Lot } from '#shared/schemas/catalog';
import { putBlogPosts } from '#lib/blog/store';
import { inLanes } from '#lib/base/lanes';
import type { BlogPost } from '#shared/schemas/blog';
import { demoBlogPosts } from './blog-posts.ts';
import { createUser } from '#lib/users/store';
import type { User } from '#shared/schemas/user';
import { BUCKETS } from '../../table.ts';
import { localCognitoClient, type PoolConfig } from '../services/cognito.ts';
import { buildDemoData, type DemoData } from './demo-data.ts';
import { demoLots } from './lots.ts';
import { seedServiceDemo } from './service.ts';
import { seedPipelineDemo } from './pipeline.ts';
import { demoTestResults } from './test-results.ts';
import { seedCompanyAdmins } from './company-admins.ts';
import { seedPointsOffers } from './points-offers.ts';
import { seedLoyaltyMembersDemo } from './loyalty-members.ts';
import { seedLoyaltyRewardsDemo } from './loyalty-rewards.ts';
import { seedMemberKioskOrdersDemo } from './member-kiosk-orders.ts';
import { seedMessagingDemo } from './messaging.ts';
import { DEMO_ACCOUNTS, SEED_MARKER, demoAccountList } from './accounts.ts';

export { DEMO_ACCOUNTS };

/**
 * The seed's steps, in order. One at a time: DynamoDB Local does nearly all the work, and steps
 * side by side only queued there and seeded slower than in turn (docs/architecture.md); each step
 * keeps a few calls in flight itself.
 */
const STEPS = [
  'images',
  'catalogue',
  'accounts',
  'derived views',
  'service demo',
  'pipeline demo',
  'messaging demo',
  'loyalty demo',
] as const;
type Step = (typeof STEPS)[number];

/** How often a line says how far the seed is while a step works. */
const PROGRESS_EVERY_MS = 2000;

/**
 * Progress lines for the first start's longest wait (the step, how far into its items, the steps
 * left), at each step's start and every two seconds, and each step's seconds for the phase table.
 */
function seedProgress(log: (l: string) => void) {
  const times: { what: string; seconds: number }[] = [];
  let current: { step: Step; count: string } | undefined;
  const say = () => {
    if (!current) return;
    const n = STEPS.indexOf(current.step) + 1;
    const left = STEPS.slice(n).join(', ');
    log(`seeding ${current.step}${current.count} (step ${n} of ${STEPS.length}${left ? `; then ${left}` : ''})`);
  };
  const ticker = setInterval(say, PROGRESS_EVERY_MS);
  ticker.unref();
  return {
    times,
    /** Runs one step, timed; `count` notes how far into its items it is. */
    async run<T>(step: Step, fn: (count: (done: number, total: number) => void) => Promise<T>): Promise<T> {
      const from = performance.now();
      const now = (current = { step, count: '' });
      say();
      try {
        return await fn((done, total) => {
          now.count = ` ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`;
        });
      } finally {
        times.push({ what: step, seconds: (performance.now() - from) / 1000 });
        current = undefined;
      }
    },
    end: () => clearInterval(ticker),
  };
}

/**
 * The demo catalogue: its companies, brands, results, lots, products, distributions and blog
 * posts, the lots pages' and the test results pages' extra lots and results with them.
 */
function catalogueOf(data: DemoData, posts: BlogPost[]) {
  const lotPages = demoLots(data);
  const resultPages = demoTestResults(data);
  return {
    ...data,
    tests: [...data.tests, ...lotPages.tests, ...resultPages.tests],
    lots: [...data.lots, ...lotPages.lots, ...resultPages.lots],
    posts,
  };
}
type Catalogue = ReturnType<typeof catalogueOf>;

/**
 * Every item of the catalogue in one batch pass, each kind through its store. One kind after the
 * other: each keeps a few batches in flight, which is all DynamoDB Local takes at its pace, and
 * more at once would only queue there until a request outlived its timeout on a loaded machine.
 */
async function writeCatalogue(c: Catalogue, count: (done: number, total: number) => void) {
  const total = c.clients.length + c.brands.length + c.tests.length + c.lots.length;
  const all = total + c.products.length + c.distributions.length + c.posts.length;
  await putClients(c.clients);
  await putBrands(c.brands);
  await putTestResults(c.tests);
  await putLots(c.lots);
  count(total, all);
  await putProducts(c.products);
  count(total + c.products.length, all);
  await putDistributions(c.distributions);
  await putBlogPosts(c.posts);
  count(all, all);
}

/**
 * Each product with its latest lot and that lot's result (a shipment's or distribution's its parent
 * lot's) and its brand's name, as #lib/products/store/joined reads them from the table.
 */
function joinedProducts(c: Catalogue): JoinedProduct[] {
  const lots = new Map(c.lots.map((l) => [l._id, l]));
  const tests = new Map(c.tests.map((t) => [t._id, t]));
  const brands = new Map(c.brands.map((b) => [b._id, b.name]));
  const testOf = (l: Lot) => l.testResult ?? (l.parentLot ? lots.get(l.parentLot)?.testResult : undefined);
  return c.products.map((p) => {
    const product = { ...p, brand: { ...p.brand, name: brands.get(p.brand._id) ?? p.brand.name } };
    const lot = p.latestLot ? lots.get(p.latestLot) : undefined;
    if (!lot) return { product };
    const id = testOf(lot);
    return { product, lot: { ...lot, testResult: id ? tests.get(id) : undefined } };
  });
}

/**
 * The derived views of the catalogue, built from the data in hand rather than read back from the
 * table: the similar-products answers, the search index and the admin test table. Their stream
 * workers keep them fresh from then on.
 */
async function writeDerivedViews(c: Catalogue) {
  const joined = joinedProducts(c);
  const points = joined.flatMap(({ product, lot }) =>
    lot?.testResult ? (pointFor(product, lot, lot.testResult) ?? []) : [],
  );
  await rebuildIndex(points);
  await writeSearchIndex(joined);
  await writeTestTable(c.tests);
}

export async function seedDemoData(opts: {
  s3Port: number;
  cognitoPort: number;
  pool: PoolConfig;
  log: (l: string) => void;
}) {
  const accounts = demoAccountList();
  if (await isMarked(SEED_MARKER)) return { accounts, steps: [] };

  const started = Date.now();
  const data = buildDemoData();
  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${opts.s3Port}`,
    forcePathStyle: true,
    region: 'us-west-2',
  });
  const blog = demoBlogPosts();
  const progress = seedProgress(opts.log);
  const cognito = localCognitoClient(opts.cognitoPort);
  const login = (email: string, password: string) => ensureCognitoUser(cognito, opts.pool.userPoolId, email, password);
  const images = [...data.images, ...blog.images];
  const all = catalogueOf(data, blog.posts);
  try {
    await progress.run('images', async (count) => {
      let stored = 0;
      await inLanes(images, 8, async (img) => {
        await s3.send(
          new PutObjectCommand({ Bucket: BUCKETS.media, Key: img.key, Body: img.svg, ContentType: 'image/svg+xml' }),
        );
        count(++stored, images.length);
      });
    });
    await progress.run('catalogue', (count) => writeCatalogue(all, count));
    await progress.run('accounts', async () => {
      await seedDemoAccounts(data, login);
      await seedCompanyAdmins(data.clients, login);
    });
    await progress.run('derived views', () => writeDerivedViews(all));
    // what the catalogue's companies turn on: Pro, the kiosk, the pipeline, texting and loyalty
    await progress.run('service demo', seedServiceDemo);
    await progress.run('pipeline demo', () => seedPipelineDemo(data, s3));
    await progress.run('messaging demo', seedMessagingDemo);
    // the members' check-ins earn by the offers, the rewards are bought with their points, and the
    // kiosk orders come from the store's Pro shelf and add points after the redemption
    await progress.run('loyalty demo', async () => {
      await seedPointsOffers();
      await seedLoyaltyMembersDemo();
      await seedLoyaltyRewardsDemo();
      await seedMemberKioskOrdersDemo();
    });
  } finally {
    progress.end();
  }
  await mark(SEED_MARKER);
  opts.log(
    `seeded ${data.clients.length} clients, ${data.brands.length} brands, ${data.products.length} products, ` +
      `${data.lots.length} lots, ${data.tests.length} test results, ` +
      `${data.distributions.length} distributions, ${accounts.length} accounts in ${Date.now() - started} ms`,
  );
  return { accounts, steps: progress.times };
}

/** The demo accounts, one per role: each one's sign-in and its user, a member of its company where it has one. */
async function seedDemoAccounts(data: DemoData, login: (email: string, password: string) => Promise<string>) {
  const firstOf = (type: string) => data.clients.find((c) => c.type === type)!._id;
  // one at a time: cognito-local keeps its pool in one JSON file
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    const sub = await login(a.email, a.password);
    const now = new Date().toISOString();
    const user: User = {
      _id: `5c3d${(i + 1).toString(16).padStart(20, '0')}`,
      email: a.email,
      firstName: a.role[0]!.toUpperCase() + a.role.slice(1).replace(/ .*/, ''),
      lastName: 'Demo',
      sub,
      adminUser: false,
      processorUser: false,
      dispensaryUser: false,
      serviceDataEntry: false,
      serviceReview: false,
      disabled: false,
      passwordExpired: false,
      ...a.flags,
      ...('client' in a ? { clientAssignment: firstOf(a.client) } : {}),
      createdAt: now,
      updatedAt: now,
    };
    await createUser(user).catch((e: Error) => {
      if (e.name !== 'TransactionCanceledException') throw e; // already there from an interrupted seed
    });
  }
}

async function ensureCognitoUser(
  c: ReturnType<typeof localCognitoClient>,
  poolId: string,
  email: string,
  password: string,
) {
  const subOf = (attrs?: { Name?: string; Value?: string }[]) => attrs?.find((x) => x.Name === 'sub')?.Value;
  try {
    const existing = await c.send(new AdminGetUserCommand({ UserPoolId: poolId, Username: email }));
    return subOf(existing.UserAttributes)!;
  } catch (e) {
    if ((e as Error).name !== 'UserNotFoundException') throw e;
  }
  const created = await c.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await c.send(
    new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: email, Password: password, Permanent: true }),
  );
  return subOf(created.User?.Attributes)!;
}
