import * as z from 'zod/mini';

/**
 * Who may call a route. 'clientMember' is the spec's validateUserOnEntity: the caller belongs to the
 * client named by the path's clientId (admins pass too). 'self': the path's id is the caller's own
 * user id (nobody else, admins included, passes). 'business': dispensary, processor and admin users
 * (the cannastamp PDF and PNG downloads); 'processor': processor and admin users (the SVG download).
 */
export const ACCESS_RULES = ['public', 'signedIn', 'self', 'admin', 'clientMember', 'dataEntry', 'review', 'business', 'processor'] as const;
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
  /** Table items this route writes; drives least-privilege grants in the stack. */
  writes?: boolean;
  /** The handler reads ('read') or also writes ('write') objects in the media bucket. */
  media?: 'read' | 'write';
  /** User pool admin actions the handler calls (cognito-idp:<action>), granted on the pool only. */
  cognito?: readonly string[];
  maxBodyBytes?: number;
}

const none = z.strictObject({});
const noBody = z.undefined();

export function route<R extends Partial<RouteDef> & Pick<RouteDef, 'method' | 'path' | 'handler' | 'access' | 'response'>>(r: R) {
  return { params: none, query: none, body: noBody, ...r } as Omit<R, 'params' | 'query' | 'body'> & {
    params: R['params'] extends z.ZodMiniType ? R['params'] : typeof none;
    query: R['query'] extends z.ZodMiniType ? R['query'] : typeof none;
    body: R['body'] extends z.ZodMiniType ? R['body'] : typeof noBody;
  };
}
