import { setClientFields } from '#lib/clients/store';
import { saveKioskSettings } from '#lib/kiosk/store/settings';
import { putProRequest } from '#lib/clients/store/pro-requests';
import { hashPin } from '#lib/base/pin-hash';
import { makeId } from './demo-data.ts';
import { ownerEmail } from './company-admins.ts';

// The demo of the COA Data Entry Service, kiosk settings and the Pro pages: the demo producer's
// company is on Pro with the COA service (50 COAs a month) and a kiosk with the cart on and no PIN
// yet; the second producer has neither, so its pages show the Go Pro prompt. The demo dispensary
// is on Pro with a locked-kiosk PIN (DEMO_KIOSK_PIN, printed by `npm start`) and its cart on, so
// its storefront can be locked as a kiosk; the second dispensary stays free (its pages show the
// upsells) and has asked for Pro, which the admin sees.

/** The demo dispensary's kiosk PIN: local demo data only. */
export const DEMO_KIOSK_PIN = '2121';

const setPro = (clientId: string, coa: { enabled: boolean; serviceLimit: number } | undefined) =>
  setClientFields(clientId, {
    premiumEnabled: true,
    premiumLevel: 'pro',
    kioskConfig: { cartEnabled: true, pinSet: false },
    ...(coa && { coaDataEntryService: coa }),
  });

export async function seedServiceDemo(): Promise<void> {
  await setPro(makeId(1, 0), { enabled: true, serviceLimit: 50 });
  await setPro(makeId(2, 0), undefined);
  await saveKioskSettings(makeId(2, 0), true, { set: await hashPin(DEMO_KIOSK_PIN) });
  await putProRequest(
    {
      clientId: makeId(2, 1),
      clientName: 'Fremont Green Room',
      clientType: 'dispensary',
      plan: 'pro',
      note: 'Two kiosks, one per counter.',
      // its seeded owner (company-admins.ts numbers them by the company's place in the demo data)
      requestedBy: `5c3e${(5).toString(16).padStart(20, '0')}`,
      email: ownerEmail({ name: 'Fremont Green Room' }),
    },
    new Date().toISOString(),
  );
}
