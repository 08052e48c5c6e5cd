import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as commonMessages from '#shared/messages/common';
import { isUnavailable } from '#lib/base/errors';

// A database that accepts connections and never answers (a hung DynamoDB), and one that refuses
// them: a request answers 503 with our sentence, after a bounded number of attempts, instead of
// waiting until the Lambda is killed.

const sample = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'events', 'http', 'get-product.json'), 'utf8'),
) as APIGatewayProxyEventV2;
const context = { awsRequestId: 'r', functionName: 'f', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

let server: Server;
let port = 0;
/** The connections that carried the product's GetItem (the page's own read, not its id filter's load). */
let reads = 0;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    sockets.push(socket); // accepted, read, never answered
    let counted = false;
    socket.on('data', (d: Buffer) => {
      if (counted || !d.toString('latin1').includes('DynamoDB_20120810.GetItem')) return;
      counted = true;
      reads++;
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
    TABLE_NAME: 'hung',
    AWS_REGION: 'us-west-2',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
  });
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((r) => server.close(r));
});

describe('a database that does not answer', () => {
  it('answers 503 with a clear sentence after at most two attempts, not a hang', async () => {
    const { handler } = await import('./get-product.ts');
    const r = await handler(sample, context);
    expect(r.statusCode).toBe(503);
    expect(JSON.parse(r.body!)).toEqual({ error: true, errorMessage: commonMessages.serviceUnavailable });
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(2);
  }, 30_000);
});

describe('a signed AWS call (S3, Cognito, SES) to a service that does not answer', () => {
  it('gives up with an error the stack answers 503', async () => {
    const { signedPost } = await import('#lib/aws/sigv4');
    const call = signedPost({
      service: 'cognito-idp',
      region: 'us-west-2',
      url: `http://127.0.0.1:${port}/`,
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      body: '{}',
    });
    const e = await call.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isUnavailable(e)).toBe(true);
  }, 30_000);
});

describe('isUnavailable', () => {
  it('knows timeouts, refused and dropped connections and AWS throttling, also when wrapped', () => {
    expect(isUnavailable(Object.assign(new Error('t'), { name: 'TimeoutError' }))).toBe(true);
    expect(isUnavailable(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))).toBe(true);
    expect(
      isUnavailable(new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) })),
    ).toBe(true);
    expect(isUnavailable(Object.assign(new Error('t'), { name: 'ProvisionedThroughputExceededException' }))).toBe(true);
    expect(isUnavailable(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(true);
  });

  it('leaves real faults to be 500s', () => {
    expect(isUnavailable(new Error('boom'))).toBe(false);
    expect(isUnavailable(Object.assign(new Error('v'), { name: 'ValidationException' }))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
  });
});
