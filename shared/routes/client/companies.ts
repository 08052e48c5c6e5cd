import { route } from '../../route-def.ts';
import * as companyMessages from '../../messages/client/companies.ts';
import { feedCompaniesAnswerSchema, labFeedsAnswerSchema, labFeedsBodySchema } from '../../schemas/lab-api.ts';
import {
  apiSecretAnswerSchema,
  claimAnswerSchema,
  claimDecisionAnswerSchema,
  claimDecisionParamsSchema,
  claimExistingBodySchema,
  claimParamsSchema,
  claimsAnswerSchema,
  claimsQuerySchema,
  claimableAnswerSchema,
  claimableQuerySchema,
  clientParamsSchema,
  countAnswerSchema,
  countParamsSchema,
  entityAnswerSchema,
} from '../../schemas/client.ts';

// Claiming a company already on the platform, the company, its pending claims, the counts the
// client shell reads and the API key (spec 2; docs/client-companies.md). Claiming is for business
// users without a company yet ('business'); everything about one company is 'clientMember'. The
// two routes that save the company form are in company-forms.ts, with its phone check.

// the KMS client takes the secret's routes past the default 320 KB (docs/client-companies.md, Bundles)
const SECRET_BUNDLE_KB = 330;

/** Claim a company already on the platform: at once when nobody belongs to it, else a pending claim. */
export const claimExistingEntity = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/claim-entity/{id}',
  handler: 'client/companies/claim-existing-entity',
  access: 'business',
  failure: companyMessages.createIdentityFailed,
  params: claimParamsSchema,
  body: claimExistingBodySchema,
  response: claimAnswerSchema,
  maxBodyBytes: 1024,
  // the catalog's company schema: 307.4 KB (docs/architecture.md)
  needs: { table: 'write' },
});

/** Companies to claim, found by the start of their name or by the id a link names (name, type and licence only). */
export const findClaimable = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/claimable',
  handler: 'client/companies/find-claimable',
  access: 'business',
  query: claimableQuerySchema,
  response: claimableAnswerSchema,
  needs: { table: 'read' },
});

export const getEntity = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/entity',
  handler: 'client/companies/get-entity',
  access: 'clientMember',
  failure: companyMessages.fetchEntityFailed,
  params: clientParamsSchema,
  response: entityAnswerSchema,
  needs: { table: 'read' },
});

/** The company's pending claims, for a member (the profile page) or an admin to answer. */
export const getClaims = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/claims',
  handler: 'client/companies/get-claims',
  access: 'clientMember',
  params: clientParamsSchema,
  query: claimsQuerySchema,
  response: claimsAnswerSchema,
  needs: { table: 'read' },
});

export const decideClaim = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/claims/{userId}/{decision}',
  handler: 'client/companies/decide-claim',
  access: 'clientMember',
  params: claimDecisionParamsSchema,
  response: claimDecisionAnswerSchema,
  needs: { table: 'write' },
});

/** products/count, brands/count and testResults/count (spec 2): one function for the three counts. */
export const getCount = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/{kind}/count',
  handler: 'client/companies/get-count',
  access: 'clientMember',
  params: countParamsSchema,
  response: countAnswerSchema,
  needs: { table: 'read' },
});

/** The API secret, revealed on click: its own call, never part of the company's answer. */
export const revealApiSecret = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/apiSecret',
  handler: 'client/companies/reveal-api-secret',
  access: 'clientMember',
  params: clientParamsSchema,
  response: apiSecretAnswerSchema,
  needs: { table: 'read', apiSecrets: 'open', profile: { bundleKb: SECRET_BUNDLE_KB } },
});

/** A new key and secret; the old secret stops working at once. */
export const rotateApiSecret = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/apiSecret',
  handler: 'client/companies/rotate-api-secret',
  access: 'clientMember',
  params: clientParamsSchema,
  response: apiSecretAnswerSchema,
  needs: { table: 'write', apiSecrets: 'seal', profile: { bundleKb: SECRET_BUNDLE_KB } },
});

/** The labs and integrators that may send the company results, and whether it trusts each feed. */
export const setLabFeeds = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/labFeeds',
  handler: 'client/companies/set-lab-feeds',
  access: 'clientMember',
  params: clientParamsSchema,
  body: labFeedsBodySchema,
  response: labFeedsAnswerSchema,
  needs: { table: 'write' },
});

/** The companies a company may choose to send it results: labs and integrators. */
export const feedCompanies = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/labFeeds/companies',
  handler: 'client/companies/list-feed-companies',
  access: 'clientMember',
  params: clientParamsSchema,
  response: feedCompaniesAnswerSchema,
  needs: { table: 'read' },
});
