import { required } from '#lib/base/config';

// Where a provider posts back to the platform: a text's delivery status, and texts members send to
// the company's number (STOP, HELP, START…). The company is in the path, so the webhook knows whose
// credentials check the request's signature. The site's address fronts the API (/api/ on the same
// host), and a provider signs the exact URL it was given, so both are built here and only here.

export type ProviderCallback = 'status' | 'inbound';

export const callbackPath = (clientId: string, kind: ProviderCallback) => `/api/hooks/twilio/${clientId}/${kind}`;

/** The absolute URL a provider is given (and signs) for a company's callbacks of one kind. */
export const callbackUrl = (clientId: string, kind: ProviderCallback) =>
  `${required('SITE_URL').replace(/\/$/, '')}${callbackPath(clientId, kind)}`;
