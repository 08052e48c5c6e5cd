import { route } from '../../route-def.ts';
import { clientParamsSchema } from '../../schemas/client.ts';
import { kioskSettingsAnswerSchema, kioskSettingsBodySchema } from '../../schemas/kiosk-settings.ts';

// Manage Your Kiosk (spec 2 §2, docs/client-kiosk-settings.md), scoped to one client: its members
// and admins. The spec sends these with the entity PUT; a route of their own keeps the PIN out of
// the company form and its answer.

/** The kiosk's settings: the cart switch and whether a PIN is set (never the PIN). */
export const getKioskSettings = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/kiosk/settings',
  handler: 'client/kiosk-settings/get-kiosk-settings',
  access: 'clientMember',
  params: clientParamsSchema,
  response: kioskSettingsAnswerSchema,
  needs: { table: 'read' },
});

/** Saves the cart switch and sets, keeps or removes the PIN (stored as its scrypt hash). */
export const saveKioskSettings = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/kiosk/settings',
  handler: 'client/kiosk-settings/save-kiosk-settings',
  access: 'clientMember',
  params: clientParamsSchema,
  body: kioskSettingsBodySchema,
  response: kioskSettingsAnswerSchema,
  needs: { table: 'write' },
});
