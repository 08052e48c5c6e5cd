import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { kioskSettingsBodySchema } from '#shared/schemas/kiosk-settings';
import type { SignupCategory } from '#shared/schemas/signup-categories';
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

/**
 * Saves the kiosk's settings into their entry; the company is read again too, as its own copy says
 * whether a PIN is set ('Lock as Kiosk' reads it).
 */
export async function saveKioskSettings(
  queries: QueryClient,
  clientId: string,
  body: z.input<typeof kioskSettingsBodySchema>,
) {
  const { kioskConfig } = await call('saveKioskSettings', { params: { clientId }, body });
  queries.setQueryData(kioskSettingsQuery(clientId).queryKey, (old) => (old ? { ...old, ...kioskConfig } : old));
  void queries.invalidateQueries({ queryKey: clientQuery(clientId).queryKey });
  return kioskConfig;
}

/** Saves the signup categories; the answer (as stored) becomes their entry. */
export async function saveSignupCategories(queries: QueryClient, clientId: string, categories: SignupCategory[]) {
  const r = await call('saveSignupCategories', { params: { clientId }, body: { categories } });
  queries.setQueryData(signupCategoriesQuery(clientId).queryKey, r);
  return r.categories;
}
