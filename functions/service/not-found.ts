import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { messages } from '#shared/messages';
import { errorResult, type Result } from '#lib/http';
import { logger } from '#lib/logger';

/** API Gateway's $default route: any /api path the route table does not claim. */
export const handler = middy<APIGatewayProxyEventV2, Result>()
  .use(injectLambdaContext(logger, { resetKeys: true }))
  .handler(async () => errorResult(404, messages.routeNotFound));
