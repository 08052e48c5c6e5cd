import { mergeNeeds, type Needs } from '#shared/needs';
import { routeNeeds, type RouteDef } from '#shared/route-def';
import { notFoundRoute, routes as routeTable } from '#shared/routes';
import { workerNeeds, workers as workerTable, type Worker } from './workers.ts';

// Every function of the platform with its whole manifest, by handler file: the routes (their
// needs and the HTTP stack's), the API's 404 and origin check, and the workers. The CDK stack, the
// local runtime, the bench and the infra tests all list functions from here.

/** API Gateway's authorizer: only CloudFront, which knows the secret, may call the API. */
export const originCheck = {
  handler: 'platform/origin-verify',
  needs: { settings: ['originSecret'] },
} as const satisfies { handler: string; needs: Needs };

export function manifests(
  workers: readonly Worker[] = workerTable,
  routes: Record<string, RouteDef> = routeTable as Record<string, RouteDef>,
): Map<string, Needs> {
  const all = new Map<string, Needs>();
  // one handler file is one function: should two routes share a file, it gets both their needs
  const add = (handler: string, needs: Needs) => all.set(handler, mergeNeeds(all.get(handler) ?? {}, needs));
  for (const r of Object.values(routes)) add(r.handler, routeNeeds(r));
  add(notFoundRoute.handler, routeNeeds(notFoundRoute));
  add(originCheck.handler, originCheck.needs);
  // a worker's trigger settles part of its manifest whoever declared it (the probes too)
  for (const w of workers) add(w.handler, workerNeeds(w));
  return all;
}
