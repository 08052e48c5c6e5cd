// The web app's environment, picked by the host name it is served from (spec 3 section 9): one
// typed table, so a deployment needs no build-time settings and each host always gets the same
// addresses. The outside addresses are the product's own in every environment today; an
// environment that gets its own (a staging service desk, say) changes its row only.

export type EnvironmentName = 'local' | 'dev' | 'staging' | 'production';

export interface Environment {
  name: EnvironmentName;
  /** The host names it is served from. */
  hosts: readonly string[];
  /** /contact and /privacy name it. */
  supportEmail: string;
  /** /help sends the browser there (docs/marketing.md). */
  serviceDeskUrl: string;
  /** /invest embeds it. */
  investorFormUrl: string;
}

const PRODUCT = {
  supportEmail: 'support@cannastamp.com',
  serviceDeskUrl: 'https://cannastamp.atlassian.net/servicedesk/customer/portal/1',
  investorFormUrl: 'https://forms.cannastamp.com/investors',
} as const;

export const ENVIRONMENTS: Record<EnvironmentName, Environment> = {
  local: { name: 'local', hosts: ['localhost', '127.0.0.1', '[::1]'], ...PRODUCT },
  dev: { name: 'dev', hosts: ['dev.cannastamp.com'], ...PRODUCT },
  staging: { name: 'staging', hosts: ['staging.cannastamp.com'], ...PRODUCT },
  production: { name: 'production', hosts: ['cannastamp.com', 'www.cannastamp.com'], ...PRODUCT },
};

/**
 * The environment a host name belongs to. A host in no row (a stack's CloudFront address before
 * its domain is attached) is production: a deployed site never points at local addresses.
 */
export function environmentFor(hostname: string): Environment {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return Object.values(ENVIRONMENTS).find((e) => e.hosts.includes(host)) ?? ENVIRONMENTS.production;
}

export const environment = environmentFor(typeof window === 'undefined' ? 'localhost' : window.location.hostname);
