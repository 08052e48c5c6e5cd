import type { APIGatewayRequestAuthorizerEventV2, Context } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { ORIGIN_HEADER } from '#infra/headers';
import { handler } from './origin-verify.ts';

const event = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayRequestAuthorizerEventV2;
const context = { functionName: 'origin-verify' } as Context;

describe('the origin check in front of the HTTP API', () => {
  afterEach(() => void delete process.env.ORIGIN_SECRET);

  it('lets through only requests that carry the secret CloudFront adds', async () => {
    process.env.ORIGIN_SECRET = 's3cret-from-secrets-manager';
    expect(ORIGIN_HEADER).toBe('x-origin-verify');
    expect(await handler(event({ [ORIGIN_HEADER]: 's3cret-from-secrets-manager' }), context)).toEqual({
      isAuthorized: true,
    });
    expect(await handler(event({ [ORIGIN_HEADER]: 's3cret-from-secrets-manageR' }), context)).toEqual({
      isAuthorized: false,
    });
    expect(await handler(event({ [ORIGIN_HEADER]: '' }), context)).toEqual({ isAuthorized: false });
    expect(await handler(event({ 'x-forwarded-for': '203.0.113.9' }), context)).toEqual({ isAuthorized: false });
  });

  it('refuses everything when it has no secret to compare with', async () => {
    expect(await handler(event({ [ORIGIN_HEADER]: 'undefined' }), context)).toEqual({ isAuthorized: false });
  });
});
