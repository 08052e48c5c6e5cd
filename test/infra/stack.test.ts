import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { $ZodType } from 'zod/v4/core';
import { gatewayPaths } from '#shared/paths';
import { ACCESS_RULES, routes, type RouteDef } from '#shared/routes';
import { buildApp } from '../../infra/cdk/app.ts';
import { functionId } from '../../infra/cdk/constructs/api.ts';
import { DEFAULT_BUNDLE_KB, LAMBDA_PROFILES } from '../../infra/bundling.ts';
import { TABLE } from '../../infra/table.ts';
import { workers } from '../../infra/workers.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const table = Object.entries(routes as Record<string, RouteDef>);

let template: Template;
let stack: ReturnType<typeof buildApp>['stack'];
let assembly: ReturnType<ReturnType<typeof buildApp>['app']['synth']>;

beforeAll(() => {
  // the stack packages the built site; a minimal one stands in when the web app is not built yet
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>site</title>');
  const built = buildApp({ siteAssetDir: site, outdir: mkdtempSync(join(tmpdir(), 'cdk-out-')) });
  stack = built.stack;
  assembly = built.app.synth();
  template = Template.fromStack(stack);
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

  it('has no two routes on one method and path', () => {
    const keys = table.flatMap(([, r]) => gatewayPaths(r.path).map((p) => `${r.method} ${p}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(table)('%s has its Lambda (Node 22, arm64) and API Gateway route(s)', (_, route) => {
    const fn = stack.node.findChild('Api').node.tryFindChild(functionId(route.handler));
    expect(fn, `no function for ${route.handler}`).toBeDefined();
    for (const path of gatewayPaths(route.path))
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: `${route.method} ${path}` });
  });
});

describe('the stack', () => {
  /** The profile (infra/bundling.ts) of a synthesized function, found by its logical id. */
  const profileOf = (logicalId: string) =>
    Object.entries(LAMBDA_PROFILES).find(([h]) => logicalId.startsWith(`Api${functionId(h)}`))?.[1] ?? {};

  it('runs every function on Node 22 arm64 unless its profile says x86_64, with source maps and one month of logs', () => {
    const fns = template.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs22.x' } });
    const handlers = new Set(table.map(([, r]) => r.handler));
    expect(Object.keys(fns).length).toBe(handlers.size + 1 + workers.length); // + the not-found function and the workers
    for (const [id, f] of Object.entries(fns)) {
      expect(f.Properties.Architectures).toEqual([profileOf(id).architecture ?? 'arm64']);
      expect(f.Properties.Environment.Variables.NODE_OPTIONS).toBe('--enable-source-maps');
    }
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it("bundles every function under 300 KB (or its profile's budget), without the credential chains Lambda never uses", () => {
    const fns = template.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs22.x' } });
    const budgets = Object.entries(LAMBDA_PROFILES).filter(([, p]) => p.bundleKb);
    expect(budgets.map(([h]) => h)).toEqual(['exports/cannastamp-pdf']); // an exception is a decision: docs/architecture.md
    for (const [id, f] of Object.entries(fns)) {
      const asset = join(assembly.directory, `asset.${String(f.Properties.Code.S3Key).replace(/\.zip$/, '')}`, 'index.mjs');
      expect(statSync(asset).size, asset).toBeLessThanOrEqual((profileOf(id).bundleKb ?? DEFAULT_BUNDLE_KB) * 1024);
      const code = readFileSync(asset, 'utf8');
      // the SSO and STS nested clients arrive only with @aws-sdk/credential-provider-node
      expect(code).not.toContain('sso-oauth');
      expect(code).not.toContain('AssumeRoleWithWebIdentity');
    }
  });

  it('has the user pool: e-mail user names, the shared password policy, e-mail recovery, threat protection', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true } },
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
    const expected = table.filter(([, r]) => r.cognito?.length);
    expect(granted).toHaveLength(expected.length);
    for (const [, r] of expected) {
      const g = granted.find((x) => x.id.startsWith(`Api${functionId(r.handler)}`));
      expect(g, r.handler).toBeDefined();
      expect(g!.actions).toEqual(r.cognito!.map((a) => `cognito-idp:${a}`).sort());
      expect(g!.resource).toMatch(/AuthUsers.*Arn/);
    }
  });

  /** A function's S3 grants all name the exports/ prefix of the media bucket. */
  const expectExportsOnly = (functionLogicalId: string) => {
    const statements = Object.entries(template.findResources('AWS::IAM::Policy'))
      .filter(([k]) => k.startsWith(functionLogicalId.replace(/[0-9A-F]{8}$/, '')))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
      .filter((st) => [st.Action].flat().some((a) => a.startsWith('s3:')));
    expect(statements.length).toBeGreaterThan(0);
    for (const st of statements) expect(JSON.stringify(st.Resource)).toContain('/exports/*');
  };

  it('gives the PNG export its WebAssembly and fonts, the memory to rasterize, and the exports/ prefix only', () => {
    const fns = template.findResources('AWS::Lambda::Function');
    const [id, png] = Object.entries(fns).find(([k]) => k.startsWith('ApiExportsLotPng'))!;
    expect(png.Properties.MemorySize).toBe(1536);
    const dir = join(assembly.directory, `asset.${String(png.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    for (const f of ['index_bg.wasm', 'DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) expect(existsSync(join(dir, f)), f).toBe(true);
    expectExportsOnly(id);
  });

  it('gives the PDF labels Chromium in a layer, its fonts, the memory to run it, and the exports/ prefix only', () => {
    const fns = template.findResources('AWS::Lambda::Function');
    const [id, pdf] = Object.entries(fns).find(([k]) => k.startsWith('ApiExportsCannastampPdf'))!;
    expect(pdf.Properties).toMatchObject({ MemorySize: 2048, Timeout: 30, Architectures: ['x86_64'] });
    expect(pdf.Properties.Environment.Variables.CHROMIUM_PACK).toBe('/opt');
    const layers = Object.entries(template.findResources('AWS::Lambda::LayerVersion')).filter(([k]) => k.startsWith('ChromiumLayer'));
    expect(layers).toHaveLength(1); // one per stack, however many functions print
    const [layerId, layer] = layers[0]!;
    expect(pdf.Properties.Layers).toEqual([{ Ref: layerId }]);
    expect(layer.Properties.CompatibleArchitectures).toEqual(['x86_64']);
    // the layer is the package's brotli packs, which @sparticuz/chromium unpacks from /opt
    const layerDir = join(assembly.directory, `asset.${String(layer.Properties.Content.S3Key).replace(/\.zip$/, '')}`);
    for (const f of ['chromium.br', 'al2023.tar.br', 'fonts.tar.br', 'swiftshader.tar.br']) expect(existsSync(join(layerDir, f)), f).toBe(true);
    const dir = join(assembly.directory, `asset.${String(pdf.Properties.Code.S3Key).replace(/\.zip$/, '')}`);
    for (const f of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) expect(existsSync(join(dir, f)), f).toBe(true);
    const code = readFileSync(join(dir, 'index.mjs'), 'utf8');
    expect(code).not.toContain('BidiMapper'); // the stubs in infra/bundling.ts held
    expectExportsOnly(id);
  });

  it('runs the index maintainers (similar products, search) one invocation at a time, and nothing else is held back', () => {
    const fns = Object.entries(template.findResources('AWS::Lambda::Function'));
    const serial = fns.filter(([, f]) => f.Properties.ReservedConcurrentExecutions !== undefined);
    expect(serial.map(([k, f]) => [k.replace(/[0-9A-F]{8}$/, ''), f.Properties.ReservedConcurrentExecutions]).sort()).toEqual([
      ['WorkersJobsIndexSearch', 1],
      ['WorkersJobsRefreshSimilar', 1],
    ]);
  });

  it('lets only the mail worker send e-mail, from the sender domain alone', () => {
    const policies = Object.entries(template.findResources('AWS::IAM::Policy')).flatMap(([id, p]) =>
      (p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((st) => [st.Action].flat().some((a) => a.startsWith('ses:')))
        .map((st) => ({ id, actions: [st.Action].flat(), resource: JSON.stringify(st.Resource) })),
    );
    expect(policies).toHaveLength(1);
    expect(policies[0]!.id).toMatch(/^WorkersJobsSendMail/);
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
    const readOnly = table.filter(([, r]) => !r.writes).map(([, r]) => functionId(r.handler));
    for (const id of readOnly) {
      const policy = Object.entries(policies).find(([logical]) => logical.startsWith(`Api${id}ServiceRoleDefaultPolicy`));
      expect(policy, `no policy for ${id}`).toBeDefined();
      const actions = JSON.stringify(policy![1].Properties.PolicyDocument.Statement);
      expect(actions).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)/);
      expect(actions).toMatch(/dynamodb:GetItem/);
    }
  });

  it('keeps the media bucket private, TLS-only, with CORS for presigned POST and a lifecycle for abandoned uploads', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: Match.arrayWith(['POST']) })] },
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'uploads/pending/', ExpirationInDays: 1 })]),
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

  it('serves the site through CloudFront with OAC, /api/* uncached with cookies and query forwarded', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
            AllowedMethods: Match.arrayWith(['PUT', 'POST', 'DELETE']),
          }),
          Match.objectLike({ PathPattern: '/media/*' }),
        ]),
      }),
    });
  });

  it('passes cdk-nag AwsSolutions with no unsuppressed error or warning', () => {
    const errors = Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    const warnings = Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*'));
    expect(errors.map((e) => `${e.id}: ${String(e.entry.data).slice(0, 80)}`)).toEqual([]);
    expect(warnings.map((e) => `${e.id}: ${String(e.entry.data).slice(0, 80)}`)).toEqual([]);
  });
});
