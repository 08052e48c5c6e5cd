import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { gatewayPaths } from '#shared/paths';
import { notFoundRoute, routes, type RouteDef } from '#shared/routes';
import { LAMBDA_ALIASES, LAMBDA_BANNER, LAMBDA_TARGET } from '../../bundling.ts';

const ROOT = join(import.meta.dirname, '..', '..', '..');

/** The construct id of a handler's function, from its file: consumer/get-product → ConsumerGetProduct. */
export const functionId = (handler: string) =>
  handler.split(/[/-]/).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');

interface ApiProps {
  table: TableV2;
  media: Bucket;
}

/** One NodejsFunction per route of the table, each behind its API Gateway route(s). */
export function createApi(scope: Construct, { table, media }: ApiProps) {
  const construct = new Construct(scope, 'Api');
  const accessLogs = new LogGroup(construct, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
  const api = new HttpApi(construct, 'HttpApi', { createDefaultStage: false });
  new HttpStage(construct, 'DefaultStage', {
    httpApi: api,
    stageName: '$default',
    autoDeploy: true,
    accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    throttle: { rateLimit: 200, burstLimit: 400 },
  });

  const functions = new Map<string, NodejsFunction>();
  const fn = (handler: string) => {
    let f = functions.get(handler);
    if (f) return f;
    const id = functionId(handler);
    f = new NodejsFunction(construct, id, {
      entry: join(ROOT, 'functions', `${handler}.ts`),
      handler: 'handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.seconds(10),
      logGroup: new LogGroup(construct, `${id}Logs`, { retention: RetentionDays.ONE_MONTH }),
      environment: {
        TABLE_NAME: table.tableName,
        MEDIA_BUCKET: media.bucketName,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: 'cannastamp',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
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
      },
    });
    functions.set(handler, f);
    return f;
  };

  for (const route of Object.values(routes as Record<string, RouteDef>)) {
    const f = fn(route.handler);
    // least privilege: a route that only reads gets read grants
    if (route.writes) table.grantReadWriteData(f);
    else table.grantReadData(f);
    const integration = new HttpLambdaIntegration(`${functionId(route.handler)}Integration`, f);
    for (const path of gatewayPaths(route.path)) api.addRoutes({ path, methods: [route.method as HttpMethod], integration });
  }
  // every /api path no route claims answers the JSON 404 of the handler stack
  const notFound = fn(notFoundRoute.handler);
  api.addRoutes({ path: '/{proxy+}', methods: [HttpMethod.ANY], integration: new HttpLambdaIntegration('NotFoundIntegration', notFound) });

  const domain = `${api.apiId}.execute-api.${Stack.of(scope).region}.${Stack.of(scope).urlSuffix}`;
  return { api, domain, functions };
}
