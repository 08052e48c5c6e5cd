import * as proMessages from '#shared/messages/client/pro';
import * as pro from '#shared/routes/client/pro';
import { PLAN_SETTINGS } from '#shared/schemas/pro';
import { answerProRequest, getProRequest } from '#lib/clients/store/pro-requests';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * An admin approves a company's Pro request: the company gets the settings the plan stands for
 * (PLAN_SETTINGS: the Pro level, or the COA service and its monthly COAs) and the request its
 * answer, in one transaction that a second answer, or a request asked again meanwhile, cancels (409).
 */
export const handler = securedRoute(pro.approveProRequest, async ({ params, body }) => {
  const request = await getProRequest(params.clientId, params.plan);
  if (!request) throw notFound(proMessages.requestNotFound);
  const settings = PLAN_SETTINGS[params.plan];
  const answer = { status: 'approved' as const, at: new Date().toISOString() };
  const fields: Record<string, unknown> = { ...settings };
  // the company's premiumEnabled follows its level, as the admin clients page's own change sets it
  if (settings.premiumLevel) fields.premiumEnabled = true;
  try {
    await answerProRequest(request, body.seen, answer, fields);
  } catch (e) {
    if ((e as Error).name === 'TransactionCanceledException') throw conflict(proMessages.requestAnsweredMeanwhile);
    throw e;
  }
  return { error: false as const, request: { ...request, answer } };
});
