import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { observed } from '#lib/base/observability/observe';
import { setting } from '#lib/base/config';

// The HTTP API's authorizer (cloud only): a request reaches a route only when it carries the
// secret header CloudFront adds (infra/headers.ts ORIGIN_HEADER), so nobody can call the
// execute-api endpoint directly and skip the WAF limits or forge the client address CloudFront
// appends. API Gateway answers 401 itself when the header is missing, without calling this, and
// caches each answer per header value for an hour.

const digest = (s: string) => createHash('sha256').update(s).digest();

export const handler = observed(
  'platform/origin-verify',
  async (event: APIGatewayRequestAuthorizerEventV2): Promise<{ isAuthorized: boolean }> => {
    const expected = setting('ORIGIN_SECRET');
    const given = event.headers?.['x-origin-verify'];
    // equal-length digests, compared in constant time
    return { isAuthorized: Boolean(expected && given && timingSafeEqual(digest(given), digest(expected))) };
  },
);
