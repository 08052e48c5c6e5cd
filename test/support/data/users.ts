import { assignUser, setUserFields } from '#lib/users/store';
import type { User } from '#shared/schemas/user';
import { useLocalTable } from '#test/support/table';

// Test data through the users domain's own store, on the runtime's table: a test gives an account
// its roles, its company or a flag as the platform stores them. A company goes through the store's
// assignment, which also lists the user among the company's members (gsi2), as a claim would.

/** Sets these fields of the user; a `clientAssignment` makes the user a member of that company. */
export async function setUser(
  id: string,
  { clientAssignment, ...fields }: Partial<User> & Record<string, unknown>,
): Promise<void> {
  useLocalTable();
  if (Object.keys(fields).length) await setUserFields(id, fields);
  if (typeof clientAssignment === 'string') await assignUser(id, clientAssignment);
}
