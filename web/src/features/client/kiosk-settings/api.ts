import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';
import { clientQuery } from '#web/lib/client.ts';

/** The kiosk's settings (the cart switch, whether a PIN is set) and the company's Pro and loyalty state. */
export const kioskSettingsQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['kiosk-settings', clientId],
    // the company from the one cache entry every client page shares (#web/lib/client.ts), read
    // again when stale, as the settings are
    queryFn: async ({ signal, client }) => {
      const [settings, entity] = await Promise.all([
        call('getKioskSettings', { params: { clientId } }, signal),
        client.fetchQuery(clientQuery(clientId)),
      ]);
      return {
        ...settings.kioskConfig,
        premiumEnabled: entity.premiumEnabled,
        loyaltyEnabled: entity.loyaltyEnabled,
      };
    },
  });

/** The signup categories the kiosk offers new loyalty members. */
export const signupCategoriesQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['signup-categories', clientId],
    queryFn: ({ signal }) => call('getSignupCategories', { params: { clientId } }, signal),
  });
