import * as companyMessages from '#shared/messages/client/companies';
import * as companies from '#shared/routes/client/company-forms';
import { formatUsPhone } from '#shared/us-phone';
import { getClient, updateClient } from '#lib/clients/store';
import { isConditionFailure } from '#lib/table/dynamodb';
import { assertUploadedBy } from '#lib/uploads/store/linked';
import { conflict, forbidden, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

const PHONES = new Set(['contactPhone', 'secondaryContactPhone', 'phone1', 'phone2', 'fax']);

/**
 * The company form in full mode. A member's own id becomes the company's adminUser (spec 2
 * section 5); the business type and the premium level are an admin's to change (premiumEnabled
 * follows the level, and an admin's choice ends any trial). A save over a change made meanwhile
 * is refused (409), never merged.
 */
export const handler = securedRoute(companies.updateEntity, async ({ caller, params, body }) => {
  const me = caller.user;
  const current = await getClient(params.clientId, true);
  if (!current) throw notFound(companyMessages.companyNotFound);
  const { premiumLevel, backgroundImage, featureImage, mediaGallery, ...form } = body;
  const images = { backgroundImage, featureImage, mediaGallery };
  const changesImages =
    (backgroundImage !== undefined && backgroundImage !== (current.backgroundImage ?? '')) ||
    (featureImage !== undefined && featureImage !== (current.featureImage ?? '')) ||
    (mediaGallery !== undefined && mediaGallery.join('\n') !== (current.mediaGallery ?? []).join('\n'));
  if (changesImages && !me.adminUser && !me.dispensaryUser) throw forbidden(companyMessages.imagesNotAllowed);
  if (!me.adminUser && premiumLevel !== undefined && premiumLevel !== current.premiumLevel)
    throw forbidden(companyMessages.premiumAdminOnly);
  if (!me.adminUser && form.type !== current.type) throw forbidden(companyMessages.typeAdminOnly);
  // a new image must be a confirmed upload of this company; the ones it already shows may stay
  await assertUploadedBy(
    params.clientId,
    [backgroundImage, featureImage, ...(mediaGallery ?? [])],
    [current.backgroundImage, current.featureImage, ...(current.mediaGallery ?? [])],
  );
  const fields = {
    ...Object.fromEntries(Object.entries(form).map(([k, v]) => [k, PHONES.has(k) && v ? formatUsPhone(v) : v])),
    ...images,
  };
  try {
    const entity = await updateClient(current, fields, {
      at: new Date().toISOString(),
      ...(me.adminUser ? {} : { adminUser: me._id }),
      ...(me.adminUser && premiumLevel && premiumLevel !== current.premiumLevel ? { premium: premiumLevel } : {}),
    });
    return { error: false as const, entity };
  } catch (e) {
    if (isConditionFailure(e)) throw conflict(`${companyMessages.entitySaveFailed}: the company changed meanwhile`);
    throw e;
  }
});
