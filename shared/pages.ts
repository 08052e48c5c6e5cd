import { CLIENT_TABLE_PAGE_SIZE, KIOSK_FIRST_PAGE } from './constants.ts';
import { isAdmin, isBusiness, type RoleHolder } from './roles.ts';
import type { RouteName } from './routes.ts';
import type { Client } from './schemas/catalog.ts';

// Every page of the site, once: its path pattern (React Router syntax, `:name` and an optional
// `:name?`) for the web router, its href builder for links and for the server's redirects, the
// view the router loads for it, the gate before it, and its places in the header's nav, the client
// side menu and the footer, which are drawn from here (docs/web.md, Adding a page).

type ParamOf<S extends string> = S extends `${infer Name}?` ? { [K in Name]?: string } : { [K in S]: string };
/** The parameters a pattern names: `/product/:id/:referenceLotId?` → `{ id: string; referenceLotId?: string }`. */
export type PageParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & PageParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : Record<never, never>;

/** The staff rules an admin page may ask for: its gate logs anyone else out (spec 3). */
export type StaffAccess = 'admin' | 'dataEntry' | 'review';

/** The client side menu's groups (spec 2 section 2), in the order they show. */
export const MENU_GROUPS = ['Setup', 'Pro', 'Resources'] as const;

/** A link to the page in the header's nav; `at` orders the links, `shows` says to whom (by default, who passes the gate). */
interface NavPlace {
  label: string;
  at: number;
  shows?: (u: RoleHolder) => boolean;
}

/** An entry of the client side menu; `shows` says for which companies (a group left empty is not shown). */
interface MenuPlace {
  group: (typeof MENU_GROUPS)[number];
  label: string;
  at: number;
  shows?: (c: Client) => boolean;
  /** the part of the page the entry opens at (`#anchor`): two entries to one page are told apart by it */
  anchor?: string;
}

/** Nav, menu or footer entries in the order their places say. */
export const inPlaceOrder = <T extends { at: number }>(entries: T[]) => entries.sort((a, b) => a.at - b.at);

/**
 * A read the page makes on its first render, started by the app's entry as the page's code loads
 * (web/src/api/early-reads.ts) rather than after: `params` names, for each of the route's
 * parameters, the page's parameter that fills it, and `fixed` gives the rest their values; `query`
 * is the page's own, exactly as it asks.
 */
export interface EarlyRead {
  route: RouteName;
  params: Record<string, string>;
  fixed?: Record<string, string>;
  query?: Record<string, string | number>;
}

/** The client area: every company page's pattern starts with this and a slash. */
export const CLIENT_AREA = '/client/:clientId';

/** The client area's shell module under web/src/routes: every /client/{clientId}/… page renders inside it. */
export const CLIENT_SHELL_VIEW = 'client/shell';

/**
 * What the client area's shell reads before it shows any of its pages: the company, and the
 * products count its welcome redirect decides by first (brands and tests are read only when that
 * is zero). Started with a company page's own reads when the browser holds a session.
 */
export const CLIENT_SHELL_READS: readonly EarlyRead[] = [
  { route: 'getEntity', params: { clientId: 'clientId' } },
  { route: 'getCount', params: { clientId: 'clientId' }, fixed: { kind: 'products' } },
];

interface PagePlace {
  /** its module under web/src/routes, without `.tsx`: the router loads it when the page opens */
  view: string;
  /** what it reads first, started alongside its module (a kiosk tablet's first cards, a product page) */
  reads?: readonly EarlyRead[];
  gate?: StaffAccess;
  /** drawn without the site's header, nav and footer (the white-label kiosk) */
  bare?: true;
  /** readable before the age gate is passed */
  beforeAgeGate?: true;
  nav?: NavPlace;
  menu?: MenuPlace[];
  footer?: { label: string; at: number };
}

