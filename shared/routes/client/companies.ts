import { route } from '../../route-def.ts';
import {
  apiSecretAnswerSchema,
  claimAnswerSchema,
  claimBodySchema,
  claimDecisionAnswerSchema,
  claimDecisionParamsSchema,
  claimExistingBodySchema,
  claimParamsSchema,
  claimsAnswerSchema,
  claimsQuerySchema,
  clientParamsSchema,
  countAnswerSchema,
  entityAnswerSchema,
  entityBodySchema,
} from '../../schemas/client.ts';

// Claiming a company, the company profile with its API key, pending claims and the counts the
// client shell reads (spec 2; docs/client-companies.md). Claiming is for business users without a
// company yet, so those two routes are 'business'; everything about one company is 'clientMember'.

// libphonenumber-js's US check (12 KB with its US metadata) and the KMS client take the company
// form's and the secret's routes past the default 300 KB (docs/client-companies.md, Bundles)
const FORM_BUNDLE_KB = 340;

/** /ClaimYourCompany: register a new company and become its first member. */
export const claimEntity = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/claim-entity',
  handler: 'client/companies/claim-entity',
  access: 'business',
  body: claimBodySchema,
  response: claimAnswerSchema,
  maxBodyBytes: 16 * 1024,
  needs: { table: 'write', apiSecrets: 'seal', profile: { bundleKb: FORM_BUNDLE_KB } },
});

/** Claim a company already on the platform: at once when nobody belongs to it, else a pending claim. */
export const claimExistingEntity = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/claim-entity/{id}',
  handler: 'client/companies/claim-existing-entity',
  access: 'business',
  params: claimParamsSchema,
  body: claimExistingBodySchema,
  response: claimAnswerSchema,
  maxBodyBytes: 1024,
  needs: { table: 'write' },
});

export const getEntity = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/entity',
  handler: 'client/companies/get-entity',
  access: 'clientMember',
  params: clientParamsSchema,
  response: entityAnswerSchema,
  needs: { table: 'read' },
});

export const updateEntity = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/entity',
  handler: 'client/companies/update-entity',
  access: 'clientMember',
  params: clientParamsSchema,
  body: entityBodySchema,
  response: entityAnswerSchema,
  maxBodyBytes: 16 * 1024,
  needs: { table: 'write', profile: { bundleKb: FORM_BUNDLE_KB } },
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

export const productsCount = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/products/count',
  handler: 'client/companies/products-count',
  access: 'clientMember',
  params: clientParamsSchema,
  response: countAnswerSchema,
  needs: { table: 'read' },
});

export const brandsCount = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/brands/count',
  handler: 'client/companies/brands-count',
  access: 'clientMember',
  params: clientParamsSchema,
  response: countAnswerSchema,
  needs: { table: 'read' },
});

export const testResultsCount = /* @__PURE__ */ route({
  method: 'GET',
  path: '/api/client/{clientId}/testResults/count',
  handler: 'client/companies/test-results-count',
  access: 'clientMember',
  params: clientParamsSchema,
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
  needs: { table: 'read', apiSecrets: 'open', profile: { bundleKb: FORM_BUNDLE_KB } },
});

/** A new key and secret; the old secret stops working at once. */
export const rotateApiSecret = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/{clientId}/apiSecret',
  handler: 'client/companies/rotate-api-secret',
  access: 'clientMember',
  params: clientParamsSchema,
  response: apiSecretAnswerSchema,
  needs: { table: 'write', apiSecrets: 'seal', profile: { bundleKb: FORM_BUNDLE_KB } },
});
