import type { Access, RouteDef } from '#shared/routes';
import { authenticate } from '#lib/auth/authenticate';
import { routeStack, type Input, type Reply } from './http.ts';
import type * as z from 'zod/mini';

/** A route's handler for everything but public routes: the caller comes from the verified session. */
export const securedRoute = <R extends RouteDef & { access: Exclude<Access, 'public'> }>(
  route: R,
  fn: (input: Input<R>) => Promise<z.input<R['response']> | Reply<z.input<R['response']>>>,
) => routeStack(route, fn, authenticate);
