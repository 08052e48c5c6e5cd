import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler } from './get-product.ts';
import { handler as notFound } from '../platform/not-found.ts';

// The sample event in events/ is the API Gateway payload v2 shape the local gateway also builds.
const sample = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'events', 'http', 'get-product.json'), 'utf8'),
) as APIGatewayProxyEventV2;
const context = { awsRequestId: 'r', functionName: 'f', getRemainingTimeInMillis: () => 1000 } as unknown as Context;

describe('get-product with the sample event', () => {
  it('refuses an id of the wrong shape before touching the table', async () => {
    const r = await handler({ ...sample, pathParameters: { id: 'not-an-id' } }, context);
    expect(r.statusCode).toBe(400);
    expect(JSON.parse(r.body!)).toEqual({
      error: true,
      errorMessage: 'path.id: must be a 24-character lowercase hex id',
    });
  });

  it('the catch-all answers the JSON 404', async () => {
    const r = await notFound({ ...sample, routeKey: '$default' }, context);
    expect(r.statusCode).toBe(404);
    expect(JSON.parse(r.body!)).toEqual({ error: true, errorMessage: 'No such route' });
  });
});
