import { route } from '../../route-def.ts';
import * as companyMessages from '../../messages/client/companies.ts';
import { claimAnswerSchema, clientParamsSchema, entityAnswerSchema } from '../../schemas/client.ts';
import { claimBodySchema, entityBodySchema } from '../../schemas/company-form.ts';

// The two routes that save the company form (spec 2): registering a new company and the profile.
// A module of their own, so only these bundles carry the form's US phone check (libphonenumber-js
// with its US metadata, 41 KB) and, for the claim, the KMS client that seals the new API secret:
// both take them past the default 320 KB (docs/client-companies.md, Bundles).

const CLAIM_BUNDLE_KB = 380;
// 340.05 KB once the lot's pipeline lease and the service staff's access rule joined the shared schemas
const FORM_BUNDLE_KB = 350;

/** /ClaimYourCompany: register a new company and become its first member. */
export const claimEntity = /* @__PURE__ */ route({
  method: 'POST',
  path: '/api/client/claim-entity',
  handler: 'client/company-forms/claim-entity',
  access: 'business',
  failure: companyMessages.createIdentityFailed,
  body: claimBodySchema,
  response: claimAnswerSchema,
  maxBodyBytes: 16 * 1024,
  needs: { table: 'write', apiSecrets: 'seal', profile: { bundleKb: CLAIM_BUNDLE_KB } },
});

export const updateEntity = /* @__PURE__ */ route({
  method: 'PUT',
  path: '/api/client/{clientId}/entity',
  handler: 'client/company-forms/update-entity',
  access: 'clientMember',
  params: clientParamsSchema,
  body: entityBodySchema,
  response: entityAnswerSchema,
  maxBodyBytes: 16 * 1024,
  needs: { table: 'write', profile: { bundleKb: FORM_BUNDLE_KB } },
});
