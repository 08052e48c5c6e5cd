import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { AGE_GATE_COOKIE } from '#shared/constants';
import { pages } from '#shared/pages';
import { KIOSK_COOKIES } from '#shared/schemas/auth';
import { readCookie } from '#web/lib/cookies.ts';
import { inventoryQuery, storefrontQuery } from './api.ts';

/**
 * Starts the storefront's reads from the entry, while the kiosk page's own code is still on its way:
 * on a tablet the two downloads, one after the other, were most of the time to the first cards. The
 * page's queries then join the reads under way. The inventory waits, as the page does, for a locked
 * kiosk or an answered age question.
 */
export function startKioskReads(queryClient: QueryClient, pathname: string) {
  const clientId = matchPath(pages.kiosk.path, pathname)?.params.kioskUser;
  if (!clientId) return;
  void queryClient.prefetchQuery(storefrontQuery(clientId));
  if (readCookie(KIOSK_COOKIES.client) !== undefined || readCookie(AGE_GATE_COOKIE) === 'true')
    void queryClient.prefetchQuery(inventoryQuery(clientId));
}
