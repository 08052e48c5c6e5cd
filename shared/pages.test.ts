import { describe, expect, it } from 'vitest';
import { roleHolder } from '#test/support/role-holder';
import { fillPage, landingPage, pages, type LandingUser } from './pages.ts';

const user = (over: Partial<LandingUser> = {}) => roleHolder<LandingUser>(over);

describe('page paths', () => {
  it('builds hrefs from the patterns, encoding each segment and dropping missing optional ones', () => {
    expect(pages.product.href({ id: 'p1' })).toBe('/product/p1');
    expect(pages.product.href({ id: 'p1', referenceLotId: 'l1' })).toBe('/product/p1/l1');
    expect(pages.search.href()).toBe('/search');
    expect(pages.search.href({ searchString: 'blue dream/x' })).toBe('/search/blue%20dream%2Fx');
    expect(pages.signup.href({ CTAText: 'ClaimYourCompany', entityType: 'producer' })).toBe(
      '/signup/ClaimYourCompany/producer',
    );
    expect(pages.root.href()).toBe('/');
    expect(pages.clientProducts.href({ clientId: 'c1' })).toBe('/client/c1/manageProducts');
  });

  it('refuses a missing required parameter', () => {
    expect(() => fillPage('/brand/:brandId', {})).toThrow(/brandId/);
  });

  it('gives every page its own pattern', () => {
    const paths = Object.values(pages).map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('where a user lands once signed in (spec 1 section 4)', () => {
  it.each<[string, LandingUser, string, string]>([
    ['a consumer', user(), '/binder', '/'],
    ['an admin', user({ adminUser: true }), '/admin/clients', '/'],
    ['a data-entry clerk', user({ serviceDataEntry: true }), '/admin/service/tests/entry', '/'],
    ['a reviewer', user({ serviceReview: true }), '/admin/service/tests/review', '/'],
    [
      'a clerk who also reviews',
      user({ serviceDataEntry: true, serviceReview: true }),
      '/admin/service/tests/entry',
      '/',
    ],
    ['a producer without a client', user({ processorUser: true }), '/ClaimYourCompany', '/ClaimYourCompany'],
    [
      'a dispensary with a client',
      user({ dispensaryUser: true, clientAssignment: 'c9' }),
      '/client/c9/manageProducts',
      '/client/c9/manageBrands',
    ],
    ['a user whose password expired', user({ passwordExpired: true, processorUser: true }), '/user/u1', '/user/u1'],
  ])('%s', (_who, u, afterSignIn, afterRecovery) => {
    expect(landingPage(u, 'signIn')).toBe(afterSignIn);
    expect(landingPage(u, 'passwordRecovery')).toBe(afterRecovery);
  });

  it('sends everyone to the kiosk page when the kiosk cookie is set', () => {
    expect(landingPage(user({ processorUser: true }), 'signIn', 'k 1')).toBe('/whitelabel/k%201');
    expect(landingPage(user(), 'passwordRecovery', 'k1')).toBe('/whitelabel/k1');
  });
});
