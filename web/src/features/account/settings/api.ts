import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, UpdateUserBody } from '#shared/schemas/account';
import { call } from '#web/api/client.ts';

/** The signed-in user's own account details. */
export const accountQuery = (id: string) =>
  queryOptions({ queryKey: ['account', id], queryFn: ({ signal }) => call('getUser', { params: { id } }, signal) });

/** Saves the contact details; the answer is the account as stored, so it becomes the account's entry. */
export async function updateAccount(queries: QueryClient, id: string, body: UpdateUserBody) {
  queries.setQueryData(accountQuery(id).queryKey, await call('updateUser', { params: { id }, body }));
}

/** Changes the password; the answer's message is the text to show. */
export const changePassword = (body: ChangePasswordBody) => call('changePassword', { body });

export const deleteAccount = (id: string) => call('deleteAccount', { params: { id } });
