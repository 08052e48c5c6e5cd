import { describe, expect, it } from 'vitest';
import { MEDIA } from '#shared/media';
import { mergeNeeds, type Needs } from '#shared/needs';
import { routeNeeds } from '#shared/route-def';
import { testDeployment } from '../test/fixtures/deployment.ts';
import { environmentOf, grantsOf, senderDomain, TABLE_ACTIONS, type Deployment } from './needs.ts';

// A manifest in, an environment and grants out: each need gives its own variables and its own
// least-privilege grants, and no need gives anything of another's.

const cloud = testDeployment;
const local: Deployment = {
  ...cloud,
  google: {
    issuer: 'http://oidc',
    authorizeUrl: 'http://oidc/auth',
    tokenUrl: 'http://oidc/token',
    jwksUrl: 'http://oidc/jwks',
    clientId: 'local-google',
  },
  local: {
    dynamodbEndpoint: 'http://ddb',
    dynamodbRequestTimeoutMs: '10000',
    s3Endpoint: 'http://s3',
    cognitoEndpoint: 'http://cognito',
  },
};

describe('environmentOf', () => {
  it('gives a function with no needs the base alone', () => {
    expect(environmentOf({}, cloud)).toEqual({ NODE_OPTIONS: '--enable-source-maps' });
  });

  it('names the table for a reader or a writer, with the local endpoint only on the local runtime', () => {
    expect(environmentOf({ table: 'read' }, cloud)).toEqual({ ...cloud.base, TABLE_NAME: 'cannastamp' });
    expect(environmentOf({ table: 'write' }, local)).toEqual({
      ...cloud.base,
      TABLE_NAME: 'cannastamp',
      DYNAMODB_ENDPOINT: 'http://ddb',
      DYNAMODB_REQUEST_TIMEOUT_MS: '10000',
    });
  });

  it('names the bucket, the queues, the user pool, the settings and the sender each for its need only', () => {
    const needs: Needs = {
      media: { write: [MEDIA.private.exports] },
      queues: ['print-jobs'],
      userPool: ['InitiateAuth'],
      settings: ['siteUrl', 'certifiedLabWord', 'originSecret'],
      mail: true,
      profile: { chromium: true },
    };
    expect(environmentOf(needs, cloud)).toEqual({
      ...cloud.base,
      MEDIA_BUCKET: 'media-bucket',
      QUEUE_URL_PRINT_JOBS: 'https://sqs/print-jobs',
      // InitiateAuth is public: the app client, not the pool id
      USER_POOL_CLIENT_ID: 'client-1',
      SITE_URL: 'https://cannastamp.com',
      CERTIFIED_LAB_WORD: 'Certified',
      ORIGIN_SECRET: 's3cret',
      MAIL_FROM: 'Cannastamp <no-reply@cannastamp.com>',
      CHROMIUM_PACK: '/opt',
    });
    expect(environmentOf({ userPool: ['AdminDeleteUser'] }, cloud)).toMatchObject({
      USER_POOL_ID: 'pool-1',
      USER_POOL_CLIENT_ID: 'client-1',
    });
  });

  it('verifies sessions against the pool, and against Google where Google is configured', () => {
    expect(environmentOf({ settings: ['sessions'] }, cloud)).toEqual({
      ...cloud.base,
      COGNITO_ISSUER: 'https://issuer',
      USER_POOL_CLIENT_ID: 'client-1',
    });
    expect(environmentOf({ settings: ['sessions', 'google'] }, local)).toEqual({
      ...cloud.base,
      COGNITO_ISSUER: 'https://issuer',
      USER_POOL_CLIENT_ID: 'client-1',
      OIDC_ISSUER: 'http://oidc',
      OIDC_CLIENT_ID: 'local-google',
      OIDC_JWKS_URL: 'http://oidc/jwks',
      OIDC_AUTHORIZE_URL: 'http://oidc/auth',
      OIDC_TOKEN_URL: 'http://oidc/token',
      SITE_URL: 'https://cannastamp.com',
      // plain http on localhost: no Secure cookies
      COOKIE_SECURE: 'false',
    });
    // without Google the Google routes get nothing to start a sign-in with, and say 'not available'
    expect(environmentOf({ settings: ['google'] }, cloud)).toEqual(cloud.base);
  });

  it('keeps mail on the local runtime in the outbox', () => {
    expect(environmentOf({ mail: true }, local)).toMatchObject({ MAIL_TRANSPORT: 'local' });
    expect(environmentOf({ mail: true }, cloud)).not.toHaveProperty('MAIL_TRANSPORT');
  });
});

