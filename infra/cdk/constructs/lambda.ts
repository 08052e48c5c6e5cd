import { join } from 'node:path';
import { Duration, NestedStack, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, LayerVersion, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { Needs } from '#shared/needs';
import { DEFAULT_NAMESPACE, NAMESPACE_ENV } from '#lib/base/observability/metrics';
import { assetFiles, lambdaEsbuild, omittedFiles, shippedModules } from '../../bundling.ts';
import { environmentOf, grantsOf, senderDomain, type Deployment } from '../../needs.ts';
import type { createAuth } from './auth.ts';
import { DEFAULT_TIMEOUT_SECONDS } from '#shared/needs';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * The Chromium that @sparticuz/chromium ships (brotli packs of the browser, its libraries and
 * fonts) as one layer per stack: at /opt in the function, named by CHROMIUM_PACK.
 */
function chromiumLayer(scope: Construct): LayerVersion {
  const stack = rootStack(scope);
  const existing = stack.node.tryFindChild('ChromiumLayer') as LayerVersion | undefined;
  if (existing) return existing;
  return new LayerVersion(stack, 'ChromiumLayer', {
    code: Code.fromAsset(join(ROOT, 'node_modules', '@sparticuz', 'chromium', 'bin')),
    compatibleArchitectures: [Architecture.X86_64],
    compatibleRuntimes: [Runtime.NODEJS_22_X],
    description: 'Chromium for the cannastamp PDF labels (@sparticuz/chromium)',
  });
}

/** The construct id of a handler's function, from its file: consumer/get-product → ConsumerGetProduct. */
export const functionId = (handler: string) =>
  handler
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

/** The top-level stack a construct is in, through any nested stacks. */
export function rootStack(scope: Construct): Stack {
  let stack = Stack.of(scope);
  while (stack.nestedStackParent) stack = stack.nestedStackParent;
  return stack;
}

/** A handler's folder, which names its nested stack: consumer/get-product → consumer, jobs/streams/send-mail → jobs/streams. */
export const groupOf = (handler: string) => handler.slice(0, Math.max(0, handler.lastIndexOf('/')));

/**
 * The nested stack that holds a handler's function and everything that exists for it alone (role,
 * logs, integration, routes, permissions, trigger, alarms), one per handler folder, made on first
 * use: a new folder of routes or workers gets its own with no list to edit, and the parent keeps
 * only what functions share, so it does not grow with routes (docs/architecture.md, Nested stacks).
 */
export function functionsStack(scope: Construct, handler: string): NestedStack {
  const root = rootStack(scope);
  const id = `${functionId(groupOf(handler))}Functions`;
  return (
    (root.node.tryFindChild(id) as NestedStack | undefined) ??
    new NestedStack(root, id, { description: `Cannastamp functions of functions/${groupOf(handler)}/` })
  );
}

/** What every function of the stack gets, whatever its manifest says. */
const BASE = {
  NODE_OPTIONS: '--enable-source-maps',
  POWERTOOLS_SERVICE_NAME: 'cannastamp',
  [NAMESPACE_ENV]: DEFAULT_NAMESPACE,
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

interface CloudProps {
  table: TableV2;
  media: Bucket;
  auth: ReturnType<typeof createAuth>;
  siteOrigin: string;
  certifiedLabWord: string;
  mailFrom: string;
  /** A queue of the stack by name (the worker table's queues); an unknown name fails the synth. */
  queue: (name: string) => { queueUrl: string; queueArn: string };
  apiSecretsKey: { keyId: string; keyArn: string };
}

/** The stack's resources as infra/needs.ts reads them: names, ARNs (tokens) and settings. */
export function cloudDeployment(scope: Construct, p: CloudProps): Deployment {
  const { region, account } = Stack.of(scope);
  const google = p.auth.oidc;
  return {
    base: BASE,
    table: { name: p.table.tableName, arn: p.table.tableArn },
    media: { name: p.media.bucketName, arn: p.media.bucketArn },
    userPool: {
      id: p.auth.pool.userPoolId,
      arn: p.auth.pool.userPoolArn,
      clientId: p.auth.client.userPoolClientId,
      issuer: p.auth.issuer,
    },
    siteOrigins: p.siteOrigin,
    siteUrl: p.siteOrigin,
    certifiedLabWord: p.certifiedLabWord,
    google: google && {
      issuer: google.OIDC_ISSUER,
      authorizeUrl: google.OIDC_AUTHORIZE_URL,
      tokenUrl: google.OIDC_TOKEN_URL,
      jwksUrl: google.OIDC_JWKS_URL,
      revokeUrl: google.OIDC_REVOKE_URL,
      clientId: google.OIDC_CLIENT_ID,
      identityProvider: google.OIDC_IDP,
    },
    queue: (name) => {
      const q = p.queue(name);
      return { url: q.queueUrl, arn: q.queueArn };
    },
    mail: { from: p.mailFrom, identityArn: `arn:aws:ses:${region}:${account}:identity/${senderDomain(p.mailFrom)}` },
    chromiumPack: '/opt',
    apiSecretsKey: { id: p.apiSecretsKey.keyArn, arn: p.apiSecretsKey.keyArn },
    secretsArnPrefix: `arn:aws:secretsmanager:${region}:${account}:secret:`,
  };
}

/**
 * One handler file as a Lambda, from its manifest alone: the environment and the role's grants
 * infra/needs.ts computes, and the runtime its profile asks for (Node 22 on arm64, 512 MB and 10 s
 * unless it says otherwise), an ESM bundle built with infra/bundling.ts.
 */
export function handlerFunction(scope: Construct, handler: string, needs: Needs, deployment: Deployment) {
  const id = functionId(handler);
  const profile = needs.profile ?? {};
  // the AWS SDK v3 is bundled (tree-shaken) rather than taken from the runtime; a profile's
  // nodeModules are not bundled but shipped beside it
  const esbuild = lambdaEsbuild(profile.nodeModules);
  const fn = new NodejsFunction(scope, id, {
    entry: join(ROOT, 'functions', `${handler}.ts`),
    handler: 'handler',
    runtime: Runtime.NODEJS_22_X,
    architecture: profile.architecture === 'x86_64' ? Architecture.X86_64 : Architecture.ARM_64,
    memorySize: profile.memoryMb ?? 512,
    timeout: Duration.seconds(profile.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
    layers: profile.chromium ? [chromiumLayer(scope)] : undefined,
    logGroup: new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH }),
    // Lambda records each invocation in X-Ray; #lib/base/observability adds annotations without the X-Ray SDK
    tracing: Tracing.ACTIVE,
    environment: environmentOf(needs, deployment),
    bundling: {
      minify: esbuild.minify,
      logLevel: LogLevel.ERROR,
      sourceMap: esbuild.sourcemap,
      format: OutputFormat.ESM,
      target: esbuild.target,
      mainFields: esbuild.mainFields,
      externalModules: esbuild.external,
      banner: esbuild.banner.js,
      esbuildArgs: { '--alias': Object.entries(esbuild.alias).map(([from, to]) => `${from}=${to}`) },
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        // run-time files (WebAssembly, fonts) travel beside index.mjs
        afterBundling: (_in: string, out: string) => [
          ...assetFiles(profile.assets).map((f) => `cp ${join(ROOT, 'node_modules', f)} ${out}/`),
          // packages the bundle imports at run time, copied as installed (no install, no network)
          ...shippedModules(profile.nodeModules).map(
            (m) =>
              `mkdir -p ${join(out, 'node_modules', m, '..')} && cp -r ${join(ROOT, 'node_modules', m)} ${join(out, 'node_modules', m)}`,
          ),
          // and without the files of theirs the function never loads
          ...omittedFiles(profile.unshipped).map((f) => `rm -rf ${join(out, 'node_modules', f)}`),
        ],
      },
    },
  });
  for (const g of grantsOf(needs, deployment)) fn.addToRolePolicy(new PolicyStatement(g));
  return fn;
}
