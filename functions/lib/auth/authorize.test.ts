import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, type Access } from '#shared/routes';
import type { User } from '#shared/schemas/user';
import { anonymous, authorize, type Caller } from './authorize.ts';

// Every access rule against every kind of caller, including the rules no route uses yet (admin,
// clientMember, dataEntry, review): the business and admin areas will lean on them.

const CLIENT_A = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const CLIENT_B = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const base: User = {
  _id: '111111111111111111111111',
  email: 'u@test',
  sub: 's',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  adminUser: false,
  processorUser: false,
  dispensaryUser: false,
  serviceDataEntry: false,
  serviceReview: false,
  disabled: false,
  passwordExpired: false,
};
const user = (u: Partial<User>): Caller => ({ kind: 'user', user: { ...base, ...u } });

const CALLERS: Record<string, Caller> = {
  anonymous,
  consumer: user({}),
  processorA: user({ processorUser: true, clientAssignment: CLIENT_A }),
  processorB: user({ processorUser: true, clientAssignment: CLIENT_B }),
  admin: user({ adminUser: true }),
  dataEntry: user({ serviceDataEntry: true }),
  reviewer: user({ serviceReview: true }),
  dispensary: user({ dispensaryUser: true, clientAssignment: CLIENT_B }),
  kioskA: { kind: 'kiosk', clientId: CLIENT_A },
  kioskB: { kind: 'kiosk', clientId: CLIENT_B },
};

// what each caller gets for each rule, for a path naming client A and user 111…1
const EXPECTED: Record<Access, Record<string, number>> = {
  public: {
    anonymous: 200,
    consumer: 200,
    processorA: 200,
    processorB: 200,
    admin: 200,
    dataEntry: 200,
    reviewer: 200,
    dispensary: 200,
    kioskA: 200,
    kioskB: 200,
  },
  signedIn: {
    anonymous: 401,
    consumer: 200,
    processorA: 200,
    processorB: 200,
    admin: 200,
    dataEntry: 200,
    reviewer: 200,
    dispensary: 200,
    kioskA: 401,
    kioskB: 401,
  },
  self: {
    anonymous: 401,
    consumer: 200,
    processorA: 200,
    processorB: 200,
    admin: 200,
    dataEntry: 200,
    reviewer: 200,
    dispensary: 200,
    kioskA: 401,
    kioskB: 401,
  },
  admin: {
    anonymous: 401,
    consumer: 403,
    processorA: 403,
    processorB: 403,
    admin: 200,
    dataEntry: 403,
    reviewer: 403,
    dispensary: 403,
    kioskA: 401,
    kioskB: 401,
  },
  clientMember: {
    anonymous: 401,
    consumer: 403,
    processorA: 200,
    processorB: 403,
    admin: 200,
    dataEntry: 403,
    reviewer: 403,
    dispensary: 403,
    kioskA: 401,
    kioskB: 401,
  },
  dataEntry: {
    anonymous: 401,
    consumer: 403,
    processorA: 403,
    processorB: 403,
    admin: 200,
    dataEntry: 200,
    reviewer: 403,
    dispensary: 403,
    kioskA: 401,
    kioskB: 401,
  },
  review: {
    anonymous: 401,
    consumer: 403,
    processorA: 403,
    processorB: 403,
    admin: 200,
    dataEntry: 403,
    reviewer: 200,
    dispensary: 403,
    kioskA: 401,
    kioskB: 401,
  },
  business: {
    anonymous: 401,
    consumer: 403,
    processorA: 200,
    processorB: 200,
    admin: 200,
    dataEntry: 403,
    reviewer: 403,
    dispensary: 200,
    kioskA: 401,
    kioskB: 401,
  },
  processor: {
    anonymous: 401,
    consumer: 403,
    processorA: 200,
    processorB: 200,
    admin: 200,
    dataEntry: 403,
    reviewer: 403,
    dispensary: 403,
    kioskA: 401,
    kioskB: 401,
  },
  serviceStaff: {
    anonymous: 401,
    consumer: 403,
    processorA: 403,
    processorB: 403,
    admin: 200,
    dataEntry: 200,
    reviewer: 200,
    dispensary: 403,
    kioskA: 401,
    kioskB: 401,
  },
  // a locked kiosk of client A: that client's check-in calls, nothing else
  clientKiosk: {
    anonymous: 401,
    consumer: 403,
    processorA: 200,
    processorB: 403,
    admin: 200,
    dataEntry: 403,
    reviewer: 403,
    dispensary: 403,
    kioskA: 200,
    kioskB: 403,
  },
  // the PIN dialog: the kiosk of client A only, whoever else is signed in
  kiosk: {
    anonymous: 401,
    consumer: 403,
    processorA: 403,
    processorB: 403,
    admin: 403,
    dataEntry: 403,
    reviewer: 403,
    dispensary: 403,
    kioskA: 200,
    kioskB: 403,
  },
};

const statusOf = (access: Access, caller: Caller, params: { clientId?: string; id?: string }) => {
  try {
    authorize(access, caller, params);
    return 200;
  } catch (e) {
    return (e as { statusCode: number }).statusCode;
  }
};

describe('authorize', () => {
  it('has an expectation for every access rule', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ACCESS_RULES].sort());
  });

  it.each(ACCESS_RULES.flatMap((a) => Object.keys(CALLERS).map((c) => [a, c] as const)))('%s as %s', (access, kind) => {
    expect(statusOf(access, CALLERS[kind]!, { clientId: CLIENT_A, id: base._id })).toBe(EXPECTED[access][kind]);
  });

  it("refuses self routes for anyone else's id, admins included", () => {
    for (const c of Object.values(CALLERS).filter((c) => c.kind === 'user'))
      expect(statusOf('self', c, { id: '222222222222222222222222' })).toBe(403);
  });

  it('refuses clientMember routes that name no client, except for admins', () => {
    expect(statusOf('clientMember', CALLERS.processorA!, {})).toBe(403);
    expect(statusOf('clientMember', CALLERS.admin!, {})).toBe(200);
  });
});
