import * as messages from '#shared/messages/admin/clients';
import * as admin from '#shared/routes/admin/clients';
import { isConditionFailure } from '#lib/table/dynamodb';
import { updateClientFields, withAdminEmails } from '#lib/clients/store/client-admin';
import { getClient } from '#lib/clients/store';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * PUT entity/{id}: the row's premium level (premiumEnabled follows it, and an admin's choice ends
 * any Pro trial) and the COA Data Entry Service (on or off, 0–200 COAs a month), in one write
 * conditional on the row being as the admin saw it.
 */
export const handler = securedRoute(admin.updateEntitySettings, async ({ params, body }) => {
  const fields: Record<string, unknown> = {};
  if (body.premiumLevel) {
    fields.premiumLevel = body.premiumLevel;
    fields.premiumEnabled = body.premiumLevel === 'pro';
  }
  if (body.coaDataEntryService) fields.coaDataEntryService = body.coaDataEntryService;
  try {
    const entity = await updateClientFields(params.id, body.seen, fields);
    return { error: false as const, entity: (await withAdminEmails([entity]))[0]! };
  } catch (e) {
    if (!isConditionFailure(e)) throw e;
    if (!(await getClient(params.id, true))) throw notFound(messages.clientNotFound);
    throw conflict(messages.changedMeanwhile);
  }
});
