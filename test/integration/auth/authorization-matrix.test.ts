import { beforeAll, describe, expect, inject, it } from 'vitest';
import { routes, type RouteDef, type RouteName } from '#shared/routes';
import { fillPath } from '#shared/paths';
import { CALLER_KINDS, makeCallers, type Caller, type CallerKind } from '#test/support/callers';
import { makeId } from '#infra/local/seed/demo-data';
import { demo } from '#test/support/ids';
import { uniqueEmail } from '#test/support/session';
import { expectedStatus } from '#test/support/access';
import { newId } from '#lib/base/ids';

// Every route of the table against every kind of caller. A row gives the route's request and its
// exceptions; the statuses come from the route's access rule (test/support/access.ts). A route
// added to the table without its row here fails the first test (and the type check: the matrix is
// a Record over RouteName).

const base = inject('baseUrl');
const ports = inject('ports');

interface Row {
  /** The request each caller makes: path parameters, body and query. */
  request: (c: Caller) => { params?: Record<string, string>; body?: unknown; query?: Record<string, string> };
  /** What a caller the route's access rule lets through gets, when not the route's own answer (200, or 302 for a navigation). */
  answer?: number;
  /** Callers whose status differs from what the access rule says. */
  except?: Partial<Record<CallerKind, number>>;
}

const PASSWORD = 'Matrix-Caller-21';
/** The callers without a good session, for a public route that reads the session anyway. */
const withoutSession = (status: number) => ({
  anonymous: status,
  disabled: status,
  expiredToken: status,
  tamperedToken: status,
  kiosk: status,
  kioskOther: status,
});

