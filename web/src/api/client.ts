import type * as z from 'zod/mini';
import { fillPath } from '#shared/paths';
import { allows, type AccessParams, type RoleHolder } from '#shared/roles';
import type { RouteName, Routes } from '#shared/routes';
import { apiRoutes } from 'virtual:api-routes';
import * as authMessages from '#shared/messages/auth';
import { requestUrl, takeRead } from './early-reads.ts';
import { apiError } from './errors.ts';
import { renewSession, sessionEnded, type SessionEnd } from './session-renewal.ts';

// The typed client: every call is named by the route table, so path, input and answer types come from shared/.

export { isApiError, type ApiError } from './errors.ts';

/** Whether the route's own access rule lets this user call it: the UI shows what the server allows, by the same rule. */
export const mayCall = (name: RouteName, user: RoleHolder | undefined, params?: AccessParams): boolean =>
  apiRoutes[name].access === 'public' || (!!user && allows(apiRoutes[name].access, user, params));

type In<N extends RouteName> = {
  params?: z.input<Routes[N]['params']>;
  query?: Record<string, string | number | undefined>;
  body?: z.input<Routes[N]['body']>;
  /** What the page does when the session turns out to be over (session-renewal.ts). */
  sessionEnd?: SessionEnd;
};

/** A route's address, for a link the browser follows itself (a document to open or download). */
export const routeUrl = (name: RouteName, params: Record<string, string>): string =>
  fillPath(apiRoutes[name].path, params);

export async function call<N extends RouteName>(
  name: N,
  input: In<N> = {},
  signal?: AbortSignal,
): Promise<z.output<Routes[N]['response']>> {
  const route = apiRoutes[name];
  const url = requestUrl(name, (input.params ?? {}) as Record<string, string | undefined>, input.query);
  const send = async () => {
    // the page's first read may already be on its way (early-reads.ts); a retry always sends anew
    const early = route.method === 'GET' ? takeRead(url) : undefined;
    const res = await (early ??
      fetch(url, {
        method: route.method,
        credentials: 'same-origin',
        signal,
        headers: input.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
      }));
    const data = (await res.json().catch(() => undefined)) as { error?: boolean; errorMessage?: string } | undefined;
    return { res, data };
  };
  let { res, data } = await send();
  // a token that ran out under a live session: renewed, and the call tried once more
  if (res.status === 401 && route.access !== 'public' && data?.errorMessage === authMessages.jwtExpired) {
    const renewal = await renewSession();
    if (renewal.kind === 'renewed') ({ res, data } = await send());
    else if (renewal.kind === 'over') sessionEnded(input.sessionEnd ?? 'logout', renewal.message);
  }
  if (!res.ok || data?.error)
    throw apiError(res.status, data?.errorMessage ?? route.failure ?? `Request failed (${res.status})`);
  return data as z.output<Routes[N]['response']>;
}
