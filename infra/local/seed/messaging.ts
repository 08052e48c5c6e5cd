import { writeMessagingSecret } from '#lib/aws/secrets';
import { setClientFields } from '#lib/clients/store';
import { makeId } from './demo-data.ts';

// Messaging settings for the demo companies that run loyalty (Evergreen, the demo producer, and
// the demo dispensary), so the kiosk's activation codes and the keyword answers reach the local
// Twilio stand-in. Fictional numbers (555-01xx) and a local account each; the stand-in takes the
// first token it sees for an account. Set in Secrets Manager as the admin page sets them.

const DEMO_TEXTING = [
  { client: makeId(1, 0), phoneNumber: '+12065550180', accountId: `AC${'1'.repeat(32)}` },
  { client: makeId(2, 0), phoneNumber: '+12065550181', accountId: `AC${'2'.repeat(32)}` },
];

export async function seedMessagingDemo(): Promise<void> {
  for (const { client, ...settings } of DEMO_TEXTING) {
    const messagingSet = await writeMessagingSecret(client, { ...settings, authToken: `local-demo-token-${client}` });
    await setClientFields(client, { messagingSet });
  }
}
