import type { Page } from '#shared/pages';
import { fillPath } from '#shared/paths';
import type { RouteName } from '#shared/routes';
import { apiRoutes } from 'virtual:api-routes';
import { patternParams } from '#web/lib/navigation.ts';

// A page's first reads, started by the app's entry while the page's own code is still loading
// (shared/pages.ts `reads`): on a slow network the code and the data then come side by side rather
// than one after the other. `call` takes the answer once, when the page asks for the same address;
// any later call of that address goes to the network as usual.

/** A read older than this when the page asks is not taken: a visitor who waited at the age question gets today's answer. */
const FRESH_MS = 30_000;

const started = new Map<string, { at: number; response: Promise<Response> }>();

/** A GET's address as `call` sends it: the route's path filled, then the query in the order given. */
export function requestUrl(
  name: RouteName,
  params: Record<string, string | undefined>,
  query: Record<string, string | number | undefined> = {},
): string {
  const url = fillPath(apiRoutes[name].path, params);
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  return [...qs].length ? `${url}?${qs}` : url;
}

/** Starts a GET the page will make; a read already started is not sent twice. */
function startRead(url: string): void {
  if (started.has(url)) return;
  // the body is read at once: an answer nobody reads (the page waits behind the age question, or
  // redirected) would otherwise hold its connection open, and the page would never go quiet
  const response = fetch(url, { credentials: 'same-origin' }).then(
    async (r) =>
      new Response(await r.arrayBuffer(), { status: r.status, statusText: r.statusText, headers: r.headers }),
  );
  // a page that never asks (it redirected, or failed to load) leaves no unhandled rejection
  response.catch(() => undefined);
  started.set(url, { at: Date.now(), response });
}

/** Starts the first reads of the page at this path, its parameters taken from the path. */
export function startPageReads(page: Pick<Page<string>, 'path' | 'reads'>, pathname: string): void {
  const given = patternParams(page.path, pathname);
  for (const read of page.reads ?? [])
    startRead(
      requestUrl(
        read.route,
        {
          ...Object.fromEntries(Object.entries(read.params).map(([api, own]) => [api, given[own]])),
          ...read.fixed,
        },
        read.query,
      ),
    );
}

/** The answer of a read started early for this address, once; undefined when none was. */
export function takeRead(url: string): Promise<Response> | undefined {
  const read = started.get(url);
  started.delete(url);
  return read && Date.now() - read.at < FRESH_MS ? read.response : undefined;
}
