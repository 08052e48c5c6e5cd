import type { Client } from '#shared/schemas/catalog';
import { pages } from '#web/app/paths.ts';

// The client side menu (spec 2 section 2), declared once. An entry shows when its condition holds
// for the company. 'Sales Kiosk' opens a dispensary's storefront, which wears the demo label without
// Pro (spec 2 "Other routes"), and shows any other company the Pro page, where the plan is priced. 'Loyalty' shows with loyaltyEnabled, 'Pro Loyalty' (the upsell)
// without it. A group left without entries is not shown.

export interface MenuEntry {
  label: string;
  href: (clientId: string) => string;
  shows?: (client: Client) => boolean;
}

export interface MenuGroup {
  title: string;
  entries: MenuEntry[];
}

const dispensary = (c: Client) => c.type === 'dispensary';
const producer = (c: Client) => c.type === 'producer';

export const CLIENT_MENU: MenuGroup[] = [
  {
    title: 'Setup',
    entries: [
      { label: 'Company Profile', href: (clientId) => pages.clientProfile.href({ clientId }) },
      { label: 'Kiosk Inventory', href: (clientId) => pages.clientInventory.href({ clientId }), shows: dispensary },
      {
        label: 'Pro Kiosk Inventory',
        href: (clientId) => pages.clientProSignup.href({ clientId }),
        shows: (c) => dispensary(c) && !c.premiumEnabled,
      },
      {
        label: 'Kiosk Settings',
        href: (clientId) => pages.clientKioskSettings.href({ clientId }),
        shows: (c) => c.premiumEnabled,
      },
      { label: 'Manage Brands', href: (clientId) => pages.clientBrands.href({ clientId }) },
      { label: 'Manage Products', href: (clientId) => pages.clientProducts.href({ clientId }) },
      { label: 'Label Products', href: (clientId) => pages.clientPrintStickers.href({ clientId }) },
      { label: 'Test Results', href: (clientId) => pages.clientTestResults.href({ clientId }) },
      // the lot tables are not in the spec's menu, and nothing else leads to them
      { label: 'Parent/Test Lots', href: (clientId) => pages.clientParentLots.href({ clientId }), shows: producer },
      { label: 'Manage Shipments', href: (clientId) => pages.clientShipmentLots.href({ clientId }), shows: producer },
    ],
  },
  {
    title: 'Pro',
    entries: [
      // without the service the page itself shows the Go Pro prompt (spec 2 §6)
      { label: 'COA Data Entry', href: (clientId) => pages.clientCoaEntry.href({ clientId }) },
      // a store's storefront shows its inventory; a producer's would be empty, so it gets the plan
      { label: 'Sales Kiosk', href: (clientId) => pages.kiosk.href({ kioskUser: clientId }), shows: dispensary },
      {
        label: 'Sales Kiosk',
        href: (clientId) => pages.clientProSignup.href({ clientId }),
        shows: (c) => !dispensary(c),
      },
      { label: 'Loyalty', href: (clientId) => pages.clientLoyalty.href({ clientId }), shows: (c) => c.loyaltyEnabled },
      // without loyalty the entry is the upsell
      {
        label: 'Pro Loyalty',
        href: (clientId) => pages.clientProSignup.href({ clientId }),
        shows: (c) => !c.loyaltyEnabled,
      },
    ],
  },
  {
    title: 'Resources',
    entries: [
      { label: 'Platform Training', href: (clientId) => pages.clientTraining.href({ clientId }) },
      { label: 'Marketing Materials', href: (clientId) => pages.clientMaterials.href({ clientId }) },
    ],
  },
];

/** The groups and entries this company shows. */
export const menuFor = (client: Client): MenuGroup[] =>
  CLIENT_MENU.map((g) => ({ ...g, entries: g.entries.filter((e) => !e.shows || e.shows(client)) })).filter(
    (g) => g.entries.length > 0,
  );
