import { describe, expect, it, vi } from 'vitest';
import { testDeployment } from '../../test/fixtures/deployment.ts';
import { configureFunctions, invoke } from './handlers.ts';

// Locally every handler shares one process and one process.env; each invocation must still see
// only the environment its manifest gives, as its own Lambda would.

const deployment = { ...testDeployment, base: { AWS_REGION: 'us-west-2' } };

describe('the local runtime', () => {
  it("runs each handler with its manifest's environment only, whatever process.env holds", async () => {
    vi.stubEnv('MEDIA_BUCKET', 'held-by-the-process');
    configureFunctions(deployment, new Map([['../test/fixtures/env-probe', { table: 'read' }]]));
    expect(await invoke('../test/fixtures/env-probe', {}, 'r1')).toEqual({
      table: 'cannastamp',
      media: undefined,
      region: 'us-west-2',
    });
  });

  it('refuses to run a handler that has no manifest', async () => {
    configureFunctions(deployment, new Map());
    await expect(invoke('../test/fixtures/log-probe', {}, 'r2')).rejects.toThrow(/has no manifest/);
  });
});