describe('grantsOf', () => {
  it('grants nothing to a function that needs nothing', () => {
    expect(grantsOf({ settings: ['siteOrigins', 'sessions'], profile: { memoryMb: 1024 } }, cloud)).toEqual([]);
  });

  it('grants a reader no write action, on the table and its indexes only', () => {
    expect(grantsOf({ table: 'read' }, cloud)).toEqual([
      { actions: [...TABLE_ACTIONS.read], resources: ['arn:table/cannastamp', 'arn:table/cannastamp/index/*'] },
    ]);
    expect(grantsOf({ table: 'write' }, cloud)[0]!.actions).toEqual([...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write]);
  });

  it('grants media prefixes as object ARNs, get for reading and put for writing, and never the bucket', () => {
    expect(
      grantsOf({ media: { read: [MEDIA.private.exports, 'brands/'], write: [MEDIA.private.exports] } }, cloud),
    ).toEqual([
      { actions: ['s3:GetObject', 's3:PutObject'], resources: ['arn:s3:::media-bucket/private/exports/*'] },
      { actions: ['s3:GetObject'], resources: ['arn:s3:::media-bucket/brands/*'] },
    ]);
  });

  it('grants user pool administration action by action, and nothing for its public operations', () => {
    expect(grantsOf({ userPool: ['InitiateAuth', 'RevokeToken'] }, cloud)).toEqual([]);
    expect(grantsOf({ userPool: ['InitiateAuth', 'AdminSetUserPassword', 'AdminUserGlobalSignOut'] }, cloud)).toEqual([
      {
        actions: ['cognito-idp:AdminSetUserPassword', 'cognito-idp:AdminUserGlobalSignOut'],
        resources: ['arn:userpool/pool-1'],
      },
    ]);
  });

  it('grants sending to each named queue and e-mail from the sender identity only', () => {
    expect(grantsOf({ queues: ['print-jobs', 'loyalty-sends'], mail: true }, cloud)).toEqual([
      { actions: ['sqs:SendMessage'], resources: ['arn:sqs:print-jobs'] },
      { actions: ['sqs:SendMessage'], resources: ['arn:sqs:loyalty-sends'] },
      { actions: ['ses:SendEmail'], resources: ['arn:ses:identity/cannastamp.com'] },
    ]);
    expect(senderDomain('Cannastamp <no-reply@cannastamp.com>')).toBe('cannastamp.com');
    expect(() => senderDomain('nobody')).toThrow(/names no domain/);
  });
});

describe('a route manifest', () => {
  it('adds what the HTTP stack uses: the trusted origins always, the session check and lookup behind a rule', () => {
    expect(routeNeeds({ access: 'public', needs: {} })).toEqual({ settings: ['siteOrigins'] });
    expect(routeNeeds({ access: 'signedIn', needs: { table: 'write', userPool: ['AdminDeleteUser'] } })).toEqual({
      table: 'write',
      settings: ['siteOrigins', 'sessions'],
      userPool: ['AdminDeleteUser'],
    });
  });

  it('merges two manifests into the wider one', () => {
    expect(
      mergeNeeds(
        { table: 'read', media: { read: ['brands/'] } },
        { table: 'write', media: { write: ['brands/'] }, profile: { memoryMb: 1024 } },
      ),
    ).toEqual({
      table: 'write',
      media: { read: ['brands/'], write: ['brands/'] },
      profile: { memoryMb: 1024 },
    });
  });

  it("gives the messaging secrets' need secretsmanager:* on the messaging prefix alone, and the stand-in's endpoint only locally", () => {
    expect(grantsOf({ messagingSecrets: true }, cloud)).toEqual([
      {
        actions: ['secretsmanager:*'],
        resources: ['arn:aws:secretsmanager:us-west-2:123456789012:secret:cannastamp/messaging/*'],
      },
    ]);
    expect(environmentOf({ messagingSecrets: true }, cloud)).toEqual(environmentOf({}, cloud));
    expect(
      environmentOf(
        { messagingSecrets: true },
        { ...local, local: { ...local.local!, secretsManagerEndpoint: 'http://sm' } },
      ),
    ).toMatchObject({ SECRETS_MANAGER_ENDPOINT: 'http://sm' });
  });
});
