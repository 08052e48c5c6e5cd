import { describe, expect, it, vi } from 'vitest';
import { routes } from '#shared/routes';
import { callbackPath, callbackUrl } from './callback-urls.ts';

describe('provider callback URLs', () => {
  it('are the paths the webhook routes listen on', () => {
    expect(routes.providerStatusCallback.path).toBe(callbackPath('{clientId}', 'status'));
    expect(routes.providerInboundText.path).toBe(callbackPath('{clientId}', 'inbound'));
  });

  it('are given to the provider absolute, on the site address', () => {
    vi.stubEnv('SITE_URL', 'https://cannastamp.example/');
    expect(callbackUrl('5c43ba0000000000004c4b40', 'inbound')).toBe(
      'https://cannastamp.example/api/hooks/twilio/5c43ba0000000000004c4b40/inbound',
    );
    vi.unstubAllEnvs();
  });
});
