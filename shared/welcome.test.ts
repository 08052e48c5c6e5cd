import { describe, expect, it } from 'vitest';
import { welcomeRedirect, type WelcomeFacts } from './welcome.ts';

const C = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const processor = {
  _id: 'u',
  adminUser: false,
  processorUser: true,
  dispensaryUser: false,
  serviceDataEntry: false,
  serviceReview: false,
  clientAssignment: C,
};
const facts = (over: Partial<WelcomeFacts> = {}): WelcomeFacts => ({
  user: processor,
  client: { _id: C, type: 'producer' },
  counts: { products: 0, brands: 0, tests: 0 },
  pathname: `/client/${C}/manageProducts`,
  ...over,
});

describe('the welcome redirect', () => {
  it('sends a processor at an empty producer company to the welcome wizard, from any other page', () => {
    for (const page of ['manageProducts', 'inventory', 'manageBrands', 'manageBrand', 'parentLots'])
      expect(welcomeRedirect(facts({ pathname: `/client/${C}/${page}` })), page).toBe(`/client/${C}/welcome/producer`);
  });

  it('leaves the profile and the wizard alone', () => {
    for (const page of ['profile', 'profile/', 'welcome/producer', 'welcome/producer/'])
      expect(welcomeRedirect(facts({ pathname: `/client/${C}/${page}` })), page).toBeUndefined();
  });

  it('stays once anything exists, and never applies to admins, dispensary users or dispensaries', () => {
    for (const counts of [
      { products: 1 },
      { products: 1, brands: 0, tests: 0 },
      { products: 0, brands: 1, tests: 0 },
      { products: 0, brands: 0, tests: 1 },
    ])
      expect(welcomeRedirect(facts({ counts }))).toBeUndefined();
    expect(welcomeRedirect(facts({ user: { ...processor, adminUser: true } }))).toBeUndefined();
    expect(
      welcomeRedirect(facts({ user: { ...processor, processorUser: false, dispensaryUser: true } })),
    ).toBeUndefined();
    expect(welcomeRedirect(facts({ client: { _id: C, type: 'dispensary' } }))).toBeUndefined();
  });
});
