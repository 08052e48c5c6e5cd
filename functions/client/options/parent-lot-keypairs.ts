import * as client from '#shared/routes/client/options';
import { parentLotOptions } from '#lib/printing/store/lot-options';
import { securedRoute } from '#lib/runtime/secured-route';

/** The sticker picker's parent lots, printable ones only (spec 2 Lots: a pending one cannot be chosen). */
export const handler = securedRoute(client.parentLotKeypairs, async ({ params }) => ({
  error: false as const,
  options: await parentLotOptions(params.clientId),
}));
