import * as messages from '#shared/messages/admin/clients';
import * as admin from '#shared/routes/admin/clients';
import { writeMessagingSecret } from '#lib/aws/secrets';
import { isConditionFailure } from '#lib/table/dynamodb';
import { updateClientFields, withAdminEmails, type AdminClient } from '#lib/clients/store/client-admin';
import { getClient } from '#lib/clients/store';
import { badRequest, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The messaging settings (spec 3 §5: loyalty enabled requires a phone number). The credentials go
 * to Secrets Manager first; the company item then records only which of them are set, so no answer,
 * log line or stream-fed index ever holds a value.
 */
export const handler = securedRoute(admin.setEntityMessaging, async ({ params, body }) => {
  const client: AdminClient | undefined = await getClient(params.id, true);
  if (!client) throw notFound(messages.clientNotFound);
  const phoneAfter =
    body.phoneNumber !== undefined ? body.phoneNumber !== '' : (client.messagingSet?.phoneNumber ?? false);
  if (body.loyaltyEnabled && !phoneAfter) throw badRequest(messages.loyaltyNeedsPhone);
  const changesSecret = body.phoneNumber !== undefined || body.accountId !== undefined || body.authToken !== undefined;
  const messagingSet = changesSecret
    ? await writeMessagingSecret(client._id, {
        ...(body.phoneNumber !== undefined && { phoneNumber: body.phoneNumber }),
        ...(body.accountId !== undefined && { accountId: body.accountId }),
        ...(body.authToken !== undefined && { authToken: body.authToken }),
      })
    : (client.messagingSet ?? { phoneNumber: false, accountId: false, authToken: false });
  try {
    const entity = await updateClientFields(client._id, undefined, {
      loyaltyEnabled: body.loyaltyEnabled,
      messagingSet,
    });
    return { error: false as const, entity: (await withAdminEmails([entity]))[0]! };
  } catch (e) {
    if (isConditionFailure(e)) throw notFound(messages.clientNotFound);
    throw e;
  }
});
