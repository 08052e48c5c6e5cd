import { queryOptions } from '@tanstack/react-query';
import { call } from '#web/api/client.ts';

/** The kiosk's settings (the cart switch, whether a PIN is set) and the company's Pro and loyalty state. */
export const kioskSettingsQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['kiosk-settings', clientId],
    queryFn: async ({ signal }) => {
      const [settings, entity] = await Promise.all([
        call('getKioskSettings', { params: { clientId } }, signal),
        call('getEntity', { params: { clientId } }, signal),
      ]);
      return {
        ...settings.kioskConfig,
        premiumEnabled: entity.entity.premiumEnabled,
        loyaltyEnabled: entity.entity.loyaltyEnabled,
      };
    },
  });

/** The signup categories the kiosk offers new loyalty members. */
export const signupCategoriesQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['signup-categories', clientId],
    queryFn: ({ signal }) => call('getSignupCategories', { params: { clientId } }, signal),
  });
