import type { Access } from '#shared/routes';
import { CALLER_KINDS, type CallerKind } from './callers.ts';

// What each access rule means for each kind of caller the tests have, said once: the
// authorization matrix and the route fuzzer both read it.

/** Callers with a good session; the others (none, disabled, expired, forged) are refused with 401. */
export const SESSION_KINDS = [
  'consumer',
  'consumer2',
  'processorA',
  'processorB',
  'dispensary',
  'admin',
  'dataEntry',
  'reviewer',
] as const satisfies readonly CallerKind[];

/**
 * Who each rule lets through whatever the request says. Three rules also read the path: 'self' lets
 * through only the user the path's `id` names (nobody else, admins included), 'clientMember' also
 * the caller whose company the path's `clientId` names, 'clientKiosk' that caller and the kiosk
 * locked for that client, 'kiosk' that kiosk only.
 */
const ADMITTED: Record<Access, readonly CallerKind[]> = {
  public: CALLER_KINDS,
  signedIn: SESSION_KINDS,
  self: [],
  admin: ['admin'],
  clientMember: ['admin'],
  dataEntry: ['admin', 'dataEntry'],
  review: ['admin', 'reviewer'],
  business: ['admin', 'processorA', 'processorB', 'dispensary'],
  processor: ['admin', 'processorA', 'processorB'],
  serviceStaff: ['admin', 'dataEntry', 'reviewer'],
  clientKiosk: ['admin'],
  kiosk: [],
};

/** Locked kiosks: no session, only the client their credential names (docs/client-kiosk-lock.md). */
export const KIOSK_KINDS = ['kiosk', 'kioskOther'] as const satisfies readonly CallerKind[];
const isKiosk = (kind: CallerKind) => (KIOSK_KINDS as readonly CallerKind[]).includes(kind);

export interface CallerFacts {
  kind: CallerKind;
  userId?: string;
  clientId?: string;
}

/** Whether the rule lets this caller through with these path parameters (as sent). */
export function admits(access: Access, caller: CallerFacts, params: Record<string, string | undefined>): boolean {
  if (ADMITTED[access].includes(caller.kind)) return true;
  const session = (SESSION_KINDS as readonly CallerKind[]).includes(caller.kind);
  if (access === 'self') return session && params.id !== undefined && params.id === caller.userId;
  const ownClient = params.clientId !== undefined && params.clientId === caller.clientId;
  if (access === 'clientMember') return session && ownClient;
  if (access === 'clientKiosk') return (session || isKiosk(caller.kind)) && ownClient;
  if (access === 'kiosk') return isKiosk(caller.kind) && ownClient;
  return false;
}

/**
 * What a refused caller gets: 401 without a good session, 403 with one. A kiosk is nobody signed
 * in, except on a kiosk route of another client, which it is refused (403).
 */
export const refusal = (kind: CallerKind, access: Access): 401 | 403 =>
  (SESSION_KINDS as readonly CallerKind[]).includes(kind) ||
  (isKiosk(kind) && (access === 'clientKiosk' || access === 'kiosk'))
    ? 403
    : 401;

/** The status a caller gets from a route with this rule, when an admitted caller would get `ok`. */
export const expectedStatus = (
  access: Access,
  caller: CallerFacts,
  params: Record<string, string | undefined>,
  ok: number,
) => (admits(access, caller, params) ? ok : refusal(caller.kind, access));
