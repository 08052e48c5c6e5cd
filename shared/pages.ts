import { isBusiness, type RoleHolder } from './roles.ts';

// Every page of the site, once: its path pattern (React Router syntax, `:name` and an optional
// `:name?`) for the web router, and its href builder for links and for the server's redirects.
// Pages of later areas are here already where today's pages link to them, at the addresses the
// spec gives them.

type ParamOf<S extends string> = S extends `${infer Name}?` ? { [K in Name]?: string } : { [K in S]: string };
/** The parameters a pattern names: `/product/:id/:referenceLotId?` → `{ id: string; referenceLotId?: string }`. */
export type PageParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & PageParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : Record<never, never>;

export interface Page<P extends string> {
  path: P;
  href: (
    ...params: Record<never, never> extends PageParams<P> ? [params?: PageParams<P>] : [params: PageParams<P>]
  ) => string;
}

/** Fills a pattern's parameters, each encoded as one segment; a missing optional one drops its segment. */
export function fillPage(path: string, params: Record<string, string | undefined> = {}): string {
  const filled = path.split('/').flatMap((seg) => {
    if (!seg.startsWith(':')) return [seg];
    const optional = seg.endsWith('?');
    const name = seg.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) return [];
      throw new Error(`${path} needs ${name}`);
    }
    return [encodeURIComponent(value)];
  });
  return filled.join('/') || '/';
}

const page = <P extends string>(path: P): Page<P> => ({
  path,
  href: (...[params]) => fillPage(path, params as Record<string, string | undefined>),
});

export const pages = {
  root: page('/'),
  /** The spec's default redirect target. */
  home: page('/home'),
  blog: page('/cannatalk/:id?'),
  binder: page('/binder'),
  search: page('/search/:searchString?'),
  product: page('/product/:id/:referenceLotId?'),
  brand: page('/brand/:brandId'),
  signup: page('/signup/:CTAText?/:entityType?'),
  goodbye: page('/goodbye'),
  resetPassword: page('/resetPassword/:resetToken'),
  account: page('/user/:id'),
  producers: page('/brands'),
  dispensaries: page('/dispensaries'),
  about: page('/about'),
  help: page('/help'),
  contact: page('/contact'),
  invest: page('/invest'),
  terms: page('/termsofservice'),
  privacy: page('/privacy'),
  /** The router serves every path starting /terp (a prefix no pattern can say); this is the one links use. */
  terpestival: page('/terpestival'),
  claimYourCompany: page('/ClaimYourCompany'),
  /** A lot's public lab result, the address every sticker's QR code holds (docs/lab-result-page.md). */
  labResult: page('/lab-result/:lotId'),
  /** The business client area (spec 2): every page under /client/{clientId}/, inside the client shell. */
  clientProfile: page('/client/:clientId/profile'),
  clientInventory: page('/client/:clientId/inventory'),
  clientMaterials: page('/client/:clientId/materials'),
  clientProducts: page('/client/:clientId/manageProducts'),
  clientProduct: page('/client/:clientId/manageProduct/:productId?'),
  clientAddProduct: page('/client/:clientId/addProduct'),
  clientBrands: page('/client/:clientId/manageBrands'),
  clientBrand: page('/client/:clientId/manageBrand/:brandId?'),
  clientProSignup: page('/client/:clientId/premium/signup'),
  clientParentLots: page('/client/:clientId/parentLots'),
  clientShipmentLots: page('/client/:clientId/shipmentLots'),
  clientTestResult: page('/client/:clientId/testResult/:testResultId?'),
  clientWelcome: page('/client/:clientId/welcome/producer'),
  clientPrintStickers: page('/client/:clientId/printStickers'),
  clientCoaEntry: page('/client/:clientId/premium-coa-entry'),
  clientKioskSettings: page('/client/:clientId/kiosk/settings'),
  clientTraining: page('/client/:clientId/training'),
  clientLoyaltyAnalytics: page('/client/:clientId/loyalty/analytics'),
  clientLoyalty: page('/client/:clientId/loyalty'),
  clientTestResults: page('/client/:clientId/testResults'),
  kiosk: page('/whitelabel/:kioskUser'),
  adminUsers: page('/admin/users'),
  adminProducts: page('/admin/products'),
  adminClients: page('/admin/clients'),
  adminAddClient: page('/admin/addclient'),
  adminLots: page('/admin/lots'),
  adminTests: page('/admin/testResults'),
  adminRecalc: page('/admin/recalc'),
  dataEntry: page('/admin/service/tests/entry'),
  dataReview: page('/admin/service/tests/review'),
} as const;

/**
 * Where a user goes once their claim gives them a company (spec 2 section 4): a producer to the
 * welcome wizard, anyone else to manageBrands.
 */
export const afterClaimPage = (clientId: string, type: string): string =>
  (type === 'producer' ? pages.clientWelcome : pages.clientBrands).href({ clientId });

/** The prefix of every Terpestival address (spec 1: /terp*). */
export const TERPESTIVAL_PREFIX = '/terp';

/** The user fields the landing rule reads. */
export interface LandingUser extends RoleHolder {
  passwordExpired?: boolean | undefined;
}

/**
 * Where a user lands once signed in (spec 1 section 4), for every way in: the sign-in form,
 * sign-up, Google's callback (`signIn`) and password recovery (`passwordRecovery`).
 * - A kiosk-user cookie forces the kiosk's page (spec 1 section 6, spec 3).
 * - An expired password is changed on the account page before anything else.
 * - A business user goes to their client area, or to /ClaimYourCompany without a client; the
 *   client area opens on products after sign-in and on brands after a recovery (spec 1 section 4
 *   names the two).
 * - Anyone else goes to /binder after sign-in, and to / after a recovery.
 */
export function landingPage(user: LandingUser, way: 'signIn' | 'passwordRecovery', kioskUser?: string): string {
  if (kioskUser) return pages.kiosk.href({ kioskUser });
  if (user.passwordExpired) return pages.account.href({ id: user._id });
  const recovery = way === 'passwordRecovery';
  if (isBusiness(user)) {
    if (!user.clientAssignment) return pages.claimYourCompany.href();
    return (recovery ? pages.clientBrands : pages.clientProducts).href({ clientId: user.clientAssignment });
  }
  return recovery ? pages.root.href() : pages.binder.href();
}
