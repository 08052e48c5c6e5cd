import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { App, Aspects, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { $ZodType } from 'zod/v4/core';
import { gatewayPaths } from '#shared/paths';
import { ACCESS_RULES, routes, type RouteDef } from '#shared/routes';
import { functionsOf, nagFindings, platformApp, type testApp } from '#test/support/test-app';
import { functionId } from '../../infra/cdk/constructs/api.ts';
import { groupOf } from '../../infra/cdk/constructs/lambda.ts';
import { manifests } from '../../infra/manifests.ts';
import { TABLE } from '../../infra/table.ts';
import { workers } from '../../infra/workers.ts';
import { workers as probes } from '../fixtures/workers.ts';
import { RATE_LIMITS } from '../../infra/cdk/edge-stack.ts';
import { CACHE, MEDIA_GATE, PUBLIC_DOCUMENTS, SPA_REWRITE } from '../../infra/cdk/constructs/site.ts';
import { CSP, ORIGIN_HEADER, sitePolicy } from '../../infra/headers.ts';
import { isPublicMediaKey, MEDIA } from '#shared/media';
import { ENVIRONMENTS } from '#web/app/environment.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const table = Object.entries(routes as Record<string, RouteDef>);

let template: Template;
let stack: ReturnType<typeof testApp>['stack'];
let edge: ReturnType<typeof testApp>['edge'];

beforeAll(() => {
  // the shared app (the functions live in nested stacks: `template` is the whole app's, parameters
  // resolved); what the bundles hold is test/infra/bundles.test.ts's
  ({
    template,
    built: { stack, edge },
  } = platformApp());
});

describe('the route table', () => {
  it.each(table)('%s is complete: handler file, schemas, access rule, path', async (_, route) => {
    const file = join(ROOT, 'functions', `${route.handler}.ts`);
    expect(existsSync(file), `${file} is missing`).toBe(true);
    const mod = (await import(file)) as { handler?: unknown };
    expect(typeof mod.handler).toBe('function');
    for (const s of [route.params, route.query, route.body, route.response]) expect(s).toBeInstanceOf($ZodType);
    expect(ACCESS_RULES).toContain(route.access);
    expect(route.path).toMatch(/^\/api\//);
  });

  it('holds every route of every area module once: no name declared twice (routeTable throws at load), no area left out', async () => {
    const dir = join(ROOT, 'shared', 'routes');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const areas = await Promise.all(files.map((f) => import(join(dir, f))));
    const names = areas.flatMap((m: object) => Object.keys(m));
    expect(names.length).toBe(new Set(names).size);
    expect(names.sort()).toEqual(table.map(([name]) => name).sort());
  });

  it('has no two routes on one method and path', () => {
    const keys = table.flatMap(([, r]) => gatewayPaths(r.path).map((p) => `${r.method} ${p}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(table)('%s has its Lambda and API Gateway route(s), in the nested stack of its folder', (_, route) => {
    const fn = functionsOf(stack).find((f) => f.node.id === functionId(route.handler));
    expect(fn, `no function for ${route.handler}`).toBeDefined();
    expect(fn!.node.scope!.node.id).toBe(`${functionId(groupOf(route.handler))}Functions`);
    for (const path of gatewayPaths(route.path))
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${route.method} ${path}` });
  });
});

describe('the stack', () => {
  const profiles = [...manifests().entries()].map(([h, n]) => [h, n.profile ?? {}] as const);
  /** The profile (its manifest's) of a synthesized function, found by its logical id. */
  const profileOf = (logicalId: string) =>
    profiles.find(([h]) => new RegExp(`^${functionId(h)}[0-9A-F]{8}$`).test(logicalId))?.[1] ?? {};

  it('runs every function on Node 22 arm64 unless its profile says x86_64, with source maps and one month of logs', () => {
    const fns = template.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs22.x' } });
    const handlers = new Set(table.map(([, r]) => r.handler));
    expect(Object.keys(fns).length).toBe(handlers.size + 2 + workers.length + probes.length); // + the not-found function, the origin check, the workers and the probes
    for (const [id, f] of Object.entries(fns)) {
      expect(f.Properties.Architectures).toEqual([profileOf(id).architecture ?? 'arm64']);
      expect(f.Properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('has the user pool: e-mail user names, the shared password policy, e-mail recovery, threat protection', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UserPoolTier: 'PLUS',
      UserPoolAddOns: Match.objectLike({ AdvancedSecurityMode: 'ENFORCED' }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('grants user pool administration only to the routes that name it, action by action, on the pool', () => {
    const policies = template.findResources('AWS::IAM::Policy');
    const granted = Object.entries(policies).flatMap(([id, p]) =>
      (p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('cognito-idp:')))
        .map((st) => ({ id, actions: [st.Action].flat().sort(), resource: JSON.stringify(st.Resource) })),
    );
    const admin = (r: RouteDef) => (r.needs.userPool ?? []).filter((o) => o.startsWith('Admin'));
    const expected = table.filter(([, r]) => admin(r).length);
    expect(granted).toHaveLength(expected.length);
    for (const [, r] of expected) {
      const g = granted.find((x) => x.id.startsWith(`${functionId(r.handler)}ServiceRole`));
      expect(g, r.handler).toBeDefined();
      expect(g!.actions).toEqual(
        admin(r)
          .map((a) => `cognito-idp:${a}`)
          .sort(),
      );
      expect(g!.resource).toMatch(/AuthUsers.*Arn/);
    }
  });

  /** A function's S3 grants all name the private exports prefix of the media bucket. */
  const expectExportsOnly = (functionLogicalId: string) => {
    const statements = Object.entries(template.findResources('AWS::IAM::Policy'))
      .filter(([k]) => k.startsWith(functionLogicalId.replace(/[0-9A-F]{8}$/, '')))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
      .filter((st) => [st.Action].flat().some((a) => a.startsWith('s3:')));
    expect(statements.length).toBeGreaterThan(0);
    for (const st of statements) expect(JSON.stringify(st.Resource)).toContain(`/${MEDIA.private.exports}*`);
  };

  it('gives the PNG export the memory to rasterize and the exports/ prefix only', () => {
    const fns = template.findResources('AWS::Lambda::Function');
    const [id, png] = Object.entries(fns).find(([k]) => k.startsWith('ClientExportsLotPng'))!;
    expect(png.Properties.MemorySize).toBe(1536);
    expectExportsOnly(id);
  });

  it('gives the PDF labels Chromium in a layer, the memory to run it, and the exports/ prefix only', () => {
    const fns = template.findResources('AWS::Lambda::Function');
    const [id, pdf] = Object.entries(fns).find(([k]) => k.startsWith('ClientExportsCannastampPdf'))!;
    expect(pdf.Properties).toMatchObject({ MemorySize: 2048, Timeout: 30, Architectures: ['x86_64'] });
    expect(pdf.Properties.Environment.Variables.CHROMIUM_PACK).toBe('/opt');
    const layers = Object.entries(template.findResources('AWS::Lambda::LayerVersion')).filter(([k]) =>
      k.startsWith('ChromiumLayer'),
    );
    expect(layers).toHaveLength(1); // one per stack, however many functions print
    const [layerId, layer] = layers[0]!;
    expect(pdf.Properties.Layers).toEqual([{ Ref: layerId }]);
    expect(layer.Properties.CompatibleArchitectures).toEqual(['x86_64']);
    expectExportsOnly(id);
  });

  it('runs the index maintainers (similar products, search, the admin test table) one invocation at a time, and nothing else is held back', () => {
    const fns = Object.entries(template.findResources('AWS::Lambda::Function'));
    const serial = fns.filter(([, f]) => f.Properties.ReservedConcurrentExecutions !== undefined);
    expect(
      serial.map(([k, f]) => [k.replace(/[0-9A-F]{8}$/, ''), f.Properties.ReservedConcurrentExecutions]).sort(),
    ).toEqual([
      ['JobsStreamsIndexSearch', 1],
      ['JobsStreamsRefreshSimilar', 1],
      ['JobsStreamsRefreshTestTable', 1],
    ]);
  });

  it('lets only the mail worker send e-mail, from the sender domain alone', () => {
    const policies = Object.entries(template.findResources('AWS::IAM::Policy')).flatMap(([id, p]) =>
      (p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('ses:')))
        .map((st) => ({ id, actions: [st.Action].flat(), resource: JSON.stringify(st.Resource) })),
    );
    expect(policies).toHaveLength(1);
    expect(policies[0]!.id).toMatch(/^JobsStreamsSendMail/);
    expect(policies[0]!.actions).toEqual(['ses:SendEmail']);
    expect(policies[0]!.resource).toContain(':identity/cannastamp.com');
  });

  it('answers unclaimed /api paths through a catch-all route', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: 'ANY /{proxy+}' });
  });

  it('has the single table: on demand, PITR, stream, TTL and the shared GSIs', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE.indexes.map((i) => Match.objectLike({ IndexName: i.name })),
      Replicas: [Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } })],
    });
  });

  it('grants read-only routes no write actions', () => {
    const policies = template.findResources('AWS::IAM::Policy');
    const needs = manifests();
    const readOnly = table
      .filter(([, r]) => needs.get(r.handler)!.table === 'read')
      .map(([, r]) => functionId(r.handler));
    for (const id of readOnly) {
      const policy = Object.entries(policies).find(([logical]) => logical.startsWith(`${id}ServiceRoleDefaultPolicy`));
      expect(policy, `no policy for ${id}`).toBeDefined();
      const actions = JSON.stringify(policy![1].Properties.PolicyDocument.Statement);
      expect(actions).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)/);
      expect(actions).toMatch(/dynamodb:GetItem/);
    }
  });

  it('keeps the media bucket private, TLS-only, with CORS for presigned POST and a lifecycle for abandoned uploads', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST']) })] },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: MEDIA.private.uploads, ExpirationInDays: 1 })]),
      },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('serves the site through CloudFront with OAC, /api/* compressed, uncached, with cookies and query forwarded', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    // nothing stored (TTL 0 by default, 1 s at most over the answers' no-store), one viewer's
    // cookies and query in the key, and Accept-Encoding in it, without which CloudFront never compresses
    const apiPolicy = template.findResources('AWS::CloudFront::CachePolicy', {
      Properties: {
        CachePolicyConfig: Match.objectLike({
          MinTTL: 0,
          DefaultTTL: 0,
          MaxTTL: 1,
          ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
            CookiesConfig: { CookieBehavior: 'all' },
            QueryStringsConfig: { QueryStringBehavior: 'all' },
            EnableAcceptEncodingGzip: true,
            EnableAcceptEncodingBrotli: true,
          }),
        }),
      },
    });
    expect(Object.keys(apiPolicy)).toHaveLength(1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: { Ref: Object.keys(apiPolicy)[0] },
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
            AllowedMethods: Match.arrayWith(['PUT', 'POST', 'DELETE']),
            Compress: true,
          }),
          Match.objectLike({ PathPattern: '/media/*' }),
        ]),
      }),
    });
  });

  it("keeps a lot's WCIA document at the edge as its answer says, keyed on the path alone, before /api/*", () => {
    const documents = template.findResources('AWS::CloudFront::CachePolicy', {
      Properties: {
        CachePolicyConfig: Match.objectLike({
          DefaultTTL: 0,
          MaxTTL: 3600,
          ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
            CookiesConfig: { CookieBehavior: 'none' },
            QueryStringsConfig: { QueryStringBehavior: 'none' },
            EnableAcceptEncodingGzip: true,
          }),
        }),
      },
    });
    expect(Object.keys(documents)).toHaveLength(1);
    const behaviours = (
      Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as {
        CacheBehaviors: { PathPattern: string; CachePolicyId: unknown; AllowedMethods: string[] }[];
      }
    ).CacheBehaviors;
    const at = (p: string) => behaviours.findIndex((b) => b.PathPattern === p);
    expect(PUBLIC_DOCUMENTS).toBe('/api/lab-result/*/wcia');
    expect(at(PUBLIC_DOCUMENTS)).toBeGreaterThanOrEqual(0);
    expect(at(PUBLIC_DOCUMENTS)).toBeLessThan(at('/api/*'));
    expect(behaviours[at(PUBLIC_DOCUMENTS)]).toMatchObject({
      CachePolicyId: { Ref: Object.keys(documents)[0] },
      AllowedMethods: ['GET', 'HEAD'],
    });
  });

  it('reads what cdk-nag reports: an unencrypted queue without a dead-letter queue is found', () => {
    const app = new App();
    const bare = new Stack(app, 'Bare');
    new Queue(bare, 'Plain');
    Aspects.of(app).add(new AwsSolutionsChecks());
    expect(nagFindings(bare).join('\n')).toMatch(/AwsSolutions-SQS3/);
  });

  it.each(['platform', 'edge'])(
    'passes cdk-nag AwsSolutions with no unsuppressed error or warning (%s stack)',
    (which) => {
      expect(nagFindings(which === 'edge' ? edge : stack)).toEqual([]);
    },
  );
});

