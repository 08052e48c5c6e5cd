import { describe, expect, it } from 'vitest';
import { clientHome } from '#shared/pages';
import type { Client } from '#shared/schemas/catalog';
import { currentEntry, menuFor } from './menu.ts';

const labels = (links: { label: string }[]) => links.map((l) => l.label);
const company = (over: Partial<Client>) =>
  ({ _id: 'c1', premiumEnabled: false, loyaltyEnabled: false, ...over }) as Client;
const menu = (over: Partial<Client>) => menuFor(company(over)).map((g) => [g.title, labels(g.entries)]);

describe('the client side menu (spec 2 section 2), drawn from the page table', () => {
  it('shows a dispensary without Pro its kiosk inventory, the upsells and its storefront, and no producer tools', () => {
    expect(menu({ type: 'dispensary' })).toEqual([
      ['Setup', ['Company Profile', 'Kiosk Inventory', 'Pro Kiosk Inventory']],
      ['Pro', ['Sales Kiosk', 'Pro Loyalty']],
      ['Resources', ['Platform Training']],
    ]);
    const sales = menuFor(company({ type: 'dispensary' }))[1]!.entries[0]!;
    expect(sales.href).toBe('/whitelabel/c1');
  });

  it('shows a Pro dispensary with loyalty its kiosk settings and loyalty, and still no producer tools', () => {
    expect(menu({ type: 'dispensary', premiumEnabled: true, loyaltyEnabled: true })).toEqual([
      ['Setup', ['Company Profile', 'Kiosk Inventory', 'Kiosk Settings']],
      ['Pro', ['Sales Kiosk', 'Loyalty']],
      ['Resources', ['Platform Training']],
    ]);
  });

  it('shows a store whose kiosk takes carts its Kiosk Orders', () => {
    const cart = { kioskConfig: { cartEnabled: true, pinSet: true } };
    expect(menu({ type: 'dispensary', premiumEnabled: true, ...cart })[1]).toEqual([
      'Pro',
      ['Sales Kiosk', 'Kiosk Orders', 'Pro Loyalty'],
    ]);
    expect(menu({ type: 'producer', premiumEnabled: true, ...cart })[1]![1]).not.toContain('Kiosk Orders');
  });

  it('sends a dispensary home to its Kiosk Inventory and any other company to its products', () => {
    expect(clientHome({ _id: 'c1', type: 'dispensary' })).toBe('/client/c1/inventory');
    expect(clientHome({ _id: 'c1', type: 'producer' })).toBe('/client/c1/manageProducts');
  });

  it('shows a Pro producer with loyalty its lots, kiosk settings and loyalty', () => {
    expect(menu({ type: 'producer', premiumEnabled: true, loyaltyEnabled: true })).toEqual([
      [
        'Setup',
        [
          'Company Profile',
          'Kiosk Settings',
          'Manage Brands',
          'Manage Products',
          'Label Products',
          'Test Results',
          'State Lab Files',
          'Parent/Test Lots',
          'Manage Shipments',
        ],
      ],
      ['Pro', ['COA Data Entry', 'Sales Kiosk', 'Loyalty']],
      ['Resources', ['Platform Training', 'Marketing Materials']],
    ]);
    expect(menuFor(company({ type: 'producer' }))[1]!.entries[1]!.href).toBe('/client/c1/premium/signup#salesKiosk');
  });

  it('highlights one entry at a time, though two upsells open the same Pro page', () => {
    // a producer on the Pro trial without loyalty: Sales Kiosk and Pro Loyalty both go to the Pro page
    const groups = menuFor(company({ type: 'producer', premiumEnabled: true }));
    const pro = groups.find((g) => g.title === 'Pro')!.entries;
    expect(pro.map((e) => e.href)).toEqual([
      '/client/c1/premium-coa-entry',
      '/client/c1/premium/signup#salesKiosk',
      '/client/c1/premium/signup#loyaltyPlus',
    ]);
    const page = '/client/c1/premium/signup';
    expect(currentEntry(groups, page, '#loyaltyPlus')).toBe(`${page}#loyaltyPlus`);
    expect(currentEntry(groups, page, '#salesKiosk')).toBe(`${page}#salesKiosk`);
    // opened from elsewhere (a Go Pro card, the address bar): the first of its entries
    expect(currentEntry(groups, page, '')).toBe(`${page}#salesKiosk`);
    expect(currentEntry(groups, page, '#coaPro')).toBe(`${page}#salesKiosk`);
    expect(currentEntry(groups, '/client/c1/manageProducts', '')).toBe('/client/c1/manageProducts');
    expect(currentEntry(groups, '/client/c1/manageProduct/p1', '')).toBeUndefined();
  });
});