// Each row is a request; who gets which status follows from the route's access rule
// (test/support/access.ts), the same for every route with that rule.
const MATRIX: Record<RouteName, Row> = {
  getProduct: { request: () => ({ params: { id: demo.blueDream } }) },
  // a company without Pro (the second demo producer's): refused after the rule, nobody signed out
  lockKiosk: { request: () => ({ params: { clientId: makeId(1, 1) } }), answer: 403 },
  // a client no caller is the kiosk of: refused to everyone (the kiosk's own tries are in kiosk-lock.test.ts)
  unlockKiosk: { request: () => ({ params: { clientId: newId() }, body: { pin: '0000' } }), answer: 400 },
  getProductLegacy: { request: () => ({ params: { id: demo.blueDream } }) },
  getProductLot: { request: () => ({ params: { id: demo.lot(0) } }) },
  getLabResult: { request: () => ({ params: { lotId: demo.lot(0) } }) },
  getLabResultVersions: { request: () => ({ params: { lotId: demo.lot(0) } }) },
  getLabResultWcia: { request: () => ({ params: { lotId: demo.lot(0) } }) },
  // the demo's results name no certificate: the lasting link has nowhere to send anyone
  getLabResultCoa: { request: () => ({ params: { lotId: demo.lot(0) } }), answer: 404 },
  getBrand: { request: () => ({ params: { id: demo.sunValley } }) },
  getBrandProducts: { request: () => ({ params: { id: demo.sunValley } }) },
  getProductComps: { request: () => ({ params: { id: demo.test(0) } }) },
  getBlogs: { request: () => ({}) },
  search: { request: () => ({ body: { searchString: 'blue dream' } }) },
  searchTags: { request: () => ({}) },
  // public by nature: anyone may open an account or sign in, whatever cookie they carry
  signup: {
    request: () => ({
      body: { email: uniqueEmail('matrix'), password: PASSWORD, passwordVer: PASSWORD, accountType: 'customer' },
    }),
  },
  // nobody's account: the same refusal for every caller
  signin: { request: () => ({ body: { email: uniqueEmail('nobody'), password: PASSWORD } }), answer: 401 },
  validateUser: { request: () => ({}), except: withoutSession(401) },
  logout: { request: () => ({}) },
  // the same answer for everyone, whether or not the e-mail has an account
  passwordReset: { request: () => ({ body: { email: uniqueEmail('reset') } }) },
  // an unknown link: refused alike for everyone
  recoverPassword: {
    request: () => ({
      body: { token: 'A'.repeat(43), email: uniqueEmail('recover'), passwordNew: PASSWORD, passwordVer: PASSWORD },
    }),
    answer: 400,
  },
  // browser navigations: every caller is sent on (to the provider, or back with the reason)
  googleStart: { request: () => ({ query: { accountType: 'customer' } }) },
  googleCallback: { request: () => ({ query: { code: 'x', state: 'y' } }) },
  getUser: { request: (c) => ({ params: { id: c.userId ?? demo.unknownId } }) },
  updateUser: {
    request: (c) => ({
      params: { id: c.userId ?? demo.unknownId },
      body: { email: c.email ?? 'nobody@test.cannastamp.test', phone: '2065550100' },
    }),
  },
  // a wrong current password: every signed-in caller is let through to be refused, nothing changes
  changePassword: {
    request: () => ({ body: { password: 'Not-The-Password-1', passwordNew: PASSWORD, passwordVer: PASSWORD } }),
    answer: 400,
  },
  // someone else's account: nobody may delete it, admins included (they use the admin routes)
  deleteAccount: { request: () => ({ params: { id: bystander.userId! } }) },
  // downloads: PNG for business users (dispensary, processor, admin), SVG for processors (and admins)
  lotPng: { request: () => ({ params: { id: demo.lot(0) } }) },
  lotSvg: { request: () => ({ params: { id: demo.lot(0) } }) },
  getCannastampPdf: {
    request: () => ({ body: { lotId: demo.lot(0), type: 'circular', dimension1: 1, dimension2: 1 } }),
  },
  // the binder: every signed-in person has their own; items are reached only under the caller's key
  getBinder: { request: () => ({}) },
  getProductBinder: { request: () => ({ params: { id: demo.blueDream } }) },
  addToBinder: { request: () => ({ body: { product: demo.blueDream, usage: 'Other' } }) },
  rateBinderItem: { request: () => ({ body: { product: demo.unknownId, usage: 'Other', rating: 1 } }), answer: 404 },
  removeBinderItem: { request: () => ({ body: { product: demo.unknownId, usage: 'Other' } }) },
  // the demo dispensary's own client: its member and admins
  requestDistribution: { request: () => ({ params: { clientId: makeId(2, 0), id: demo.product(2) } }) },
  // a demo producer's own client (processorB's) and one of its products; the writes change nothing:
  // no dispensary chosen, or a dispensary the product was never distributed to
  listDispensaries: { request: () => ({ params: { clientId: makeId(1, 1) } }) },
  getProductDistributions: { request: () => ({ params: { clientId: makeId(1, 1), id: demo.product(10) } }) },
  addProductDistribution: {
    request: () => ({ params: { clientId: makeId(1, 1), id: demo.product(10) }, body: { dispensary: '' } }),
    answer: 400,
  },
  setDistributionStatus: {
    request: () => ({
      params: { clientId: makeId(1, 1), id: demo.product(10), status: 'approved' },
      body: { dispensary: demo.unknownId },
    }),
    answer: 404,
  },
  getDistributionRequests: { request: () => ({ params: { clientId: makeId(1, 1) } }) },
  // printing, in processorB's company: a lot, products or a job it does not have (nothing is queued), or its lot list
  templateGenerator: {
    request: () => ({
      params: { clientId: makeId(1, 1) },
      body: { printJob: { parentLot: demo.unknownId, count: 10, template: 'uline-circular-100' } },
    }),
    answer: 404,
  },
  printProductCards: {
    request: () => ({ params: { clientId: makeId(1, 1) }, body: { products: [{ _id: demo.unknownId }] } }),
    answer: 400,
  },
  printMaterials: {
    request: () => ({ params: { clientId: makeId(1, 1) }, body: { material: 'poster' } }),
    answer: 400,
  },
  getPrintJob: { request: () => ({ params: { clientId: makeId(1, 1), id: demo.unknownId } }), answer: 404 },
  parentLotKeypairs: { request: () => ({ params: { clientId: makeId(1, 1) } }) },
  // the demo dispensary's lists
  getDistributionProducts: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  getApprovedDistributionProducts: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  getOfferedDistributionProducts: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  getRequestedDistributionProducts: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  // a product the store never asked for: nothing is removed
  withdrawDistributionRequest: {
    request: () => ({ params: { clientId: makeId(2, 0), id: demo.unknownId } }),
    answer: 404,
  },
  // a product the store has no entry for: nothing moves
  setInventoryStatus: {
    request: () => ({ params: { clientId: makeId(2, 0), id: demo.unknownId, status: 'denied' } }),
    answer: 404,
  },
  // kiosk fields of a product the store has no entry for: nothing is written
  setInventoryKiosk: {
    request: () => ({ params: { clientId: makeId(2, 0), id: demo.unknownId }, body: { price: 10, unit: 'each' } }),
    answer: 404,
  },
  // a bulk edit of a product the store has no entry for: answered per product, nothing written
  bulkSetInventoryKiosk: {
    request: () => ({ params: { clientId: makeId(2, 0) }, body: { ids: [demo.unknownId], set: { stock: 'out' } } }),
  },
  // claiming: every business caller here already belongs to a company (409); an admin who is
  // not a business user claims nothing (403)
  claimEntity: {
    request: () => ({
      body: {
        name: 'Matrix Co',
        type: 'producer',
        contactName: 'Pat',
        contactPhone: '2065550100',
        licenseNumber: 'L-1',
      },
    }),
    answer: 409,
    except: { admin: 403 },
  },
  findClaimable: { request: () => ({ query: { name: 'de' } }) },
  claimExistingEntity: {
    request: () => ({ params: { id: makeId(1, 2) }, body: {} }),
    answer: 409,
    except: { admin: 403 },
  },
  // the demo producer's own company: its member and admins
  getEntity: { request: () => ({ params: { clientId: makeId(1, 0) } }) },
  // a form the schema refuses: who passes the access rule learns that, nobody else does
  updateEntity: { request: () => ({ params: { clientId: makeId(1, 0) }, body: { name: '' } }), answer: 400 },
  getClaims: { request: () => ({ params: { clientId: makeId(1, 0) } }) },
  decideClaim: {
    request: () => ({ params: { clientId: makeId(1, 0), userId: demo.unknownId, decision: 'reject' } }),
    answer: 404,
  },
  getCount: { request: () => ({ params: { clientId: makeId(1, 0), kind: 'brands' } }) },
  revealApiSecret: { request: () => ({ params: { clientId: makeId(1, 0) } }), answer: 404 },
  // the same company's pair would be replaced by every admitted caller: an unknown company's
  // refusal says who passes without changing anyone's secret
  rotateApiSecret: { request: () => ({ params: { clientId: demo.unknownId } }), answer: 404 },
  // the second demo producer's own client (processorB's): its members and admins; reads and writes
  // that leave it as it was (a page, a product read, a save of a bad brand refused after the rule)
  listClientProducts: { request: () => ({ params: { clientId: makeId(1, 1) } }) },
  getClientProduct: { request: () => ({ params: { clientId: makeId(1, 1), id: demo.product(10) } }) },
  getClientProductsById: { request: () => ({ params: { clientId: makeId(1, 1) }, body: { ids: [demo.product(10)] } }) },
  createProduct: {
    request: () => ({
      params: { clientId: makeId(1, 1) },
      body: { name: 'Matrix', brand: demo.unknownId, productCategory: 'Flower', productType: 'Indoor' },
    }),
    answer: 400,
  },
  updateProduct: {
    request: () => ({
      params: { clientId: makeId(1, 1), id: demo.product(10) },
      body: { name: 'Matrix', brand: demo.unknownId, productCategory: 'Flower', productType: 'Indoor' },
    }),
    answer: 400,
  },
  // an unknown product: 404 for whoever may call it
  deleteProduct: { request: () => ({ params: { clientId: makeId(1, 1), id: demo.unknownId } }), answer: 404 },
  productTypeList: { request: () => ({ params: { clientId: makeId(1, 1) } }) },
  strainList: { request: () => ({ params: { clientId: makeId(1, 1) } }) },
  brandKeypairs: { request: () => ({ params: { clientId: makeId(1, 1), id: makeId(1, 1) } }) },
  labKeypairs: { request: () => ({ params: { clientId: makeId(1, 1) } }) },
  producerList: { request: () => ({ params: { clientId: makeId(1, 1) } }) },
  clientList: { request: () => ({ params: { clientId: makeId(1, 1) } }) },
  // uploads: the demo producer's own client; another company's member is refused before anything is signed
  signS3: {
    request: () => ({
      params: { clientId: makeId(1, 0) },
      query: { 'file-name': 'label.png', 'file-type': 'image/png', purpose: 'brand' },
    }),
  },
  confirmUpload: { request: () => ({ params: { clientId: makeId(1, 0), id: demo.unknownId } }), answer: 404 },
  // a private address is refused before anything is fetched or kept
  uploadFromLink: {
    request: () => ({ params: { clientId: makeId(1, 0) }, body: { url: 'https://10.0.0.1/result.json' } }),
    answer: 400,
  },
  // brands: the demo producer's own (Sun Valley is its brand); an update names no brand, so nothing is overwritten
  // lots of a demo producer (processorB's); the writes change nothing: an unknown product or lot
  createLot: {
    request: () => ({
      params: { clientId: makeId(1, 1) },
      body: { lotType: 'parentLot', product: demo.unknownId },
    }),
    answer: 400,
  },
  updateLot: {
    request: () => ({ params: { clientId: makeId(1, 1), id: demo.unknownId }, body: { lotType: 'parentLot' } }),
    answer: 404,
  },
  deleteLot: { request: () => ({ params: { clientId: makeId(1, 1), id: demo.unknownId } }), answer: 404 },
  getClientLots: { request: () => ({ params: { clientId: makeId(1, 1) } }) },
  getProductLots: { request: () => ({ params: { clientId: makeId(1, 1), id: demo.product(10) } }) },
  getClientBrands: { request: () => ({ params: { clientId: makeId(1, 0) } }) },
  getClientBrand: { request: () => ({ params: { clientId: makeId(1, 0), id: demo.sunValley } }) },
  createBrand: { request: () => ({ params: { clientId: makeId(1, 0) }, body: { name: 'Matrix Brand' } }) },
  updateBrand: {
    request: () => ({ params: { clientId: makeId(1, 0), id: demo.unknownId }, body: { name: 'Matrix Brand' } }),
    answer: 404,
  },
  // the COA service, kiosk settings and Pro requests of the demo producer's own company; the writes
  // are refused by their schema after the access rule, so nothing is sent, saved or requested
  sendPremiumCoas: {
    request: () => ({
      params: { clientId: makeId(1, 0) },
      body: { dataOwner: makeId(1, 0), mode: 'both', pdfFiles: [] },
    }),
    answer: 400,
  },
  getCoaUsage: { request: () => ({ params: { clientId: makeId(1, 0) } }) },
  // a producer is no lab, and a file with no column row is no LabTest file: refused alike, nothing written
  exportLabTests: {
    request: () => ({ params: { clientId: makeId(1, 0) }, body: { from: '2026-01-01', to: '2026-01-31' } }),
    answer: 400,
  },
  // the company's choice of labs: an unknown company is no lab, refused alike, nothing written
  setLabFeeds: {
    request: () => ({
      params: { clientId: makeId(1, 0) },
      body: { feeds: [{ company: demo.unknownId, trusted: true }] },
    }),
    answer: 400,
  },
  feedCompanies: { request: () => ({ params: { clientId: makeId(1, 0) } }) },
  // no session opens the lab API: an unsigned push is 401 to every caller, whatever cookie it carries
  pushLabResult: {
    request: () => ({
      params: { clientId: makeId(1, 0) },
      body: { format: 'ccrs', csv: 'LicenseNumber' },
    }),
    answer: 401,
  },
  importLabTests: {
    request: () => ({ params: { clientId: makeId(1, 0) }, body: { fileName: 'labtest.csv', csv: 'a,b\r\n1,2' } }),
    answer: 400,
  },
  // no such upload: refused alike to every caller the rule admits, and nothing is written
  startCertificateReading: {
    request: () => ({ params: { clientId: makeId(1, 0), uploadId: demo.unknownId } }),
    answer: 404,
  },
  getCertificateReading: {
    request: () => ({ params: { clientId: makeId(1, 0), uploadId: demo.unknownId } }),
    answer: 404,
  },
  getKioskSettings: { request: () => ({ params: { clientId: makeId(1, 0) } }) },
  saveKioskSettings: {
    request: () => ({ params: { clientId: makeId(1, 0) }, body: { cartEnabled: true, pin: '12' } }),
    answer: 400,
  },
  requestPro: { request: () => ({ params: { clientId: makeId(1, 0) }, body: { plan: 'gold' } }), answer: 400 },
  getClientProRequests: { request: () => ({ params: { clientId: makeId(1, 0) } }) },
  listProRequests: { request: () => ({}) },
  // a company that asked for nothing: the admin's answer finds no request
  approveProRequest: {
    request: () => ({ params: { clientId: newId(), plan: 'pro' }, body: { seen: '2026-01-01T00:00:00.000Z' } }),
    answer: 404,
  },
  declineProRequest: {
    request: () => ({ params: { clientId: newId(), plan: 'pro' }, body: { seen: '2026-01-01T00:00:00.000Z' } }),
    answer: 404,
  },
  // test results: the demo producer's own; a create with no lab is refused after the rule, an update names no result
  listTestResults: { request: () => ({ params: { clientId: makeId(1, 0) } }) },
  getTestResult: { request: () => ({ params: { clientId: makeId(1, 0), id: demo.test(0) } }) },
  createTestResult: {
    request: () => ({ params: { clientId: makeId(1, 0) }, body: { sampleTypeCategory: 'Flower' } }),
    answer: 400,
  },
  updateTestResult: {
    request: () => ({
      params: { clientId: makeId(1, 0), id: demo.unknownId },
      body: {
        testLab: { _id: demo.unknownId, name: 'Lab' },
        sampleTypeCategory: 'Flower',
        sampleType: 'Cured',
        strain: 'Matrix',
      },
    }),
    answer: 404,
  },
  // points offers: the demo dispensary's own client (loyalty enabled by the seed); a create with no points is refused after the rule
  createPointsOffer: { request: () => ({ params: { clientId: makeId(2, 0) }, body: { basePoints: 0 } }), answer: 400 },
  listActivePointsOffers: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  listInactivePointsOffers: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  listExpiredPointsOffers: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  createLoyaltyMessage: {
    request: () => ({ params: { clientId: makeId(2, 0) }, body: { messageBody: '' } }),
    answer: 400,
  },
  listLoyaltyMessages: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  // a scheduled message's change or cancel aimed at no message: 404 once the rule lets the caller through
  editLoyaltyMessage: {
    request: () => ({
      params: { clientId: makeId(2, 0), messageId: demo.unknownId },
      body: { messageBody: 'Matrix', sendDateTime: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    answer: 404,
  },
  cancelLoyaltyMessage: {
    request: () => ({ params: { clientId: makeId(2, 0), messageId: demo.unknownId } }),
    answer: 404,
  },
  // audiences: the demo dispensary's members counted; a segment with no balance bound refused; no such segment
  countLoyaltyAudience: { request: () => ({ params: { clientId: makeId(2, 0) }, body: {} }) },
  listLoyaltySegments: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  saveLoyaltySegment: {
    request: () => ({ params: { clientId: makeId(2, 0) }, body: { name: 'Matrix', segment: { points: {} } } }),
    answer: 400,
  },
  deleteLoyaltySegment: {
    request: () => ({ params: { clientId: makeId(2, 0), segmentId: demo.unknownId } }),
    answer: 404,
  },
  // admin users table: a toggle and a delete aimed at nobody answer 404 once the rule lets the caller through
  getUsers: { request: () => ({ query: { limit: '5' } }) },
  getUserCount: { request: () => ({}) },
  getUserCsv: { request: () => ({}) },
  setUserRole: {
    request: () => ({ params: { id: demo.unknownId }, body: { role: 'serviceReview', value: true } }),
    answer: 404,
  },
  deleteUser: { request: () => ({ params: { id: demo.unknownId } }), answer: 404 },
  getUserBinders: { request: (c) => ({ params: { id: c.userId ?? demo.unknownId } }) },
  getUserBindercount: { request: (c) => ({ params: { id: c.userId ?? demo.unknownId } }) },
  // admin content: a post each run for an admin; an edit and a delete aimed at no post answer 404
  listAdminBlogPosts: { request: () => ({ query: { limit: '5' } }) },
  createBlogPost: {
    request: () => ({
      body: { title: 'Matrix', content: '<p>Matrix</p>', publishedAt: '2099-01-01T00:00:00.000Z', published: false },
    }),
  },
  updateBlogPost: {
    request: () => ({
      params: { id: demo.unknownId },
      body: {
        title: 'Matrix',
        content: '<p>x</p>',
        publishedAt: '2099-01-01T00:00:00.000Z',
        published: false,
        version: 1,
      },
    }),
    answer: 404,
  },
  deleteBlogPost: { request: () => ({ params: { id: demo.unknownId }, query: { version: '1' } }), answer: 404 },
  getAdminBlogPost: { request: () => ({ params: { id: demo.unknownId } }), answer: 404 },
  // Platform Training: anyone signed in reads; an admin adds one video, the other writes aim at none
  listTrainingVideos: { request: () => ({}) },
  createTrainingVideo: {
    request: () => ({
      body: { title: 'Matrix', description: 'Matrix video', link: 'https://vimeo.com/76979871' },
    }),
  },
  updateTrainingVideo: {
    request: () => ({
      params: { id: demo.unknownId },
      body: { title: 'Matrix', description: '', link: 'https://vimeo.com/76979871', version: 1 },
    }),
    answer: 404,
  },
  deleteTrainingVideo: { request: () => ({ params: { id: demo.unknownId }, query: { version: '1' } }), answer: 404 },
  orderTrainingVideos: { request: () => ({ body: { ids: [demo.unknownId] } }), answer: 409 },
  signTrainingFile: { request: () => ({ query: { 'file-name': 'welcome.mp4', 'file-type': 'video/mp4' } }) },
  confirmTrainingFile: { request: () => ({ params: { id: demo.unknownId } }), answer: 404 },
  signBlogImage: { request: () => ({ query: { 'file-name': 'cover.png', 'file-type': 'image/png' } }) },
  confirmBlogImage: { request: () => ({ params: { id: demo.unknownId } }), answer: 404 },
  // admin clients: a new company each run for an admin; changes aimed at no company answer 404
  createEntity: { request: () => ({ body: { name: 'Matrix Company', type: 'dispensary' } }) },
  listEntities: { request: () => ({ query: { name: 'demo' } }) },
  updateEntitySettings: {
    request: () => ({
      params: { id: demo.unknownId },
      body: { seen: '2020-01-01T00:00:00.000Z', premiumLevel: 'pro' },
    }),
    answer: 404,
  },
  setClientAdmin: {
    request: (c) => ({ body: { client: demo.unknownId, userId: c.userId ?? demo.unknownId } }),
    answer: 404,
  },
  setEntityMessaging: {
    request: () => ({ params: { id: demo.unknownId }, body: { loyaltyEnabled: false } }),
    answer: 404,
  },
  // admin products: a product that does not exist (nothing moves), the list and the owner choice
  adminGetProducts: { request: () => ({ query: { limit: '5' } }) },
  setProductOwner: {
    request: () => ({
      params: { productId: demo.unknownId },
      body: { producer: makeId(1, 0), updatedAt: '2020-01-01T00:00:00.000Z' },
    }),
    answer: 404,
  },
  // a transfer between companies that do not exist is refused: nothing starts
  transferEntityProducts: { request: () => ({ body: { from: demo.unknownId, to: makeId(1, 0) } }), answer: 400 },
  getProductTransfer: { request: () => ({ params: { id: demo.unknownId } }), answer: 404 },
  listProductTransfers: { request: () => ({ query: { limit: '5' } }) },
  getRecalc: { request: () => ({}) },
  startRecalc: { request: () => ({}) },
  adminGetLots: { request: () => ({ query: { status: 'pending', limit: '5' } }) },
  // the data-entry pipeline: a checkout answers the item held, or null with an empty queue
  checkoutEntry: { request: () => ({}) },
  checkoutReview: { request: () => ({}) },
  getPipelineQuality: { request: () => ({}) },
  serviceLabs: { request: () => ({}) },
  // an unknown certificate: answered before anything is fetched
  attachServiceLink: {
    request: () => ({
      params: { clientId: makeId(1, 0), id: demo.unknownId },
      body: { url: 'https://10.0.0.1/result.json' },
    }),
    answer: 404,
  },
  saveServiceTestResult: {
    request: () => ({
      params: { clientId: makeId(1, 0), id: demo.unknownId },
      body: {
        testLab: { _id: demo.unknownId, name: 'Lab' },
        sampleTypeCategory: 'Flower',
        sampleType: 'Cured',
        strain: 'X',
      },
    }),
    answer: 404,
  },
  // a rejection is a reviewer's step: data-entry staff pass the rule and are refused the step
  updateServiceLot: {
    request: () => ({
      params: { clientId: makeId(1, 0), lotId: demo.unknownId },
      body: { 'processingInfo.status': 'pending', 'processingInfo.reviewNotes': 'figures misread' },
    }),
    answer: 404,
    except: { dataEntry: 403 },
  },
  // loyalty calls on the demo dispensary's company (loyalty on, locked as 'kiosk' in the callers): a
  // lookup, and writes refused after the rule (a bad ZIP, phones that are not members), so nothing
  // is texted; the check-in steps take its kiosk too
  isInLoyalty: { request: () => ({ params: { clientId: makeId(2, 0), phone: '2065550100' } }) },
  addToLoyalty: {
    request: () => ({ params: { clientId: makeId(2, 0), phone: '2065550100', zip: '9810', age: '30' } }),
    answer: 400,
  },
  newCode: { request: () => ({ params: { clientId: makeId(2, 0), phone: '2065550199' } }), answer: 404 },
  confirmMember: {
    request: () => ({
      params: { clientId: makeId(2, 0), phone: '2065550199', activationCode: '123456' },
      body: { categories: [] },
    }),
    answer: 404,
  },
  checkIn: { request: () => ({ params: { clientId: makeId(2, 0), phone: '2065550199' } }), answer: 404 },
  recordPurchase: {
    request: () => ({
      params: { clientId: makeId(2, 0), phone: '2065550199' },
      body: { productIds: [makeId(1, 0)] },
    }),
    answer: 404,
  },
  getPoints: { request: () => ({ params: { clientId: makeId(2, 0), phone: '2065550199' } }), answer: 404 },
  memberActivity: { request: () => ({ params: { clientId: makeId(2, 0) }, query: { days: '30' } }) },
  loyaltyFigures: {
    request: () => ({
      params: { clientId: makeId(2, 0) },
      query: { period: 'month', from: '2026-01-01', to: '2026-03-31' },
    }),
  },
  getSignupCategories: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  saveSignupCategories: {
    request: () => ({ params: { clientId: makeId(1, 0) }, body: { categories: [{ title: '', text: '' }] } }),
    answer: 400,
  },
  listMembers: {
    request: () => ({ params: { clientId: makeId(1, 0) }, body: { paginate: { page: 0, pageSize: 10 } } }),
  },
  // rewards of the demo dispensary: reads, and writes refused after the rule (a bad body, an unknown
  // reward, redemption or member), so nothing is written or texted
  listRewards: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  createReward: {
    request: () => ({ params: { clientId: makeId(2, 0) }, body: { name: '', pointsCost: 0 } }),
    answer: 400,
  },
  updateReward: {
    request: () => ({
      params: { clientId: makeId(2, 0), rewardId: newId() },
      body: { name: 'Pre-roll', pointsCost: 100 },
    }),
    answer: 404,
  },
  memberRewards: { request: () => ({ params: { clientId: makeId(2, 0), phone: '2065550199' } }), answer: 404 },
  redeemReward: {
    request: () => ({
      params: { clientId: makeId(2, 0), phone: '2065550199' },
      body: { rewardId: newId(), key: 'short' },
    }),
    answer: 400,
  },
  reverseRedemption: {
    request: () => ({
      params: { clientId: makeId(2, 0), phone: '2065550199', redemptionId: newId() },
      body: { reason: 'rang up twice' },
    }),
    answer: 404,
  },
  listRedemptions: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  // the provider's webhooks: public, and refused to everyone who does not sign as the company's provider
  providerStatusCallback: { request: () => ({ params: { clientId: makeId(1, 0) } }), answer: 403 },
  providerInboundText: { request: () => ({ params: { clientId: makeId(1, 0) } }), answer: 403 },
  adminGetTestResults: { request: () => ({ query: { sort: 'thc', dir: 'desc', thc: '10-30', limit: '5' } }) },
  // the kiosk storefront of the demo dispensary: public reads, the same answer for every caller
  getStorefront: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  getKioskProducts: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  getKioskKeyPairs: { request: () => ({ params: { clientId: makeId(2, 0) } }) },
  getKioskProductsById: {
    request: () => ({ params: { clientId: makeId(2, 0) }, query: { ids: `${demo.product(3)},${demo.blueDream}` } }),
  },
  getSimilarAtLocation: { request: () => ({ params: { clientId: makeId(2, 0), id: demo.blueDream } }) },
  kioskSearch: { request: () => ({ params: { clientId: makeId(2, 0) }, body: { searchString: 'blue dream' } }) },
  // an order's key must be the kiosk's own: a made-up one is refused before anything is written
  sendKioskOrder: {
    request: () => ({ params: { clientId: makeId(2, 0) }, body: { key: 'short', items: [] } }),
    answer: 400,
  },
  kioskOrders: { request: () => ({ params: { clientId: makeId(2, 0) }, query: { view: 'done' } }) },
  moveKioskOrder: {
    request: () => ({ params: { clientId: makeId(2, 0), orderId: newId() }, body: { status: 'ready' } }),
    answer: 404,
  },
};

/** The status a caller gets for a row's request. */
const expected = (name: RouteName, c: Caller, params: Record<string, string>) => {
  const row = MATRIX[name];
  const route = routes[name] as RouteDef;
  const answer = row.answer ?? route.status ?? (route.response.safeParse(undefined).success ? 302 : 200);
  return row.except?.[c.kind] ?? expectedStatus(route.access, c, params, answer);
};

let callers: Record<CallerKind, Caller>;
let bystander: Caller;
beforeAll(async () => {
  ({ callers, bystander } = await makeCallers(base, ports.dynamo));
});

describe('authorization matrix', () => {
  it('has a row for every route of the table', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(Object.keys(routes).sort());
  });

  it("tells an expired session ('jwt expired') from a forged one, and clears the cookies of both", async () => {
    for (const [kind, message] of [
      ['expiredToken', 'jwt expired'],
      ['tamperedToken', 'Not Authorized'],
      ['disabled', 'This account has been disabled. Contact support to restore it.'],
    ] as const) {
      const c = callers[kind];
      const r = await fetch(`${base}/api/authentication/validateUser`, {
        headers: { cookie: [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      expect(await r.json()).toEqual({ error: true, errorMessage: message });
      expect(r.headers.getSetCookie().filter((x) => /^(token|user)=; Max-Age=0/.test(x))).toHaveLength(2);
    }
  });

  it("never lets one user read or change another's account by changing the id", async () => {
    const before = await bystander.get(`/api/consumer/user/${bystander.userId}`);
    expect(before.status).toBe(200);
    for (const kind of ['consumer', 'consumer2', 'processorA', 'dispensary', 'admin'] as const) {
      const c = callers[kind];
      const path = `/api/consumer/user/${bystander.userId}`;
      const jar = [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const headers = { cookie: jar, 'content-type': 'application/json' };
      expect((await fetch(base + path, { headers: { cookie: jar } })).status).toBe(403);
      expect(
        (
          await fetch(base + path, {
            method: 'PUT',
            headers,
            body: JSON.stringify({ email: `taken-${kind}@test.cannastamp.test`, phone: '2065550199' }),
          })
        ).status,
      ).toBe(403);
      expect((await fetch(base + path, { method: 'DELETE', headers: { cookie: jar } })).status).toBe(403);
    }
    expect((await bystander.get(`/api/consumer/user/${bystander.userId}`)).body).toEqual(before.body);
  });

  const cases = (Object.keys(MATRIX) as RouteName[]).flatMap((name) =>
    CALLER_KINDS.map((kind) => [name, kind] as const),
  );
  it.each(cases)('%s as %s', async (name, kind) => {
    const route = routes[name];
    const caller = callers[kind];
    const { params = {}, body, query } = MATRIX[name].request(caller);
    // validateUser changes a caller's cookies: try it on a copy of the session; logout ends the
    // session it is sent with, so it gets one of its own (a disabled caller cannot sign in again)
    const jar =
      name === 'logout' && caller.another && kind !== 'disabled' ? await caller.another() : new Map(caller.jar);
    const path = fillPath(route.path, params) + (query ? `?${new URLSearchParams(query)}` : '');
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const r = await fetch(base + path, {
      method: route.method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-forwarded-for': `203.0.113.${CALLER_KINDS.indexOf(kind)}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    expect(r.status, `${route.method} ${path} as ${kind}: ${await r.text()}`).toBe(expected(name, caller, params));
  });
});
