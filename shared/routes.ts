import { routeTable } from './route-table.ts';
import { errorBodySchema } from './schemas/common.ts';
import * as account from './routes/account.ts';
import * as auth from './routes/auth.ts';
import * as binder from './routes/binder.ts';
import * as companies from './routes/client/companies.ts';
import * as companyForms from './routes/client/company-forms.ts';
import * as distributions from './routes/client/distributions.ts';
import * as exports from './routes/client/exports.ts';
import * as lots from './routes/client/lots.ts';
import * as options from './routes/client/options.ts';
import * as printing from './routes/client/printing.ts';
import * as products from './routes/client/products.ts';
import * as uploads from './routes/client/uploads.ts';
import * as brands from './routes/client/brands.ts';
import * as testResults from './routes/client/test-results.ts';
import * as consumer from './routes/consumer.ts';
import * as coaService from './routes/client/coa-service.ts';
import * as ccrs from './routes/client/ccrs.ts';
import * as kioskSettings from './routes/client/kiosk-settings.ts';
import * as kioskLock from './routes/client/kiosk-lock.ts';
import * as pro from './routes/client/pro.ts';
import * as labResults from './routes/lab-results.ts';
import * as labApi from './routes/lab-api.ts';
import * as adminUsers from './routes/admin/users.ts';
import * as adminClients from './routes/admin/clients.ts';
import * as adminProducts from './routes/admin/products.ts';
import * as adminLots from './routes/admin/lots.ts';
import * as pipeline from './routes/service/pipeline.ts';
import * as adminTestResults from './routes/admin/test-results.ts';
import * as loyaltyOffers from './routes/client/loyalty-offers.ts';
import * as loyaltyMembers from './routes/client/loyalty-members.ts';
import * as loyaltyMessages from './routes/client/loyalty-messages.ts';
import * as loyaltyRewards from './routes/client/loyalty-rewards.ts';
import * as loyaltyAudiences from './routes/client/loyalty-audiences.ts';
import * as loyaltyAnalytics from './routes/client/loyalty-analytics.ts';
import * as adminRecalc from './routes/admin/recalc.ts';
import * as adminContent from './routes/admin/content.ts';
import * as adminTraining from './routes/admin/training.ts';
import * as kioskStorefront from './routes/kiosk/storefront.ts';
import * as kioskOrders from './routes/kiosk/orders.ts';

// The route table: every /api route, one module per area under routes/, mirroring the handler folders under functions/. The local gateway, the
// CDK stack, the tests and the web client's types read this whole table; a handler imports only
// its own route from its area module, so its bundle builds only the schemas it uses. A route name
// declared by two areas fails the type check and throws at load (routeTable).

export { ACCESS_RULES, type Access, type Method, type RouteDef } from './route-def.ts';

export const routes = routeTable(
  auth,
  account,
  consumer,
  binder,
  distributions,
  exports,
  companies,
  companyForms,
  uploads,
  brands,
  products,
  options,
  lots,
  coaService,
  ccrs,
  kioskSettings,
  kioskLock,
  pro,
  printing,
  labResults,
  labApi,
  testResults,
  adminUsers,
  adminClients,
  adminProducts,
  adminLots,
  pipeline,
  adminTestResults,
  loyaltyOffers,
  loyaltyMembers,
  loyaltyMessages,
  loyaltyRewards,
  loyaltyAudiences,
  loyaltyAnalytics,
  adminRecalc,
  adminContent,
  adminTraining,
  kioskStorefront,
  kioskOrders,
);

export type RouteName = keyof typeof routes;
export type Routes = typeof routes;

/** Answers every /api path no route claims (API Gateway's $default route in the cloud). */
export const notFoundRoute = {
  handler: 'platform/not-found',
  access: 'public',
  response: errorBodySchema,
  needs: {},
} as const;