export interface Page<P extends string> extends PagePlace {
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

const page = <P extends string>(path: P, place: PagePlace): Page<P> => ({
  ...place,
  path,
  href: (...[params]) => fillPage(path, params as Record<string, string | undefined>),
});

const dispensary = (c: Client) => c.type === 'dispensary';
const producer = (c: Client) => c.type === 'producer';
// a store carries other companies' products and makes none: the tools for making them are not its
const notDispensary = (c: Client) => !dispensary(c);

export const pages = {
  root: page('/', { view: 'consumer/home' }),
  /** The spec's default redirect target. */
  home: page('/home', { view: 'consumer/home' }),
  blog: page('/cannatalk/:id?', { view: 'consumer/blog', footer: { label: 'CannaTalk', at: 40 } }),
  binder: page('/binder', {
    view: 'consumer/binder',
    nav: { label: 'Favorites', at: 10, shows: (u) => !isBusiness(u) },
  }),
  search: page('/search/:searchString?', { view: 'consumer/search' }),
  product: page('/product/:id/:referenceLotId?', {
    view: 'consumer/product',
    reads: [{ route: 'getProduct', params: { id: 'id', optional: 'referenceLotId' } }],
  }),
  brand: page('/brand/:brandId', { view: 'consumer/brand' }),
  signup: page('/signup/:CTAText?/:entityType?', { view: 'account/signup' }),
  goodbye: page('/goodbye', { view: 'account/goodbye', beforeAgeGate: true }),
  resetPassword: page('/resetPassword/:resetToken', { view: 'account/reset-password' }),
  account: page('/user/:id', { view: 'account/account', nav: { label: 'Account', at: 90 } }),
  producers: page('/brands', { view: 'marketing/producers', footer: { label: 'Producers & Processors', at: 20 } }),
  dispensaries: page('/dispensaries', { view: 'marketing/dispensaries', footer: { label: 'Dispensaries', at: 30 } }),
  about: page('/about', { view: 'marketing/about', footer: { label: 'About', at: 10 } }),
  help: page('/help', { view: 'marketing/help' }),
  contact: page('/contact', { view: 'marketing/contact', footer: { label: 'Contact', at: 70 } }),
  invest: page('/invest', { view: 'marketing/invest', footer: { label: 'Invest', at: 60 } }),
  terms: page('/termsofservice', {
    view: 'marketing/terms',
    footer: { label: 'Terms of Service', at: 90 },
    beforeAgeGate: true,
  }),
  privacy: page('/privacy', { view: 'marketing/privacy', footer: { label: 'Privacy', at: 80 }, beforeAgeGate: true }),
  /** The router serves every path starting /terp (a prefix no pattern can say); this is the one links use. */
  terpestival: page('/terpestival', { view: 'consumer/terpestival', footer: { label: 'Terpestival', at: 50 } }),
  claimYourCompany: page('/ClaimYourCompany', {
    view: 'client/claim-your-company',
    // a business user with no company yet, but not an admin (who manages companies from Clients)
    nav: { label: 'My Company', at: 21, shows: (u) => !u.clientAssignment && isBusiness(u) && !isAdmin(u) },
  }),
  /** A lot's public lab result, the address every sticker's QR code holds (docs/lab-result-page.md). */
  labResult: page('/lab-result/:lotId', { view: 'consumer/lab-result' }),
  /** The business client area (spec 2): every page under /client/{clientId}/, inside the client shell. */
  clientProfile: page('/client/:clientId/profile', {
    view: 'client/profile',
    menu: [{ group: 'Setup', at: 10, label: 'Company Profile' }],
  }),
  clientInventory: page('/client/:clientId/inventory', {
    view: 'client/inventory',
    menu: [{ group: 'Setup', at: 20, label: 'Kiosk Inventory', shows: dispensary }],
  }),
  clientMaterials: page('/client/:clientId/materials', {
    view: 'client/materials',
    menu: [{ group: 'Resources', at: 20, label: 'Marketing Materials', shows: notDispensary }],
  }),
  clientProducts: page('/client/:clientId/manageProducts', {
    view: 'client/manage-products',
    reads: [
      { route: 'listClientProducts', params: { clientId: 'clientId' }, query: { limit: CLIENT_TABLE_PAGE_SIZE } },
    ],
    nav: { label: 'Company', at: 20, shows: (u) => !!u.clientAssignment },
    menu: [{ group: 'Setup', at: 60, label: 'Manage Products', shows: notDispensary }],
  }),
  clientProduct: page('/client/:clientId/manageProduct/:productId?', { view: 'client/manage-product' }),
  clientAddProduct: page('/client/:clientId/addProduct', { view: 'client/manage-product' }),
  clientBrands: page('/client/:clientId/manageBrands', {
    view: 'client/manage-brands',
    menu: [{ group: 'Setup', at: 50, label: 'Manage Brands', shows: notDispensary }],
  }),
  clientBrand: page('/client/:clientId/manageBrand/:brandId?', { view: 'client/manage-brand' }),
  clientProSignup: page('/client/:clientId/premium/signup', {
    view: 'client/pro-signup',
    // the upsells: where a company without the feature is shown the plan
    menu: [
      {
        group: 'Setup',
        at: 30,
        label: 'Pro Kiosk Inventory',
        shows: (c) => dispensary(c) && !c.premiumEnabled,
        anchor: 'pro',
      },
      { group: 'Pro', at: 21, label: 'Sales Kiosk', shows: (c) => !dispensary(c), anchor: 'salesKiosk' },
      { group: 'Pro', at: 31, label: 'Pro Loyalty', shows: (c) => !c.loyaltyEnabled, anchor: 'loyaltyPlus' },
    ],
  }),
  clientParentLots: page('/client/:clientId/parentLots', {
    view: 'client/parent-lots',
    // the lot tables are not in the spec's menu, and nothing else leads to them
    menu: [{ group: 'Setup', at: 90, label: 'Parent/Test Lots', shows: producer }],
  }),
  clientShipmentLots: page('/client/:clientId/shipmentLots', {
    view: 'client/shipment-lots',
    menu: [{ group: 'Setup', at: 100, label: 'Manage Shipments', shows: producer }],
  }),
  clientTestResult: page('/client/:clientId/testResult/:testResultId?', { view: 'client/test-result' }),
  clientWelcome: page('/client/:clientId/welcome/producer', { view: 'client/welcome-producer' }),
  clientPrintStickers: page('/client/:clientId/printStickers', {
    view: 'client/print-stickers',
    menu: [{ group: 'Setup', at: 70, label: 'Label Products', shows: notDispensary }],
  }),
  clientCoaEntry: page('/client/:clientId/premium-coa-entry', {
    view: 'client/premium-coa-entry',
    // without the service the page itself shows the Go Pro prompt (spec 2 §6)
    menu: [{ group: 'Pro', at: 10, label: 'COA Data Entry', shows: notDispensary }],
  }),
  clientKioskSettings: page('/client/:clientId/kiosk/settings', {
    view: 'client/kiosk-settings',
    menu: [{ group: 'Setup', at: 40, label: 'Kiosk Settings', shows: (c) => c.premiumEnabled }],
  }),
  clientTraining: page('/client/:clientId/training', {
    view: 'client/training',
    menu: [{ group: 'Resources', at: 10, label: 'Platform Training' }],
  }),
  clientLoyaltyAnalytics: page('/client/:clientId/loyalty/analytics', { view: 'client/loyalty-analytics' }),
  clientLoyalty: page('/client/:clientId/loyalty', {
    view: 'client/loyalty',
    menu: [{ group: 'Pro', at: 30, label: 'Loyalty', shows: (c) => c.loyaltyEnabled }],
  }),
  clientTestResults: page('/client/:clientId/testResults', {
    view: 'client/test-results',
    menu: [{ group: 'Setup', at: 80, label: 'Test Results', shows: notDispensary }],
  }),
  clientKioskOrders: page('/client/:clientId/kioskOrders', {
    view: 'client/kiosk-orders',
    // a store whose kiosk takes carts: the counter's queue of what shoppers sent
    menu: [
      { group: 'Pro', at: 22, label: 'Kiosk Orders', shows: (c) => dispensary(c) && !!c.kioskConfig?.cartEnabled },
    ],
  }),
  clientCcrs: page('/client/:clientId/ccrs', {
    view: 'client/ccrs',
    menu: [{ group: 'Setup', at: 85, label: 'State Lab Files', shows: notDispensary }],
  }),
  kiosk: page('/whitelabel/:kioskUser', {
    view: 'kiosk/whitelabel',
    bare: true,
    reads: [
      { route: 'getStorefront', params: { clientId: 'kioskUser' } },
      { route: 'getKioskProducts', params: { clientId: 'kioskUser' }, query: { limit: KIOSK_FIRST_PAGE } },
    ],
    // a store's storefront shows its inventory; a producer's would be empty, so it gets the plan
    menu: [{ group: 'Pro', at: 20, label: 'Sales Kiosk', shows: dispensary }],
  }),
  adminUsers: page('/admin/users', { view: 'admin/users', gate: 'admin', nav: { label: 'Users', at: 30 } }),
  adminProducts: page('/admin/products', { view: 'admin/products', gate: 'admin', nav: { label: 'Products', at: 31 } }),
  adminClients: page('/admin/clients', { view: 'admin/clients', gate: 'admin', nav: { label: 'Clients', at: 32 } }),
  adminAddClient: page('/admin/addclient', { view: 'admin/add-client', gate: 'admin' }),
  adminLots: page('/admin/lots', { view: 'admin/lots', gate: 'admin', nav: { label: 'Lots', at: 33 } }),
  adminTests: page('/admin/testResults', {
    view: 'admin/test-results',
    gate: 'admin',
    nav: { label: 'Tests', at: 34 },
  }),
  adminRecalc: page('/admin/recalc', { view: 'admin/recalc', gate: 'admin', nav: { label: 'Recalc', at: 35 } }),
  adminBlog: page('/admin/blog', { view: 'admin/blog', gate: 'admin', nav: { label: 'Posts', at: 36 } }),
  // a post's editor; without an id, a new post
  adminBlogPost: page('/admin/blog/post/:id?', { view: 'admin/blog-post', gate: 'admin' }),
  adminTraining: page('/admin/training', { view: 'admin/training', gate: 'admin', nav: { label: 'Training', at: 37 } }),
  dataEntry: page('/admin/service/tests/entry', {
    view: 'admin/data-entry',
    gate: 'dataEntry',
    nav: { label: 'Enter Data', at: 40 },
  }),
  dataReview: page('/admin/service/tests/review', {
    view: 'admin/data-review',
    gate: 'review',
    nav: { label: 'Review Data', at: 41 },
  }),
} as const;

/**
 * Where a user goes once their claim gives them a company (spec 2 section 4): a producer to the
 * welcome wizard, anyone else to manageBrands.
 */
export const afterClaimPage = (clientId: string, type: string): string =>
  (type === 'producer' ? pages.clientWelcome : pages.clientBrands).href({ clientId });

/**
 * A company's home in the client area: a store's is its Kiosk Inventory, since it makes no
 * products; any other company's is its products. Signing in lands on the products' address (the
 * spec's landing page, said without the company, which the session does not carry), and that page
 * sends a store on to its home.
 */
export const clientHome = (client: { _id: string; type: string }): string =>
  (client.type === 'dispensary' ? pages.clientInventory : pages.clientProducts).href({ clientId: client._id });

/** The prefix of every Terpestival address (spec 1: /terp*). */
export const TERPESTIVAL_PREFIX = '/terp';

/** The user fields the landing rule reads. */
export interface LandingUser extends RoleHolder {
  passwordExpired?: boolean | undefined;
}

/** A staff account's own page: an admin's Clients, else Enter Data or Review Data by the account's role. */
const staffHome = (u: RoleHolder) =>
  isAdmin(u)
    ? pages.adminClients
    : u.serviceDataEntry
      ? pages.dataEntry
      : u.serviceReview
        ? pages.dataReview
        : undefined;

/**
 * Where a user lands once signed in (spec 1 section 4), for every way in: the sign-in form,
 * sign-up, Google's callback (`signIn`) and password recovery (`passwordRecovery`).
 * - A kiosk-user cookie forces the kiosk's page (spec 1 section 6, spec 3).
 * - An expired password is changed on the account page before anything else.
 * - A business user goes to their client area, or to /ClaimYourCompany without a client; the
 *   client area opens on products after sign-in and on brands after a recovery (spec 1 section 4
 *   names the two).
 * - Platform staff sign in to their own work: an admin to Clients, a data-entry clerk to Enter
 *   Data, a reviewer to Review Data. They keep no favourites, so the spec's /binder would open on
 *   an empty list; a recovery still ends at / as the spec says for everyone but business users.
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
  if (recovery) return pages.root.href();
  return (staffHome(user) ?? pages.binder).href();
}
