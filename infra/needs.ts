import { MESSAGING_SECRETS_PREFIX, type Needs } from '#shared/needs';
import { queueUrlVariable, type Variable } from '#lib/base/config';

// The one place that turns a function's manifest (shared/needs.ts) into its environment and its
// IAM grants. The CDK stack calls it with the deployment's tokens and ARNs (constructs/lambda.ts),
// the local runtime with the stand-ins' addresses (local/handlers.ts); a variable or a grant no
// manifest asks for exists nowhere. docs/architecture.md (One manifest) gives the reasons.

export type Environment = Partial<Record<Variable, string>> & Record<string, string>;

export interface Grant {
  actions: string[];
  resources: string[];
}

/** Where a function runs: the resources' names and ARNs and the settings' values. */
export interface Deployment {
  /** Variables every function gets (source maps and the metric namespace in AWS; the region and log level locally). */
  base: Record<string, string>;
  table: { name: string; arn: string };
  media: { name: string; arn: string };
  userPool: { id: string; arn: string; clientId: string; issuer: string };
  siteOrigins: string;
  siteUrl: string;
  certifiedLabWord: string;
  /** The header value only CloudFront sends (absent where nothing sits in front of the API). */
  originSecret?: string;
  /** Google sign-in's OpenID endpoints; without them the Google routes answer 'not available'. */
  google?: {
    issuer: string;
    authorizeUrl: string;
    tokenUrl: string;
    jwksUrl: string;
    revokeUrl?: string;
    clientId: string;
    identityProvider?: string;
  };
  queue: (name: string) => { url: string; arn: string };
  mail: { from: string; identityArn: string };
  /** The KMS key that seals companies' API secrets (#lib/aws/kms). */
  apiSecretsKey: { id: string; arn: string };
  /** `arn:aws:secretsmanager:<region>:<account>:secret:`, which secret names follow. */
  secretsArnPrefix: string;
  /** Where @sparticuz/chromium finds its packs (the layer at /opt); locally a Chromium of the machine is used. */
  chromiumPack?: string;
  /**
   * The local stand-ins: endpoints and switches that go with a need only on this machine
   * (DynamoDB Local, s3rver, cognito-local, plain-http cookies, the outbox instead of SES).
   */
  local?: {
    dynamodbEndpoint: string;
    dynamodbRequestTimeoutMs: string;
    s3Endpoint: string;
    cognitoEndpoint: string;
    cognitoJwksUri?: string;
    kmsEndpoint?: string;
    secretsManagerEndpoint?: string;
    twilioApiUrl?: string;
    /** The lab stand-in serving WCIA documents over https, and its certificate (PEM). */
    labLinks?: { origin: string; ca: string };
    /** fauxqs: its queue URLs name a host Node does not resolve, so senders post here. */
    sqsEndpoint?: string;
  };
}

/** DynamoDB actions of a read and of a write; GSIs are queried through `<table>/index/*`. */
export const TABLE_ACTIONS = {
  read: ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan'],
  write: ['dynamodb:BatchWriteItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
} as const;

/** User pool operations that are public (unsigned): they need the app client id, and no grant. */
const PUBLIC_POOL_OPERATIONS = new Set(['InitiateAuth', 'RevokeToken']);

const defined = (env: Record<string, string | undefined>): Environment =>
  Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined)) as Environment;

/** The function's environment variables: the deployment's base and what each of its needs reads. */
/** Every queue the function sends to: its own and its dead-letter queue. */
const sendsTo = (needs: Needs): string[] => [...(needs.queues ?? []), ...(needs.deadLetter ? [needs.deadLetter] : [])];

