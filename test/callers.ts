import { createSign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { makeId } from '../infra/local/seed/demo-data.ts';
import { DEMO_ACCOUNTS } from '../infra/local/seed/seed.ts';
import { session, uniqueEmail, uniqueIp } from './session.ts';

// Every kind of caller the authorization matrix tries, each as a cookie session against the test
// runtime: demo accounts, fresh accounts the test shapes in the table, and broken tokens.

export const CALLER_KINDS = [
  'anonymous', 'consumer', 'consumer2', 'processorA', 'processorB', 'dispensary', 'admin', 'dataEntry', 'reviewer',
  'disabled', 'expiredToken', 'tamperedToken',
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
  const key = JSON.parse(readFileSync(join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'keys', 'cognitoLocal.private.json'), 'utf8')) as { pem: string };
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

/** Every caller kind, and a bystander: an account none of them may touch. */
export async function makeCallers(base: string, dynamoPort: number): Promise<{ callers: Record<CallerKind, Caller>; bystander: Caller }> {
  const ddb = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: `http://127.0.0.1:${dynamoPort}`, region: 'us-west-2', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
  );
  const setFlags = (userId: string, flags: Record<string, unknown>) =>
    ddb.send(new UpdateCommand({
      TableName: 'cannastamp',
      Key: { pk: `USER#${userId}`, sk: '#META' },
      UpdateExpression: `SET ${Object.keys(flags).map((k, i) => `#k${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(Object.keys(flags).map((k, i) => [`#k${i}`, k])),
      ExpressionAttributeValues: Object.fromEntries(Object.values(flags).map((v, i) => [`:v${i}`, v])),
    }));

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
    const r = await s.post('/api/authentication/signup', { email, password: PASSWORD, passwordVer: PASSWORD, accountType: 'customer' });
    if (r.status !== 200) throw new Error(`${kind} could not sign up: ${JSON.stringify(r.body)}`);
    if (Object.keys(flags).length) await setFlags(r.body.user._id, flags);
    return signIn(kind, email, PASSWORD);
  };
  const demo = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!;

  const callers = {
    anonymous: Object.assign(session(base, { 'x-forwarded-for': uniqueIp() }), { kind: 'anonymous' as const }),
    consumer: await signIn('consumer', demo('consumer').email, demo('consumer').password),
    consumer2: await signUp('consumer2'),
    processorA: await signIn('processorA', demo('producer').email, demo('producer').password),
    processorB: await signUp('processorB', { processorUser: true, clientAssignment: makeId(1, 1) }),
    dispensary: await signIn('dispensary', demo('dispensary').email, demo('dispensary').password),
    admin: await signIn('admin', demo('admin').email, demo('admin').password),
    dataEntry: await signIn('dataEntry', demo('data entry').email, demo('data entry').password),
    reviewer: await signIn('reviewer', demo('reviewer').email, demo('reviewer').password),
    disabled: await signUp('disabled'),
    expiredToken: await signUp('expiredToken'),
    tamperedToken: await signUp('tamperedToken'),
  } satisfies Record<CallerKind, Caller>;
  const bystander = await signUp('consumer2');
  await setFlags(callers.disabled.userId!, { disabled: true });
  for (const k of ['expiredToken', 'tamperedToken'] as const) {
    const c = callers[k];
    const token = c.jar.get('token')!;
    c.jar.clear();
    c.jar.set('token', k === 'expiredToken' ? expiredCopy(token) : tamperedCopy(token));
  }
  return { callers, bystander };
}
