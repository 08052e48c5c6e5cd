import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Code, LayerVersion, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { DEFAULT_NAMESPACE, NAMESPACE_ENV } from '#lib/runtime/observability/metrics';
import { LAMBDA_ALIASES, LAMBDA_BANNER, LAMBDA_FILES, LAMBDA_PROFILES, LAMBDA_TARGET } from '../../bundling.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/**
 * The Chromium that @sparticuz/chromium ships (brotli packs of the browser, its libraries and
 * fonts) as one layer per stack: at /opt in the function, named by CHROMIUM_PACK.
 */
function chromiumLayer(scope: Construct): LayerVersion {
  const stack = Stack.of(scope);
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
  handler.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

/** One handler file as a Lambda: Node 22 on arm64 (unless its profile says otherwise), an ESM bundle built with infra/bundling.ts. */
export function handlerFunction(
  scope: Construct,
  handler: string,
  { table, media, environment = {} }: { table: TableV2; media: Bucket; environment?: Record<string, string> },
) {
  const id = functionId(handler);
  const profile = LAMBDA_PROFILES[handler] ?? {};
  return new NodejsFunction(scope, id, {
    entry: join(ROOT, 'functions', `${handler}.ts`),
    handler: 'handler',
    runtime: Runtime.NODEJS_22_X,
    architecture: profile.architecture === 'x86_64' ? Architecture.X86_64 : Architecture.ARM_64,
    memorySize: profile.memoryMb ?? 512,
    timeout: Duration.seconds(profile.timeoutSeconds ?? 10),
    layers: profile.chromium ? [chromiumLayer(scope)] : undefined,
    logGroup: new LogGroup(scope, `${id}Logs`, { retention: RetentionDays.ONE_MONTH }),
    // Lambda records each invocation in X-Ray; #lib/runtime/observability adds annotations without the X-Ray SDK
    tracing: Tracing.ACTIVE,
    environment: {
      TABLE_NAME: table.tableName,
      MEDIA_BUCKET: media.bucketName,
      NODE_OPTIONS: '--enable-source-maps',
      POWERTOOLS_SERVICE_NAME: 'cannastamp',
      [NAMESPACE_ENV]: DEFAULT_NAMESPACE,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...(profile.chromium ? { CHROMIUM_PACK: '/opt' } : {}),
      ...environment,
    },
    bundling: {
      minify: true,
      logLevel: LogLevel.ERROR,
      sourceMap: true,
      format: OutputFormat.ESM,
      target: LAMBDA_TARGET,
      mainFields: ['module', 'main'],
      // the AWS SDK v3 is bundled (tree-shaken) rather than taken from the runtime
      externalModules: [],
      banner: LAMBDA_BANNER,
      esbuildArgs: { '--alias': Object.entries(LAMBDA_ALIASES).map(([from, to]) => `${from}=${to}`) },
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        // run-time files (WebAssembly, fonts) travel beside index.mjs
        afterBundling: (_in: string, out: string) => (LAMBDA_FILES[handler] ?? []).map((f) => `cp ${join(ROOT, 'node_modules', f)} ${out}/`),
      },
    },
  });
}
