import { isMarked, mark } from '#lib/table/markers';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { putBrand } from '#lib/brands/store';
import { putClient } from '#lib/clients/store';
import { createDistribution } from '#lib/distributions/store';
import { putLot } from '#lib/lots/store';
import { putProduct } from '#lib/products/store';
import { putTestResult } from '#lib/test-results/store';
import { pointFor } from '#lib/similar/engine';
import { rebuildIndex } from '#lib/similar/store/rebuild';
import { putBlogPost } from '#lib/blog/store';
import { demoBlogPosts } from './blog-posts.ts';
import { createUser } from '#lib/users/store';
import type { User } from '#shared/schemas/user';
import { BUCKETS } from '../../table.ts';
import { localCognitoClient, type PoolConfig } from '../services/cognito.ts';
import { buildDemoData } from './demo-data.ts';
import { seedDemoLots } from './lots.ts';
import { seedServiceDemo } from './service.ts';
import { seedPipelineDemo } from './pipeline.ts';
import { seedTestResults } from './test-results.ts';
import { seedCompanyAdmins } from './company-admins.ts';
import { seedPointsOffers } from './points-offers.ts';
import { seedLoyaltyMembersDemo } from './loyalty-members.ts';
import { seedLoyaltyRewardsDemo } from './loyalty-rewards.ts';
import { seedMemberKioskOrdersDemo } from './member-kiosk-orders.ts';
import { seedMessagingDemo } from './messaging.ts';
import { DEMO_ACCOUNTS, SEED_MARKER, demoAccountList } from './accounts.ts';

export { DEMO_ACCOUNTS };

/** The seed's steps, in order, so that its progress lines can say what is left. */
const STEPS = [
  'images',
  'clients',
  'brands',
  'test results',
  'lots',
  'products',
  'lot histories',
  'distributions',
  'blog posts',
  'service demo',
  'pipeline demo',
  'result histories',
  'loyalty demo',
  'similar products',
  'accounts',
] as const;
type Step = (typeof STEPS)[number];

/** Progress lines for the first start's longest wait: which step, how far into it, what is left. */
function seedProgress(log: (l: string) => void) {
  let lastLine = 0;
  const say = (step: Step, done?: number, total?: number) => {
    const n = STEPS.indexOf(step) + 1;
    const count = total === undefined ? '' : ` ${done!.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`;
    const left = STEPS.slice(n).join(', ');
    log(`seeding ${step}${count} (step ${n} of ${STEPS.length}${left ? `; then ${left}` : ''})`);
    lastLine = Date.now();
  };
  return {
    step: (step: Step) => say(step),
    /** Writes the items a few at a time, with a line every two seconds while it goes. */
    async each<T>(step: Step, items: T[], size: number, fn: (t: T) => Promise<unknown>) {
      say(step, 0, items.length);
      for (let i = 0; i < items.length; i += size) {
        await Promise.all(items.slice(i, i + size).map(fn));
        if (Date.now() - lastLine > 2000) say(step, Math.min(i + size, items.length), items.length);
      }
    },
  };
}

export async function seedDemoData(opts: {
  s3Port: number;
  cognitoPort: number;
  pool: PoolConfig;
  log: (l: string) => void;
}) {
  const accounts = demoAccountList();
  if (await isMarked(SEED_MARKER)) return { accounts };

  const started = Date.now();
  const data = buildDemoData();
  const s3 = new S3Client({
    endpoint: `http://127.0.0.1:${opts.s3Port}`,
    forcePathStyle: true,
    region: 'us-west-2',
  });
  const blog = demoBlogPosts();
  const progress = seedProgress(opts.log);
  await progress.each('images', [...data.images, ...blog.images], 8, (img) =>
    s3.send(new PutObjectCommand({ Bucket: BUCKETS.media, Key: img.key, Body: img.svg, ContentType: 'image/svg+xml' })),
  );
  await progress.each('clients', data.clients, 8, putClient);
  await progress.each('brands', data.brands, 8, putBrand);
  await progress.each('test results', data.tests, 8, putTestResult);
  await progress.each('lots', data.lots, 8, putLot);
  await progress.each('products', data.products, 8, putProduct);
  progress.step('lot histories');
  await seedDemoLots(data);
  await progress.each('distributions', data.distributions, 8, createDistribution);
  await progress.each('blog posts', blog.posts, 8, putBlogPost);
  progress.step('service demo');
  await seedServiceDemo();
  progress.step('pipeline demo');
  await seedPipelineDemo(data, s3);
  progress.step('result histories');
  await seedTestResults(data);
  progress.step('loyalty demo');
  await seedPointsOffers();
  await seedLoyaltyMembersDemo();
  await seedLoyaltyRewardsDemo();
  await seedMemberKioskOrdersDemo();
  await seedMessagingDemo();
  progress.step('similar products');
  // the similar-products answers, built once here; the refresh-similar worker keeps them fresh
  const lots = new Map(data.lots.map((l) => [l._id, l]));
  const tests = new Map(data.tests.map((t) => [t._id, t]));
  const items = data.products.flatMap((p) => {
    const lot = p.latestLot ? lots.get(p.latestLot) : undefined;
    const test = lot?.testResult ? tests.get(lot.testResult) : undefined;
    const point = lot && test ? pointFor(p, lot, test) : undefined;
    return point ? [point] : [];
  });
  await rebuildIndex(items);

  progress.step('accounts');
  const cognito = localCognitoClient(opts.cognitoPort);
  const firstOf = (type: string) => data.clients.find((c) => c.type === type)!._id;
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    const sub = await ensureCognitoUser(cognito, opts.pool.userPoolId, a.email, a.password);
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
  await seedCompanyAdmins(data.clients, (email, pw) => ensureCognitoUser(cognito, opts.pool.userPoolId, email, pw));
  await mark(SEED_MARKER);
  opts.log(
    `seeded ${data.clients.length} clients, ${data.brands.length} brands, ${data.products.length} products, ` +
      `${data.lots.length} lots, ${data.tests.length} test results, ` +
      `${data.distributions.length} distributions, ${accounts.length} accounts in ${Date.now() - started} ms`,
  );
  return { accounts };
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
