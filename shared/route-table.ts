import { gatewayPaths } from './paths.ts';
import type { RouteDef } from './route-def.ts';

// Merging the area modules (shared/routes/*.ts) into the one table, with names unique across areas.

/** The route names two or more of these area modules declare. */
export type DuplicateNames<Areas extends readonly object[], Seen extends PropertyKey = never> = Areas extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? Extract<keyof First, Seen> | DuplicateNames<Rest, Seen | keyof First>
  : never;

type Merged<Areas extends readonly object[]> = Areas extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;

/** The areas as given when no name repeats; otherwise each area must also have a property naming the duplicate, which none has. */
type Unique<Areas extends readonly object[]> = [DuplicateNames<Areas>] extends [never]
  ? Areas
  : { [I in keyof Areas]: Areas[I] & { [N in DuplicateNames<Areas> & string as `duplicate route name: ${N}`]: never } };

/** API Gateway's keys for a route; `/a/{x}` and `/a/{y}` are one, as parameter names do not tell routes apart. */
const gatewayKeys = (r: RouteDef) =>
  gatewayPaths(r.path).map((p) => `${r.method} ${p.replace(/\{\w+(\+?)\}/g, '{$1}')}`);

/**
 * Merges the area modules into the one route table. A route name is what every part of the
 * platform knows a route by (its Lambda, gateway route, matrix row, typed client call), so a name
 * two areas declare fails the type check and, should a cast slip it past, throws here at load,
 * as does a second route on the same method and path.
 */
export function routeTable<const Areas extends readonly Record<string, RouteDef>[]>(
  ...areas: Unique<Areas>
): Merged<Areas> {
  const table: Record<string, RouteDef> = {};
  const byKey = new Map<string, string>();
  for (const area of areas as readonly Record<string, RouteDef>[]) {
    for (const [name, def] of Object.entries(area)) {
      if (Object.hasOwn(table, name))
        throw new Error(`route name ${name} is declared twice: ${table[name]!.handler} and ${def.handler}`);
      for (const key of gatewayKeys(def)) {
        const other = byKey.get(key);
        if (other) throw new Error(`routes ${other} and ${name} both answer ${key}`);
        byKey.set(key, name);
      }
      table[name] = def;
    }
  }
  return table as Merged<Areas>;
}