export function environmentOf(needs: Needs, d: Deployment): Environment {
  const settings = new Set(needs.settings ?? []);
  const google = d.google;
  return defined({
    ...d.base,
    ...(needs.table && {
      TABLE_NAME: d.table.name,
      DYNAMODB_ENDPOINT: d.local?.dynamodbEndpoint,
      DYNAMODB_REQUEST_TIMEOUT_MS: d.local?.dynamodbRequestTimeoutMs,
    }),
    ...((needs.media?.read?.length || needs.media?.write?.length || needs.media?.delete?.length) && {
      MEDIA_BUCKET: d.media.name,
      S3_ENDPOINT: d.local?.s3Endpoint,
    }),
    ...(needs.userPool?.length && {
      USER_POOL_CLIENT_ID: d.userPool.clientId,
      USER_POOL_ID: needs.userPool.some((o) => !PUBLIC_POOL_OPERATIONS.has(o)) ? d.userPool.id : undefined,
      COGNITO_ENDPOINT: d.local?.cognitoEndpoint,
    }),
    ...Object.fromEntries(sendsTo(needs).map((q) => [queueUrlVariable(q), d.queue(q).url])),
    ...(sendsTo(needs).length && { SQS_ENDPOINT: d.local?.sqsEndpoint }),
    ...(needs.deadLetter && { DEAD_LETTER_QUEUE: needs.deadLetter }),
    ...(needs.delivery && {
      MAX_RECEIVES: String(needs.delivery.maxReceives),
      LEASE_SECONDS: String(needs.delivery.leaseSeconds),
    }),
    ...(settings.has('siteOrigins') && { SITE_ORIGINS: d.siteOrigins }),
    ...(settings.has('siteUrl') && { SITE_URL: d.siteUrl }),
    ...(settings.has('certifiedLabWord') && { CERTIFIED_LAB_WORD: d.certifiedLabWord }),
    ...(settings.has('originSecret') && { ORIGIN_SECRET: d.originSecret }),
    // session tokens come from the user pool, or from Google's issuer where it differs (the local stand-in)
    ...(settings.has('sessions') && {
      COGNITO_ISSUER: d.userPool.issuer,
      USER_POOL_CLIENT_ID: d.userPool.clientId,
      COGNITO_JWKS_URI: d.local?.cognitoJwksUri,
      OIDC_ISSUER: google?.issuer,
      OIDC_CLIENT_ID: google?.clientId,
      OIDC_JWKS_URL: google?.jwksUrl,
      COOKIE_SECURE: d.local && 'false',
    }),
    ...(settings.has('google') &&
      google && {
        OIDC_AUTHORIZE_URL: google.authorizeUrl,
        OIDC_TOKEN_URL: google.tokenUrl,
        OIDC_REVOKE_URL: google.revokeUrl,
        OIDC_CLIENT_ID: google.clientId,
        OIDC_IDP: google.identityProvider,
        SITE_URL: d.siteUrl,
      }),
    ...(settings.has('google') && { COOKIE_SECURE: d.local && 'false' }),
    ...(settings.has('labLinks') && {
      LAB_LINKS_TRUSTED_ORIGIN: d.local?.labLinks?.origin,
      LAB_LINKS_CA: d.local?.labLinks?.ca,
    }),
    ...(needs.mail && { MAIL_FROM: d.mail.from, MAIL_TRANSPORT: d.local && 'local' }),
    ...(needs.profile?.chromium && { CHROMIUM_PACK: d.chromiumPack }),
    ...(needs.apiSecrets && { API_SECRETS_KEY_ID: d.apiSecretsKey.id, KMS_ENDPOINT: d.local?.kmsEndpoint }),
    ...(needs.messagingSecrets && { SECRETS_MANAGER_ENDPOINT: d.local?.secretsManagerEndpoint }),
    ...(needs.messagingSecrets && { TWILIO_API_URL: d.local?.twilioApiUrl }),
  });
}

/** The function's IAM grants, least privilege: each need's actions on its resources and nothing else. */
export function grantsOf(needs: Needs, d: Deployment): Grant[] {
  const grants: Grant[] = [];
  if (needs.table)
    grants.push({
      actions: [...TABLE_ACTIONS.read, ...(needs.table === 'write' ? TABLE_ACTIONS.write : [])],
      resources: [d.table.arn, `${d.table.arn}/index/*`],
    });
  const prefixes = [
    ...new Set([...(needs.media?.read ?? []), ...(needs.media?.write ?? []), ...(needs.media?.delete ?? [])]),
  ];
  for (const prefix of prefixes)
    grants.push({
      actions: [
        ...(needs.media?.read?.includes(prefix) ? ['s3:GetObject'] : []),
        ...(needs.media?.write?.includes(prefix) ? ['s3:PutObject'] : []),
        ...(needs.media?.delete?.includes(prefix) ? ['s3:DeleteObject'] : []),
      ],
      resources: [`${d.media.arn}/${prefix}*`],
    });
  const admin = (needs.userPool ?? []).filter((o) => !PUBLIC_POOL_OPERATIONS.has(o));
  if (admin.length) grants.push({ actions: admin.map((o) => `cognito-idp:${o}`), resources: [d.userPool.arn] });
  for (const q of sendsTo(needs)) grants.push({ actions: ['sqs:SendMessage'], resources: [d.queue(q).arn] });
  if (needs.mail) grants.push({ actions: ['ses:SendEmail'], resources: [d.mail.identityArn] });
  if (needs.apiSecrets)
    grants.push({
      actions: [needs.apiSecrets === 'seal' ? 'kms:GenerateDataKey' : 'kms:Decrypt'],
      resources: [d.apiSecretsKey.arn],
    });
  if (needs.messagingSecrets)
    grants.push({ actions: ['secretsmanager:*'], resources: [`${d.secretsArnPrefix}${MESSAGING_SECRETS_PREFIX}*`] });
  return grants;
}

/** The SES identity of the sender's domain: `Cannastamp <no-reply@cannastamp.com>` → cannastamp.com. */
export function senderDomain(mailFrom: string) {
  const domain = /@([^>\s]+)>?$/.exec(mailFrom)?.[1];
  if (!domain) throw new Error(`mailFrom "${mailFrom}" names no domain`);
  return domain;
}
