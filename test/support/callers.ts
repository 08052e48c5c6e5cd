import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { newId } from '#lib/base/ids';
import { makeId } from '../../infra/local/seed/demo-data.ts';
import { DEMO_ACCOUNTS } from '../../infra/local/seed/seed.ts';
import { freshCompany } from './producers.ts';
import { session, uniqueEmail, uniqueIp } from './session.ts';
import { useLocalTable } from './table.ts';
import { setClient } from '#test/support/data/clients';
import { setKioskPin } from '#test/support/data/kiosk';
import { setUser } from '#test/support/data/users';

// Every kind of caller the authorization matrix tries, each as a cookie session against the test
// runtime: demo accounts, fresh accounts the test shapes in the table, and broken tokens.

export const CALLER_KINDS = [
  'anonymous',
  'consumer',
  'consumer2',
  'processorA',
  'processorB',
  'dispensary',
  'admin',
  'dataEntry',
  'reviewer',
  'disabled',
  'expiredToken',
  'tamperedToken',
  'kiosk',
  'kioskOther',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];
export type Caller = ReturnType<typeof session> & {
  kind: CallerKind;
  userId?: string;
  email?: string;
  clientId?: string;
  /** Cookies of another session of the same caller, for a request that ends the one it is sent with (logout). */
  another?: () => Promise<Map<string, string>>;
};

const require = createRequire(import.meta.url);
const PASSWORD = 'Matrix-Caller-21';

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/** The same token re-signed by cognito-local's key with an expiry in the past. */
export function expiredCopy(token: string): string {
  const [h, p] = token.split('.') as [string, string];
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as { exp: number; iat: number };
  payload.iat -= 7200;
  payload.exp = Math.floor(Date.now() / 1000) - 3600;
  const key = JSON.parse(
    readFileSync(
      join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'keys', 'cognitoLocal.private.json'),
      'utf8',
    ),
  ) as { pem: string };
  const body = `${h}.${b64url(JSON.stringify(payload))}`;
  return `${body}.${b64url(createSign('RSA-SHA256').update(body).sign(key.pem))}`;
}

/** The same token with one claim changed and the signature kept. */
function tamperedCopy(token: string): string {
  const [h, p, sig] = token.split('.') as [string, string, string];
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as { sub: string };
  payload.sub = '00000000-0000-0000-0000-000000000000';
  return `${h}.${b64url(JSON.stringify(payload))}.${sig}`;
}

/** The user flags of each kind of signed-in caller; processors and dispensaries get a company of their own. */
const FLAGS: Partial<Record<CallerKind, () => Record<string, unknown>>> = {
  processorA: () => ({ processorUser: true, clientAssignment: newId() }),
  processorB: () => ({ processorUser: true, clientAssignment: makeId(1, 1) }),
  dispensary: () => ({ dispensaryUser: true, clientAssignment: newId() }),
  admin: () => ({ adminUser: true }),
  dataEntry: () => ({ serviceDataEntry: true }),
  reviewer: () => ({ serviceReview: true }),
};

/**
 * Every caller kind, and a bystander: an account none of them may touch. The demo accounts stand
 * for their roles unless `fresh` is set: then every caller is a new account of that role (with a
 * new, empty company), which a test may change, lock out or delete; `remake` replaces one.
 */
export async function makeCallers(
  base: string,
  dynamoPort: number,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<{ callers: Record<CallerKind, Caller>; bystander: Caller; remake: (kind: CallerKind) => Promise<Caller> }> {
  useLocalTable({}, dynamoPort);

  const signIn = async (kind: CallerKind, email: string, password: string) => {
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const r = await s.post('/api/authentication/signin', { email, password });
    if (r.status !== 200) throw new Error(`${kind} could not sign in: ${JSON.stringify(r.body)}`);
    return Object.assign(s, {
      kind,
      userId: r.body.user._id as string,
      email: r.body.user.email as string,
      clientId: r.body.user.clientAssignment as string | undefined,
      another: async () => (await signIn(kind, email, password)).jar,
    });
  };
  const signUp = async (kind: CallerKind, flags: Record<string, unknown> = {}) => {
    const email = uniqueEmail(kind.toLowerCase());
    const s = session(base, { 'x-forwarded-for': uniqueIp() });
    const r = await s.post('/api/authentication/signup', {
      email,
      password: PASSWORD,
      passwordVer: PASSWORD,
      accountType: 'customer',
    });
    if (r.status !== 200) throw new Error(`${kind} could not sign up: ${JSON.stringify(r.body)}`);
    if (Object.keys(flags).length) await setUser(r.body.user._id, flags);
    return signIn(kind, email, PASSWORD);
  };
  const demo = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const asDemo = (kind: CallerKind, role: string) =>
    fresh ? signUp(kind, FLAGS[kind]?.()) : signIn(kind, demo(role).email, demo(role).password);

  const remake = async (kind: CallerKind): Promise<Caller> => {
    if (kind === 'kiosk' || kind === 'kioskOther') return makeKiosk(kind);
    if (kind === 'anonymous') return Object.assign(session(base, { 'x-forwarded-for': uniqueIp() }), { kind });
    const c = await signUp(kind, FLAGS[kind]?.());
    if (kind === 'disabled') await setUser(c.userId!, { disabled: true });
    if (kind === 'expiredToken' || kind === 'tamperedToken') {
      const token = c.jar.get('token')!;
      c.jar.clear();
      c.jar.set('token', kind === 'expiredToken' ? expiredCopy(token) : tamperedCopy(token));
    }
    return c;
  };

  // a browser locked as a kiosk by a member of the client: no session left, the kiosk's credential instead
  const lockedBy = async (kind: CallerKind, member: Caller, clientId: string) => {
    const r = await member.post(`/api/client/${clientId}/kiosk/lock`);
    if (r.status !== 200 || member.jar.has('token'))
      throw new Error(`${kind} could not lock: ${JSON.stringify(r.body)}`);
    return Object.assign(member, { kind, userId: undefined, email: undefined, clientId, another: undefined });
  };
  const makeKiosk = async (kind: CallerKind): Promise<Caller> => {
    if (kind === 'kiosk') {
      // the demo dispensary: Pro, with a PIN and a loyalty programme in the seed
      const a = demo('dispensary');
      return lockedBy(kind, await signIn(kind, a.email, a.password), makeId(2, 0));
    }
    const shop = await freshCompany({ type: 'dispensary', name: 'Matrix Kiosk Shop' });
    await setClient(shop.id, { premiumEnabled: true, premiumLevel: 'pro' });
    await setKioskPin(shop.id, '2121');
    return lockedBy(kind, await signUp(kind, { dispensaryUser: true, clientAssignment: shop.id }), shop.id);
  };

  const callers = {
    anonymous: await remake('anonymous'),
    consumer: await asDemo('consumer', 'consumer'),
    consumer2: await remake('consumer2'),
    processorA: await asDemo('processorA', 'producer'),
    processorB: await remake('processorB'),
    dispensary: await asDemo('dispensary', 'dispensary'),
    admin: await asDemo('admin', 'admin'),
    dataEntry: await asDemo('dataEntry', 'data entry'),
    reviewer: await asDemo('reviewer', 'reviewer'),
    disabled: await remake('disabled'),
    expiredToken: await remake('expiredToken'),
    tamperedToken: await remake('tamperedToken'),
    kiosk: await makeKiosk('kiosk'),
    kioskOther: await makeKiosk('kioskOther'),
  } satisfies Record<CallerKind, Caller>;
  const bystander = await signUp('consumer2');
  return { callers, bystander, remake };
}
