import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';

// The logger takes its level when first imported (each invocation returns to it): INFO here.
vi.stubEnv('LOG_LEVEL', 'INFO');
const { invoke } = await import('./handlers.ts');

// Locally every handler runs in one process, many at once: each invocation's log lines must
// still carry its own request id (in Lambda one instance serves one invocation at a time).

const event = (requestId: string, wait: number) =>
  ({
    version: '2.0',
    routeKey: 'POST /api/test/log-probe',
    rawPath: '/api/test/log-probe',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ wait }),
    isBase64Encoded: false,
    requestContext: { requestId, http: { method: 'POST' } },
  }) as unknown as APIGatewayProxyEventV2;

interface Line {
  message: string;
  requestId?: string;
  function_request_id?: string;
  expected?: string;
  error?: { message: string };
}

describe('handlers run by the local runtime', () => {
  it('log each of 25 concurrent invocations under its own request id, faults included', async () => {
    const written: string[] = [];
    const capture = (chunk: string | Uint8Array) => (written.push(String(chunk)), true);
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    const ids = Array.from({ length: 25 }, (_, i) => `request-${i}`);
    let answers: APIGatewayProxyStructuredResultV2[];
    try {
      answers = await Promise.all(
        ids.map((id, i) =>
          invoke<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>(
            '../test/fixtures/log-probe',
            event(id, (i * 7) % 13),
            id,
          ),
        ),
      );
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 500));

    const lines = written
      .join('')
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as Line);
    // two info lines and the fault per invocation
    expect(lines).toHaveLength(75);
    for (const line of lines) {
      const own = line.expected ?? /probe fault for (\S+)/.exec(line.error?.message ?? '')?.[1];
      expect(own, line.message).toBeDefined();
      expect({ requestId: line.requestId, function_request_id: line.function_request_id }).toEqual({
        requestId: own,
        function_request_id: own,
      });
    }
    expect(
      lines
        .filter((l) => l.message === 'unhandled fault')
        .map((l) => l.requestId)
        .sort(),
    ).toEqual([...ids].sort());
  });
});
