import type { User } from '#shared/schemas/user';
import { META } from '#lib/table/dynamodb';

// A user's place in the table (docs/data-model.md): the user item in its own partition (which
// also holds the user's binder), the e-mail claim that keeps addresses unique, and the lists:
// by Cognito subject (gsi1), a company's members (gsi2), every user (gsi3).

/** The partition of a user's item and of what the user keeps (the binder). */
export const userPartition = (id: string) => `USER#${id}`;

export const userKey = (id: string) => ({ pk: userPartition(id), sk: META });

/** The item that claims an e-mail address for one user. */
export const emailKey = (email: string) => ({ pk: `EMAIL#${email.toLowerCase()}`, sk: META });

/** gsi1: the user of a Cognito subject. */
export const subjectPartition = (sub: string) => `SUB#${sub}`;

/** gsi2: a company's members, by e-mail. */
export const clientMembersPartition = (companyId: string) => `CLIENT#${companyId}#USERS`;

/** gsi3: every user, by creation. */
export const ALL_USERS = 'USERS';

/** A user as the table stores it: its key and index attributes beside its fields. */
export const userRecord = (u: User) => ({
  ...u,
  ...userKey(u._id),
  entity: 'user',
  gsi1pk: subjectPartition(u.sub),
  gsi1sk: META,
  ...(u.clientAssignment ? { gsi2pk: clientMembersPartition(u.clientAssignment), gsi2sk: u.email.toLowerCase() } : {}),
  gsi3pk: ALL_USERS,
  gsi3sk: `${u.createdAt}#${u._id}`,
});

/** A password reset, by the sha256 of its token: the table never holds a usable link. */
export const passwordResetKey = (tokenHash: string) => ({ pk: `RESET#${tokenHash}`, sk: META });
