import type { Client } from '#shared/schemas/catalog';
import { pages } from '#web/app/paths.ts';

// The client side menu (spec 2 section 2), declared once. An entry shows when its condition holds
// for the company. Entries whose pages come with later work are not here yet: Kiosk Settings,
// Label Products, Test Results, COA Data Entry, Sales Kiosk, Loyalty, Platform Training and
// Marketing Materials; a group left without entries is not shown.

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
      { label: 'Manage Brands', href: (clientId) => pages.clientBrands.href({ clientId }) },
      { label: 'Manage Products', href: (clientId) => pages.clientProducts.href({ clientId }) },
    ],
  },
  {
    title: 'Pro',
    entries: [
      // Loyalty itself comes later; without loyalty the entry is the upsell
      {
        label: 'Pro Loyalty',
        href: (clientId) => pages.clientProSignup.href({ clientId }),
        shows: (c) => !c.loyaltyEnabled,
      },
    ],
  },
];

/** The groups and entries this company shows. */
export const menuFor = (client: Client): MenuGroup[] =>
  CLIENT_MENU.map((g) => ({ ...g, entries: g.entries.filter((e) => !e.shows || e.shows(client)) })).filter(
    (g) => g.entries.length > 0,
  );
