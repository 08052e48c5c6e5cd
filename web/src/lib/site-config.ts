// Addresses the spec leaves to configuration (docs/marketing.md). Set at build time through Vite's
// environment (VITE_*), so each deployment names its own; the defaults are the product's own.

const env = (import.meta as unknown as { env?: Record<string, string | undefined> }).env ?? {};

export const SUPPORT_EMAIL = env.VITE_SUPPORT_EMAIL ?? 'support@cannastamp.com';
export const SERVICE_DESK_URL = env.VITE_SERVICE_DESK_URL ?? 'https://cannastamp.atlassian.net/servicedesk/customer/portal/1';
export const INVESTOR_FORM_URL = env.VITE_INVESTOR_FORM_URL ?? 'https://forms.cannastamp.com/investors';
/** The help page waits this long before it leaves for the service desk (spec 1: 1.5 s). */
export const HELP_REDIRECT_MS = 1_500;
