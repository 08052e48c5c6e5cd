import * as z from 'zod/mini';

// The one reader of the function's environment. Each variable is declared once here with its
// type; which ones a function gets is decided by its manifest (infra/needs.ts), in AWS and on the
// local runtime alike. Every read goes through `setting` or `required`, at call time (never at
// module load), so the local runtime can hand each invocation the environment its manifest gives.

const text = z.string().check(z.minLength(1));
const flag = z.enum(['true', 'false']);

const ENVIRONMENT = z.object({
  // given by Lambda itself
  AWS_REGION: text,
  AWS_XRAY_DAEMON_ADDRESS: text,
  // every function (infra/needs.ts BASE)
  // Powertools' level names, in either case
  LOG_LEVEL: text,
  POWERTOOLS_METRICS_NAMESPACE: text,
  // table
  TABLE_NAME: text,
  DYNAMODB_ENDPOINT: text,
  // milliseconds (z.coerce would add 3 KB to every bundle for this one number)
  DYNAMODB_REQUEST_TIMEOUT_MS: z.string().check(z.regex(/^[1-9]\d*$/)),
  // media
  MEDIA_BUCKET: text,
  S3_ENDPOINT: text,
  // queues: fauxqs's endpoint, set by the local runtime only
  SQS_ENDPOINT: text,
  // a stream worker's dead-letter queue, by name (its URL is QUEUE_URL_<NAME>)
  DEAD_LETTER_QUEUE: text,
  // a queue worker's delivery terms (the worker table's): receives before its dead-letter queue, its lease
  MAX_RECEIVES: z.string().check(z.regex(/^[1-9]\d*$/)),
  LEASE_SECONDS: z.string().check(z.regex(/^[1-9]\d*$/)),
  // user pool
  USER_POOL_ID: text,
  USER_POOL_CLIENT_ID: text,
  COGNITO_ENDPOINT: text,
  // settings
  SITE_ORIGINS: text,
  SITE_URL: text,
  CERTIFIED_LAB_WORD: text,
  ORIGIN_SECRET: text,
  COGNITO_ISSUER: text,
  COGNITO_JWKS_URI: text,
  COOKIE_SECURE: flag,
  OIDC_ISSUER: text,
  OIDC_AUTHORIZE_URL: text,
  OIDC_TOKEN_URL: text,
  OIDC_JWKS_URL: text,
  OIDC_REVOKE_URL: text,
  OIDC_CLIENT_ID: text,
  OIDC_IDP: text,
  // mail
  MAIL_FROM: text,
  MAIL_TRANSPORT: z.enum(['ses', 'local']),
  // profile
  CHROMIUM_PACK: text,
  // companies' API secrets (#lib/aws/kms)
  API_SECRETS_KEY_ID: text,
  KMS_ENDPOINT: text,
  // companies' messaging credentials (#lib/aws/secrets)
  SECRETS_MANAGER_ENDPOINT: text,
  // the local Twilio-protocol stand-in (#lib/loyalty/provider/twilio)
  TWILIO_API_URL: text,
  // the local lab stand-in, the one private origin documents are fetched from (#lib/base/fetch-public)
  LAB_LINKS_TRUSTED_ORIGIN: text,
  LAB_LINKS_CA: text,
  // the tests' response check (functions/lib/http.ts)
  VALIDATE_RESPONSES: z.enum(['0', '1']),
});

export type Environment = z.infer<typeof ENVIRONMENT>;
export type Variable = keyof Environment;

/** Queue URLs are named after their queue: print-jobs → QUEUE_URL_PRINT_JOBS. */
export const queueUrlVariable = (queue: string) => `QUEUE_URL_${queue.toUpperCase().replace(/\W+/g, '_')}`;

type Source = () => Readonly<Record<string, string | undefined>> | undefined;
let scoped: Source | undefined;

/**
 * The local runtime runs every handler in one process: it passes the environment of the
 * invocation under way (computed from that handler's manifest), and a handler then sees only
 * that, as its Lambda would. Outside an invocation (the runtime's own tools) process.env is read.
 */
export const scopeEnvironment = (source: Source | undefined) => void (scoped = source);

const raw = (name: string) => {
  const v = (scoped?.() ?? process.env)[name];
  return v === undefined || v === '' ? undefined : v;
};

/** The variable's typed value, or undefined when this function was not given it. */
export function setting<K extends Variable>(name: K): Environment[K] | undefined {
  const v = raw(name);
  if (v === undefined) return undefined;
  const parsed = ENVIRONMENT.shape[name].safeParse(v);
  if (!parsed.success) throw new Error(`${name} is not a valid value: ${JSON.stringify(v)}`);
  return parsed.data as Environment[K];
}

/** The variable's typed value; throws when this function was not given it (its manifest does not declare the need). */
export function required<K extends Variable>(name: K): Environment[K] {
  const v = setting(name);
  if (v === undefined) throw new Error(`${name} is not configured`);
  return v;
}

/** The URL of a queue this function sends to (its manifest's `queues`). */
export function queueUrl(queue: string): string {
  const v = raw(queueUrlVariable(queue));
  if (v === undefined) throw new Error(`${queueUrlVariable(queue)} is not configured`);
  return v;
}
