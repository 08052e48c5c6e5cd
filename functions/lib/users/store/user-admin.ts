import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminUserRow, UserToggle } from '#shared/schemas/admin-users';
import type { User } from '#shared/schemas/user';
import { ddb, stripKeys, tableName } from '#lib/table/dynamodb';
import { filteredPage, type ItemFilter } from '#lib/table/filtered-page';
import { ALL_USERS, emailKey, userKey, userPartition } from '#lib/users/keys';

// The admin side of users (docs/admin-users.md): the table's pages, its count, role toggles. Users
// are listed from gsi3 `USERS` (`<createdAt>#<id>`), newest account first; no Scan.

const USERS = { index: 'gsi3', partition: ALL_USERS } as const;

/** A stored user as the admin table shows it: never its login subject or its session ids. */
export const toRow = (u: User, companyName?: string): AdminUserRow => ({
  _id: u._id,
  email: u.email,
  ...(u.firstName !== undefined && { firstName: u.firstName }),
  ...(u.lastName !== undefined && { lastName: u.lastName }),
  ...(u.phone !== undefined && { phone: u.phone }),
  ...(u.clientAssignment !== undefined && { clientAssignment: u.clientAssignment }),
  ...(companyName !== undefined && { companyName }),
  adminUser: u.adminUser ?? false,
  processorUser: u.processorUser ?? false,
  dispensaryUser: u.dispensaryUser ?? false,
  serviceDataEntry: u.serviceDataEntry ?? false,
  serviceReview: u.serviceReview ?? false,
  disabled: u.disabled ?? false,
  passwordExpired: u.passwordExpired ?? false,
  createdAt: u.createdAt,
  updatedAt: u.updatedAt,
});

/** What the users table's search box looks for: the text, and the companies whose name holds it. */
export interface UserSearch {
  text: string;
  companyIds: readonly string[];
}

/**
 * The spellings a search matches: DynamoDB's contains() is case-sensitive and users keep names as
 * typed, so the text is tried as typed, lower case, capitalised and upper case ('ann' finds Ann).
 */
const spellings = (text: string) => {
  const lower = text.toLowerCase();
  return [...new Set([text, lower, lower.charAt(0).toUpperCase() + lower.slice(1), text.toUpperCase()])];
};

/** The filter a search is: e-mail, first or last name holding the text, or a member of a matched company. */
function searchFilter(search: UserSearch): ItemFilter {
  const values: Record<string, unknown> = {};
  const parts: string[] = [];
  spellings(search.text).forEach((t, i) => {
    values[`:t${i}`] = t;
    parts.push(`contains(email, :t${i})`, `contains(firstName, :t${i})`, `contains(lastName, :t${i})`);
  });
  if (search.companyIds.length) {
    const names = search.companyIds.map((id, i) => {
      values[`:c${i}`] = id;
      return `:c${i}`;
    });
    parts.push(`clientAssignment IN (${names.join(', ')})`);
  }
  return { expression: parts.join(' OR '), values };
}

/** One page of users, newest first; with a search, those it matches (a filtered page may be short). */
export async function listUsersPage(
  limit: number,
  cursor?: string,
  search?: UserSearch,
): Promise<{ users: User[]; nextCursor: string | null }> {
  const page = await filteredPage(USERS, limit, cursor, search && searchFilter(search));
  return { users: page.items.map((i) => stripKeys<User>(i)), nextCursor: page.nextCursor };
}

/** Every user, a page at a time, for the CSV: the caller holds one page in memory, never the list. */
export async function* eachUserPage(pageSize = 1000): AsyncGenerator<User[]> {
  let cursor: string | undefined;
  do {
    const page = await listUsersPage(pageSize, cursor);
    yield page.users;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/**
 * Sets one role flag. Conditional on the user existing; a user disabled loses every open session in
 * the same write (authentication also refuses a disabled user on the next request, whatever the
 * cookie).
 */
export async function setRole(id: string, role: UserToggle, value: boolean): Promise<User> {
  const updatedAt = new Date().toISOString();
  const endSessions = role === 'disabled' && value;
  const r = await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(id),
      UpdateExpression: `SET #r = :v, updatedAt = :at${endSessions ? ' REMOVE sessionIds' : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#r': role },
      ExpressionAttributeValues: { ':v': value, ':at': updatedAt },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return stripKeys<User>(r.Attributes!);
}

/** How many binder items the user keeps (one per product and usage). */
export async function countBinderItems(userId: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const r = await ddb.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
        ExpressionAttributeValues: { ':p': userPartition(userId), ':s': 'BINDER#' },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += r.Count ?? 0;
    start = r.LastEvaluatedKey;
  } while (start);
  return count;
}

/**
 * Removes a user and their e-mail claim, only while the deletion blocks still do not apply: no
 * admin, dispensary or processor flag and no client assignment (spec 3 §5), checked in the write.
 */
export async function deleteDeletableUser(u: User): Promise<void> {
  await ddb.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: tableName(),
            Key: userKey(u._id),
            ConditionExpression:
              'attribute_exists(pk) AND attribute_not_exists(clientAssignment) AND (attribute_not_exists(adminUser) OR adminUser = :f) AND (attribute_not_exists(dispensaryUser) OR dispensaryUser = :f) AND (attribute_not_exists(processorUser) OR processorUser = :f)',
            ExpressionAttributeValues: { ':f': false },
          },
        },
        { Delete: { TableName: tableName(), Key: emailKey(u.email) } },
      ],
    }),
  );
}
