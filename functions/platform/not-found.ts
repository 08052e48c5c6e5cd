import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import * as commonMessages from '#shared/messages/common';
import { errorResult, type Result } from '#lib/runtime/http';
import { logger } from '#lib/base/logger';
import { observe } from '#lib/base/observability/observe';

/** API Gateway's $default route: any /api path the route table does not claim. */
export const handler = middy<APIGatewayProxyEventV2, Result>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  // its handler name, not notFoundRoute's: #shared/routes would pull every area's schemas into this bundle
  .use(observe('platform/not-found'))
  .handler(async () => errorResult(404, commonMessages.routeNotFound));
