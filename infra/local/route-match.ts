import { compilePath, type PathMatcher } from '#shared/paths';

// API Gateway's route selection, for the local gateway. Of the routes a request matches, the
// most specific wins, whatever order they were declared in: compared segment by segment from the
// left, a literal beats a parameter and a parameter beats a greedy {name+}. A request to
// /api/client/c1/product/counts therefore reaches .../product/counts, not .../product/{id}.

export interface GatewayRoute<T> {
  method: string;
  /** A concrete API Gateway path (an optional tail already expanded, see gatewayPaths). */
  path: string;
  target: T;
}

export interface RouteMatch<T> {
  target: T;
  /** The matched route's path, as API Gateway reports it in the route key. */
  path: string;
  params: Record<string, string>;
}

const LITERAL = 0;
const PARAMETER = 1;
const GREEDY = 2;
const kindOf = (segment: string) =>
  /^\{\w+\+\}$/.test(segment) ? GREEDY : /^\{\w+\}$/.test(segment) ? PARAMETER : LITERAL;

/** Negative when path a is the more specific, positive when b is. */
export function bySpecificity(a: string, b: string): number {
  const sa = a.split('/').map(kindOf);
  const sb = b.split('/').map(kindOf);
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) if (sa[i] !== sb[i]) return sa[i]! - sb[i]!;
  // two paths that agree as far as both go cannot both match one request unless one ends greedy:
  // the longer holds more of the request literally
  return sb.length - sa.length;
}

/** A matcher over routes: the most specific route of the request's method whose path matches, if any. */
export function routeMatcher<T>(routes: readonly GatewayRoute<T>[]) {
  const compiled: (GatewayRoute<T> & { match: PathMatcher })[] = [...routes]
    .sort((a, b) => bySpecificity(a.path, b.path))
    .map((r) => ({ ...r, match: compilePath(r.path) }));
  return (method: string, pathname: string): RouteMatch<T> | undefined => {
    for (const r of compiled) {
      if (r.method !== method) continue;
      const params = r.match(pathname);
      if (params) return { target: r.target, path: r.path, params };
    }
    return undefined;
  };
}
