import * as admin from '#shared/routes/admin/users';
import { listUsersPage, toRow } from '#lib/users/store/user-admin';
import { listClientsPage } from '#lib/clients/store/client-admin';
import { getClients } from '#lib/clients/store';
import { securedRoute } from '#lib/runtime/secured-route';

/** The companies a search also looks in: at most 100 (DynamoDB's IN takes 100 values), by name. */
const COMPANY_MATCHES = 100;

/**
 * getUsers: a page of the users table, newest account first (admin tables default to 10 rows). A
 * search (`q`) keeps the users whose e-mail or name holds it, or who belong to a company whose name
 * does; each row carries its company's name.
 */
export const handler = securedRoute(admin.getUsers, async ({ query }) => {
  const text = query.q || undefined;
  const companies = text ? (await listClientsPage(COMPANY_MATCHES, undefined, text)).clients : [];
  const page = await listUsersPage(
    Number(query.limit ?? 10),
    query.cursor,
    text ? { text, companyIds: companies.map((c) => c._id) } : undefined,
  );
  const assigned = page.users.map((u) => u.clientAssignment).filter((id): id is string => !!id);
  const names = new Map((assigned.length ? await getClients(assigned) : []).map((c) => [c._id, c.name]));
  return {
    error: false as const,
    users: page.users.map((u) => toRow(u, u.clientAssignment ? names.get(u.clientAssignment) : undefined)),
    nextCursor: page.nextCursor,
  };
});
