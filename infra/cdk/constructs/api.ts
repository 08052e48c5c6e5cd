import { Duration, Stack } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { gatewayPaths } from '#shared/paths';
import { notFoundRoute, type RouteDef } from '#shared/routes';
import { ORIGIN_HEADER } from '../../headers.ts';
import { manifests, originCheck } from '../../manifests.ts';
import type { Deployment } from '../../needs.ts';
import { functionId, functionsStack, handlerFunction } from './lambda.ts';

interface ApiProps {
  /** The stack's resources and settings, from which each function's manifest takes what it declares. */
  deployment: Deployment;
  /** The route table. */
  routes: Record<string, RouteDef>;
}

export { functionId };

/** One NodejsFunction per route of the table, each behind its API Gateway route(s). */
export function createApi(scope: Construct, { deployment, routes }: ApiProps) {
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
  const verify = handlerFunction(construct, originCheck.handler, originCheck.needs, {
    ...deployment,
    originSecret: originValue,
  });
  const authorizer = new HttpLambdaAuthorizer('FromCloudFront', verify, {
    responseTypes: [HttpLambdaResponseType.SIMPLE],
    identitySource: [`$request.header.${ORIGIN_HEADER}`],
    resultsCacheTtl: Duration.hours(1),
  });

  // environment and grants: each route's manifest with what the HTTP stack uses (infra/manifests.ts);
  // the origin check stays here, beside the authorizer every route names, and each route's function,
  // integration and gateway routes go to its folder's nested stack (constructs/lambda.ts)
  const needs = manifests([], routes);
  const functions = new Map<string, NodejsFunction>();
  const integrations = new Map<string, HttpLambdaIntegration>();
  const addRoute = (route: { handler: string; method: string }, paths: string[]) => {
    const scope = functionsStack(construct, route.handler);
    const id = functionId(route.handler);
    let integration = integrations.get(route.handler);
    if (!integration) {
      const f = handlerFunction(scope, route.handler, needs.get(route.handler)!, deployment);
      functions.set(route.handler, f);
      integrations.set(route.handler, (integration = new HttpLambdaIntegration(`${id}Integration`, f)));
    }
    for (const path of paths)
      new HttpRoute(scope, `${id}${route.method}${path}`, {
        httpApi: api,
        routeKey: HttpRouteKey.with(path, route.method as HttpMethod),
        integration,
        authorizer,
      });
  };
  for (const route of Object.values(routes)) addRoute(route, gatewayPaths(route.path));
  // every /api path no route claims answers the JSON 404 of the handler stack
  addRoute({ handler: notFoundRoute.handler, method: HttpMethod.ANY }, ['/{proxy+}']);

  const domain = `${api.apiId}.execute-api.${Stack.of(scope).region}.${Stack.of(scope).urlSuffix}`;
  return { api, domain, functions, originSecret: originValue };
}
