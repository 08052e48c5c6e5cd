import * as proMessages from '#shared/messages/client/pro';
import * as pro from '#shared/routes/client/pro';
import { answerProRequest, getProRequest } from '#lib/clients/store/pro-requests';
import { conflict, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * An admin declines a company's Pro request, with a reason the company reads on its Pro page if
 * one is given; nothing on the company changes. A second answer, or a request asked again
 * meanwhile, is refused (409).
 */
export const handler = securedRoute(pro.declineProRequest, async ({ params, body }) => {
  const request = await getProRequest(params.clientId, params.plan);
  if (!request) throw notFound(proMessages.requestNotFound);
  const reason = body.reason?.trim();
  const answer = { status: 'declined' as const, at: new Date().toISOString(), ...(reason && { reason }) };
  try {
    await answerProRequest(request, body.seen, answer);
  } catch (e) {
    if ((e as Error).name === 'TransactionCanceledException') throw conflict(proMessages.requestAnsweredMeanwhile);
    throw e;
  }
  return { error: false as const, request: { ...request, answer } };
});
