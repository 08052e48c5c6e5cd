import * as companyMessages from '#shared/messages/client/companies';
import * as labApiMessages from '#shared/messages/lab-api';
import * as companies from '#shared/routes/client/companies';
import { getClient, getClients, setClientFields } from '#lib/clients/store';
import { badRequest, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';

/**
 * The labs and integrators that may push the company results through the lab API, each trusted to
 * publish without review or not (docs/lab-api.md). The list replaces the one before; a company
 * taken off it is refused from the next push on.
 */
export const handler = securedRoute(companies.setLabFeeds, async ({ params, body }) => {
  const client = await getClient(params.clientId);
  if (!client) throw notFound(companyMessages.companyNotFound);
  const found = await getClients(body.feeds.map((f) => f.company));
  for (const f of body.feeds) {
    const c = found.find((x) => x._id === f.company);
    if (!c || (c.type !== 'lab' && c.type !== 'integrator')) throw badRequest(labApiMessages.feedNotALab);
  }
  // a setting beside the company form, not an edit of it: the form's change time stays, so an open
  // profile's save is not refused as changed meanwhile
  await setClientFields(client._id, { labFeeds: body.feeds });
  return { error: false as const, feeds: body.feeds };
});