describe('the edge', () => {
  type Behaviour = {
    PathPattern?: string;
    TargetOriginId: string;
    AllowedMethods?: string[];
    ResponseHeadersPolicyId: { Ref: string };
    FunctionAssociations?: { EventType: string; FunctionARN: { 'Fn::GetAtt': string[] } }[];
  };
  const distribution = () =>
    Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig as {
      DefaultCacheBehavior: Behaviour;
      CacheBehaviors: Behaviour[];
      Origins: {
        Id: string;
        DomainName: unknown;
        OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
      }[];
      WebACLId: unknown;
    };
  const behaviours = () => [distribution().DefaultCacheBehavior, ...distribution().CacheBehaviors];
  const mediaBehaviour = () => behaviours().find((b) => b.PathPattern === '/media/*')!;

  /** Runs the code of the function on the /media/* behaviour as CloudFront would, on one request. */
  const gate = (uri: string, querystring: Record<string, unknown> = {}) => {
    const [fn] = mediaBehaviour().FunctionAssociations!.map((a) => a.FunctionARN['Fn::GetAtt'][0]!);
    const code = template.toJSON().Resources[fn!].Properties.FunctionCode as string;
    const handler = new Function(`${code}; return handler;`)() as (e: unknown) => {
      statusCode?: number;
      uri?: string;
      querystring?: object;
    };
    return handler({ request: { method: 'GET', uri, querystring, headers: {}, cookies: {} } });
  };

  /** Runs the code of the function on the site's default behaviour, as CloudFront would. */
  const rewrite = (uri: string) => {
    const [fn] = distribution().DefaultCacheBehavior.FunctionAssociations!.map((a) => a.FunctionARN['Fn::GetAtt'][0]!);
    const code = template.toJSON().Resources[fn!].Properties.FunctionCode as string;
    expect(code).toBe(SPA_REWRITE);
    const handler = new Function(`${code}; return handler;`)() as (e: unknown) => { uri: string };
    return handler({ request: { method: 'GET', uri, querystring: {}, headers: {}, cookies: {} } }).uri;
  };

  it.each([
    ['/', '/index.html'],
    ['/product/5c40d8a4000000000005e1a1', '/index.html'],
    ['/client/5c3e740000000000000f4240/manageProducts', '/manage-products.html'],
    ['/client/5c3e740000000000000f4240/manageBrands', '/index.html'],
    ['/client/5c3e740000000000000f4240/manageProducts/x', '/index.html'],
    ['/whitelabel/5c3fc58000000000001e8480', '/kiosk.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/meta.json', '/meta.json'],
  ])("answers %s with the site's file %s (a page's own shell where it has one)", (uri, file) =>
    expect(rewrite(uri)).toBe(file),
  );

  it('deploys the media gate the tests run', () => {
    const codes = Object.values(template.findResources('AWS::CloudFront::Function')).map(
      (f) => f.Properties.FunctionCode,
    );
    expect(codes).toContain(MEDIA_GATE);
  });

  it.each(MEDIA.public)(
    'passes %s keys from /media/* to the bucket, without the /media prefix or any query',
    (prefix) => {
      const r = gate(`/media/${prefix}b1/feature.svg`, { 'list-type': { value: '2' } });
      expect(r.statusCode).toBeUndefined();
      expect(r.uri).toBe(`/${prefix}b1/feature.svg`);
      expect(r.querystring).toEqual({});
    },
  );

  it.each([...Object.values(MEDIA.private), MEDIA.privateRoot, 'exports/png/', 'uploads/pending/', 'unlisted/'])(
    'answers 404 at the edge for %s keys, which never reach the bucket',
    (prefix) => expect(gate(`/media/${prefix}abc/file.png`).statusCode).toBe(404),
  );

  it.each([
    '/media/',
    '/media/brands/',
    '/media/brands',
    '/media/brands//x.svg',
    '/media/brands/../private/exports/x.png',
    '/media/brands/%2e%2e/private/exports/x.png',
    '/media/private%2Fexports/x.png',
    '/media/brands/a/./x.svg',
  ])('never lists the bucket or escapes a public prefix: %s answers 404', (uri) =>
    expect(gate(uri).statusCode).toBe(404),
  );

  it('applies the same rule as the local gateway', () => {
    const keys = [
      'brands/a/b.svg',
      'labs/x/seal.svg',
      'blog/p/featured.svg',
      'products/p/1.png',
      'private/exports/pdf/a.pdf',
      'exports/svg/a.svg',
      '',
      'brands/',
      'brands/a b.svg',
      'brands/..',
      'brands/..a/b',
      'BRANDS/a.svg',
    ];
    for (const k of keys) expect(gate(`/media/${k}`).statusCode === undefined, k).toBe(isPublicMediaKey(k));
  });

  it('reaches the media bucket only through the gated /media/* behaviour, for GET and HEAD', () => {
    const mediaOrigin = distribution().Origins.find((o) => JSON.stringify(o.DomainName).includes('"Media'))!.Id;
    const toMedia = behaviours().filter((b) => b.TargetOriginId === mediaOrigin);
    expect(toMedia.map((b) => b.PathPattern)).toEqual(['/media/*']);
    expect(toMedia[0]!.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(toMedia[0]!.FunctionAssociations).toHaveLength(1);
    expect(toMedia[0]!.FunctionAssociations![0]!.EventType).toBe('viewer-request');
  });

  it('lets CloudFront read only objects under the public prefixes of the media bucket, and never list it', () => {
    const [policy] = Object.values(
      template.findResources('AWS::S3::BucketPolicy', {
        Properties: { Bucket: { Ref: Match.stringLikeRegexp('^Media') } },
      }),
    );
    const statements = policy!.Properties.PolicyDocument.Statement as {
      Effect: string;
      Principal: { Service?: string };
      Action: string | string[];
      NotResource?: unknown[];
    }[];
    const cloudfront = statements.filter((st) => st.Principal.Service === 'cloudfront.amazonaws.com');
    for (const st of cloudfront.filter((x) => x.Effect === 'Allow'))
      expect([st.Action].flat()).toEqual(['s3:GetObject']);
    const deny = cloudfront.find((st) => st.Effect === 'Deny')!;
    expect(deny.Action).toBe('s3:*');
    const arns = deny.NotResource as { 'Fn::Join': [string, [{ 'Fn::GetAtt': string[] }, string]] }[];
    expect(arns.map((r) => r['Fn::Join'][1][1])).toEqual(MEDIA.public.map((p) => `/${p}*`));
    for (const r of arns) expect(r['Fn::Join'][1][0]['Fn::GetAtt'][0]).toMatch(/^Media/);
  });

  it('sends CSP, frame-ancestors, Referrer-Policy, nosniff and HSTS on every behaviour', () => {
    const policies = template.findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const csp: Record<string, string> = {
      default: sitePolicy('https://<media bucket>'),
      '/api/*': CSP.api,
      [PUBLIC_DOCUMENTS]: CSP.api,
      '/media/*': CSP.media,
    };
    // the site's connect-src names the media bucket's regional endpoint, a token until deployed
    const flat = (policy: string | { 'Fn::Join': [string, (string | { 'Fn::GetAtt': [string, string] })[]] }) =>
      typeof policy === 'string'
        ? policy
        : policy['Fn::Join'][1]
            .map((part) =>
              typeof part === 'string'
                ? part
                : part['Fn::GetAtt'][1] === 'RegionalDomainName' && part['Fn::GetAtt'][0].startsWith('Media')
                  ? '<media bucket>'
                  : JSON.stringify(part),
            )
            .join('');
    expect(behaviours()).toHaveLength(4);
    for (const b of behaviours()) {
      const config =
        policies[b.ResponseHeadersPolicyId.Ref]!.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
      expect({ ...config, ContentSecurityPolicy: flat(config.ContentSecurityPolicy.ContentSecurityPolicy) }).toEqual({
        ContentSecurityPolicy: csp[b.PathPattern ?? 'default'],
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: 63_072_000,
          IncludeSubdomains: true,
          Preload: true,
          Override: true,
        },
      });
    }
    expect(CSP.site).toMatch(/(^|; )script-src 'self'(;|$)/);
    // Platform Training's players and the investor form: those hosts' frames, media from home or https
    const frames = /(?:^|; )frame-src ([^;]*)/.exec(CSP.site)?.[1]?.split(' ');
    expect(frames).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://player.vimeo.com',
        // every environment's investor form, which /invest embeds
        ...Object.values(ENVIRONMENTS).map((e) => new URL(e.investorFormUrl).origin),
      ]),
    );
    expect(CSP.site).toMatch(/(^|; )media-src 'self' https:(;|$)/);
    for (const policy of Object.values(CSP)) expect(policy).toContain("frame-ancestors 'none'");
  });

  it('caches hashed build files for a year and keeps old ones; index.html, meta.json and the rest revalidate', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')).map((d) => d.Properties);
    expect(deployments).toHaveLength(2);
    const hashed = deployments.find((d) => d.Include?.includes('assets/*'))!;
    const rest = deployments.find((d) => d !== hashed)!;
    expect(hashed).toMatchObject({
      Exclude: ['*'],
      Include: ['assets/*'],
      Prune: false,
      SystemMetadata: { 'cache-control': CACHE.hashed },
    });
    expect(CACHE.hashed).toContain('immutable');
    // pruning the rest leaves assets/ alone: the sync's exclude covers deletion too
    expect(rest).toMatchObject({
      Exclude: ['assets/*'],
      Prune: true,
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    expect(rest.Include).toBeUndefined();
    expect(Object.keys(template.findResources('Custom::CDKBucketDeployment')).sort()).toHaveLength(2);
    const [hashedId] =
      Object.entries(template.findResources('Custom::CDKBucketDeployment')).find(([, d]) => d.Properties === hashed) ??
      [];
    const [, restResource] = Object.entries(template.findResources('Custom::CDKBucketDeployment')).find(
      ([, d]) => d.Properties === rest,
    )!;
    expect([restResource.DependsOn].flat()).toContain(hashedId); // new chunks are in place before the page that needs them
  });

  it('refuses API requests that did not come through CloudFront', () => {
    const [authorizerId, authorizer] = Object.entries(template.findResources('AWS::ApiGatewayV2::Authorizer'))[0]!;
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: [`$request.header.${ORIGIN_HEADER}`],
      EnableSimpleResponses: true,
    });
    const routesInStack = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
    expect(routesInStack.length).toBeGreaterThan(table.length);
    for (const r of routesInStack)
      expect(r.Properties, r.Properties.RouteKey).toMatchObject({
        AuthorizationType: 'CUSTOM',
        AuthorizerId: { Ref: authorizerId },
      });
    // CloudFront sends the secret to the API origin only, and the authorizer compares with the same secret
    const withHeader = distribution().Origins.filter((o) => o.OriginCustomHeaders?.length);
    expect(withHeader).toHaveLength(1);
    expect(JSON.stringify(withHeader[0]!.DomainName)).toContain('execute-api');
    const [header] = withHeader[0]!.OriginCustomHeaders!;
    expect(header!.HeaderName).toBe(ORIGIN_HEADER);
    expect(JSON.stringify(header!.HeaderValue)).toMatch(/resolve:secretsmanager:.*OriginSecret/);
    const fns = template.findResources('AWS::Lambda::Function');
    const verify = Object.entries(fns).find(([k]) => k.startsWith('ApiPlatformOriginVerify'))![1];
    expect(verify.Properties.Environment.Variables.ORIGIN_SECRET).toEqual(header!.HeaderValue);
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 1000, ThrottlingBurstLimit: 2000 },
    });
  });

  it('limits each client address with WAF rate rules on the distribution, in us-east-1', () => {
    expect(edge.region).toBe('us-east-1');
    const waf = Template.fromStack(edge);
    waf.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith(
        RATE_LIMITS.map((r) =>
          Match.objectLike({
            Name: r.name,
            Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'rate-limited' } } },
            Statement: {
              RateBasedStatement: Match.objectLike({
                AggregateKeyType: 'IP',
                Limit: r.limit,
                EvaluationWindowSec: r.windowSeconds,
                ...(r.pathPrefix
                  ? {
                      ScopeDownStatement: {
                        ByteMatchStatement: Match.objectLike({
                          SearchString: r.pathPrefix,
                          PositionalConstraint: 'STARTS_WITH',
                        }),
                      },
                    }
                  : {}),
              }),
            },
          }),
        ),
      ),
    });
    expect(RATE_LIMITS.find((r) => r.pathPrefix === '/api/authentication/')!.limit).toBeLessThan(
      RATE_LIMITS.find((r) => r.pathPrefix === '/api/')!.limit,
    );
    // a flood of made-up product ids from one address stops at the edge well before the API's limit
    expect(RATE_LIMITS.find((r) => r.pathPrefix === '/api/consumer/product/')!.limit).toBeLessThan(
      RATE_LIMITS.find((r) => r.pathPrefix === '/api/')!.limit,
    );
    const acl = Object.keys(waf.findResources('AWS::WAFv2::WebACL'))[0]!;
    expect(JSON.stringify(distribution().WebACLId)).toContain(edge.stackName);
    expect(JSON.stringify(distribution().WebACLId)).toContain(acl);
  });
});
