import { Duration, Stack } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { MEDIA } from '#shared/media';
import { gatewayPaths } from '#shared/paths';
import { notFoundRoute, routes, type RouteDef } from '#shared/routes';
import { ORIGIN_HEADER } from '../../headers.ts';
import type { createAuth } from './auth.ts';
import { functionId, handlerFunction } from './lambda.ts';

interface ApiProps {
  table: TableV2;
  media: Bucket;
  auth: ReturnType<typeof createAuth>;
  /** The site's origin, trusted by the cross-site guard. */
  siteOrigin: string;
  /** The word that earns a lab 'Certified By' on the product page. */
  certifiedLabWord: string;
}

export { functionId };

/** One NodejsFunction per route of the table, each behind its API Gateway route(s). */
export function createApi(scope: Construct, { table, media, auth, siteOrigin, certifiedLabWord }: ApiProps) {
  const construct = new Construct(scope, 'Api');
  const accessLogs = new LogGroup(construct, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
  const api = new HttpApi(construct, 'HttpApi', { createDefaultStage: false });
  new HttpStage(construct, 'DefaultStage', {
    httpApi: api,
    stageName: '$default',
    autoDeploy: true,
    accessLogSettings: { destination: new LogGroupLogDestination(accessLogs) },
    // a ceiling for the whole API that keeps Lambda concurrency in hand; fairness between clients is
    // the WAF's per-address limits at CloudFront (infra/cdk/edge-stack.ts), which every request meets
    throttle: { rateLimit: 1000, burstLimit: 2000 },
  });

  // Only CloudFront may call the API: it sends a secret header, and a request without it is refused
  // before any route runs (API Gateway itself answers 401 when the header is missing). An HTTP API
  // cannot be a CloudFront origin without its execute-api endpoint or a custom domain, and either
  // is public, so the secret is what ties the API to the distribution.
  const originSecret = new Secret(construct, 'OriginSecret', {
    description: 'The header value CloudFront sends to the HTTP API (infra/headers.ts ORIGIN_HEADER)',
    generateSecretString: { excludePunctuation: true, passwordLength: 48 },
  });
  const originValue = originSecret.secretValue.unsafeUnwrap();
  const verify = handlerFunction(construct, 'platform/origin-verify', { table, media, environment: { ORIGIN_SECRET: originValue } });
  const authorizer = new HttpLambdaAuthorizer('FromCloudFront', verify, {
    responseTypes: [HttpLambdaResponseType.SIMPLE],
    identitySource: [`$request.header.${ORIGIN_HEADER}`],
    resultsCacheTtl: Duration.hours(1),
  });

  const environment = {
    USER_POOL_ID: auth.pool.userPoolId,
    USER_POOL_CLIENT_ID: auth.client.userPoolClientId,
    COGNITO_ISSUER: auth.issuer,
    SITE_ORIGINS: siteOrigin,
    SITE_URL: siteOrigin,
    CERTIFIED_LAB_WORD: certifiedLabWord,
    ...auth.oidc,
  };
  const functions = new Map<string, NodejsFunction>();
  const fn = (handler: string) => {
    let f = functions.get(handler);
    if (!f) functions.set(handler, (f = handlerFunction(construct, handler, { table, media, environment })));
    return f;
  };

  for (const route of Object.values(routes as Record<string, RouteDef>)) {
    const f = fn(route.handler);
    // least privilege: a route that only reads gets read grants
    if (route.writes) table.grantReadWriteData(f);
    else table.grantReadData(f);
    // downloads are kept under the private exports prefix of the media bucket, and nowhere else
    if (route.media)
      f.addToRolePolicy(new PolicyStatement({
        actions: route.media === 'write' ? ['s3:GetObject', 's3:PutObject'] : ['s3:GetObject'],
        resources: [media.arnForObjects(`${MEDIA.private.exports}*`)],
      }));
    // user pool administration, action by action, on this pool only
    if (route.cognito?.length) auth.pool.grant(f, ...route.cognito.map((a) => `cognito-idp:${a}`));
    const integration = new HttpLambdaIntegration(`${functionId(route.handler)}Integration`, f);
    for (const path of gatewayPaths(route.path)) api.addRoutes({ path, methods: [route.method as HttpMethod], integration, authorizer });
  }
  // every /api path no route claims answers the JSON 404 of the handler stack
  const notFound = fn(notFoundRoute.handler);
  api.addRoutes({ path: '/{proxy+}', methods: [HttpMethod.ANY], integration: new HttpLambdaIntegration('NotFoundIntegration', notFound), authorizer });

  const domain = `${api.apiId}.execute-api.${Stack.of(scope).region}.${Stack.of(scope).urlSuffix}`;
  return { api, domain, functions, originSecret: originValue };
}
