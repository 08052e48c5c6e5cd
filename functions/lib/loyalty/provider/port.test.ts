import { beforeEach, describe, expect, it, vi } from 'vitest';
import { kindOfStatus, providerError, retryable } from './port.ts';

const secret = vi.hoisted(() => ({ value: undefined as Record<string, string> | undefined }));
vi.mock('#lib/aws/secrets', () => ({ readMessagingSecret: () => Promise.resolve(secret.value) }));
const { messagingFor } = await import('./for-client.ts');

describe('the provider port', () => {
  it('retries throttling, outages and network failures, never a permanent refusal', () => {
    expect(kindOfStatus(429)).toBe('throttled');
    expect(kindOfStatus(500)).toBe('unavailable');
    expect(kindOfStatus(503)).toBe('unavailable');
    expect(kindOfStatus(undefined)).toBe('unavailable');
    expect(kindOfStatus(400)).toBe('permanent');
    expect(kindOfStatus(401)).toBe('permanent');
    expect(retryable(providerError('throttled', 'slow down', { status: 429 }))).toBe(true);
    expect(retryable(providerError('unavailable', 'down'))).toBe(true);
    expect(retryable(providerError('permanent', 'unsubscribed', { status: 400, code: 21610 }))).toBe(false);
    // anything but the port's own error (a bug, a timeout in our code) is worth another try
    expect(retryable(new Error('socket hang up'))).toBe(true);
  });
});

describe("a company's provider", () => {
  beforeEach(() => {
    secret.value = undefined;
  });

  it('is none until the messaging settings are complete', async () => {
    expect(await messagingFor('c1')).toBeUndefined();
    secret.value = { accountId: `AC${'1'.repeat(32)}`, authToken: 't' };
    expect(await messagingFor('c1')).toBeUndefined();
  });

  it('sends from the company number and signs with its token', async () => {
    secret.value = { accountId: `AC${'1'.repeat(32)}`, authToken: 'tok', phoneNumber: '+12065550199' };
    const m = await messagingFor('c1');
    expect(m).toMatchObject({ from: '+12065550199', signingKey: 'tok' });
    expect(typeof m?.provider.send).toBe('function');
  });
});
