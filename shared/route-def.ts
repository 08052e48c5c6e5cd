import * as z from 'zod/mini';
import { mergeNeeds, type Needs } from './needs.ts';

/**
 * Who may call a route. 'clientMember' is the spec's validateUserOnEntity: the caller belongs to the
 * client named by the path's clientId (admins pass too). 'self': the path's id is the caller's own
 * user id (nobody else, admins included, passes). 'business': dispensary, processor and admin users
 * (the cannastamp PDF and PNG downloads); 'processor': processor and admin users (the SVG download).
 * 'serviceStaff': data-entry and review staff and admins (the pipeline's saves, which either may make
 * on the item it holds). 'clientKiosk': 'clientMember', or the locked kiosk of the path's client
 * (docs/client-kiosk-lock.md), which is no signed-in user and reaches no other rule's routes.
 * 'kiosk': only the locked kiosk of the path's client (the PIN dialog: nobody else may try a PIN).
 */
export const ACCESS_RULES = [
  'public',
  'signedIn',
  'self',
  'admin',
  'clientMember',
  'dataEntry',
  'review',
  'business',
  'processor',
  'serviceStaff',
  'clientKiosk',
  'kiosk',
] as const;
export type Access = (typeof ACCESS_RULES)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteDef {
  method: Method;
  /** Path under /api in API Gateway syntax; a trailing `{name?}` segment is optional. */
  path: string;
  /** Handler module under functions/, without extension; it exports `handler`. */
  handler: string;
  access: Access;
  params: z.ZodMiniType;
  query: z.ZodMiniType;
  body: z.ZodMiniType;
  response: z.ZodMiniType;
  /**
   * What the handler uses (table, media prefixes, queues, settings, user pool operations, runtime
   * profile): its environment and grants come from this alone (infra/needs.ts), in AWS and locally.
   */
  needs: Needs;
  /** What a success answers: 200 unless the route says 202 (work started that the caller polls for). */
  status?: 202;
  maxBodyBytes?: number;
  /**
   * How the body arrives: JSON (the default), or 'form' for a caller that posts
   * application/x-www-form-urlencoded (a provider's webhooks; its handler is a formRoute,
   * #lib/runtime/form-route): the body schema then checks the form's fields as strings.
   */
  bodyFormat?: 'json' | 'form';
  /**
   * What the web client's call raises when the server refuses without saying why (spec 2 section
   * 8: 'the server failed to …'); a server's own errorMessage always wins.
   */
  failure?: string;
  /**
   * The words a refused query field is named by in the 400's message ('THC filter: must be …'),
   * for a route whose query is a table's filters: a person reads the control's name, not the
   * field's path ('query.thc').
   */
  queryNames?: Readonly<Record<string, string>>;
}

const none = z.strictObject({});
const noBody = z.undefined();

export function route<
  R extends Partial<RouteDef> & Pick<RouteDef, 'method' | 'path' | 'handler' | 'access' | 'response' | 'needs'>,
>(r: R & { [K in Exclude<keyof R, keyof RouteDef>]: never }) {
  // a key RouteDef does not know (a profile beside needs rather than in it) is refused, not ignored
  return { params: none, query: none, body: noBody, ...r } as Omit<R, 'params' | 'query' | 'body'> & {
    params: R['params'] extends z.ZodMiniType ? R['params'] : typeof none;
    query: R['query'] extends z.ZodMiniType ? R['query'] : typeof none;
    body: R['body'] extends z.ZodMiniType ? R['body'] : typeof noBody;
  };
}

/**
 * A route's whole manifest: its own needs and what the HTTP stack uses for every route
 * (functions/lib/http.ts): the cross-site guard's origins and, behind any rule but 'public', the
 * session token check and the session lookup in the table.
 */
export const routeNeeds = (r: Pick<RouteDef, 'access' | 'needs'>): Needs =>
  mergeNeeds(
    r.access === 'public' ? { settings: ['siteOrigins'] } : { table: 'read', settings: ['siteOrigins', 'sessions'] },
    r.needs,
  );
