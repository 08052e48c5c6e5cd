import { fillPage, pages } from './pages.ts';
import type { RoleHolder } from './roles.ts';

/** What the welcome rule reads: who looks, at which company, with what counts. */
export interface WelcomeFacts {
  user: RoleHolder;
  client: { _id: string; type: string };
  /**
   * The company's counts, products first: brands and tests are read only when it has no products
   * (one count above zero decides), so either may be absent.
   */
  counts: { products: number; brands?: number; tests?: number };
  /** The address being opened (a pathname). */
  pathname: string;
}

/** Pages the welcome redirect never leaves (spec 2 section 2: profile and the wizard itself). */
const EXEMPT = [pages.clientProfile, pages.clientWelcome];

/**
 * The welcome redirect (spec 2 section 2): a non-admin processor at a producer company with no
 * brands, products or tests is sent to the welcome wizard; the address to go to, or undefined to stay.
 */
export function welcomeRedirect({ user, client, counts, pathname }: WelcomeFacts): string | undefined {
  if (user.adminUser || !user.processorUser || client.type !== 'producer') return undefined;
  if (counts.products !== 0 || counts.brands !== 0 || counts.tests !== 0) return undefined;
  const path = pathname.replace(/\/+$/, '');
  const exempt = EXEMPT.some((p) => {
    const bare = p.path.replace(/\/:[A-Za-z]+\?$/, '');
    return path === fillPage(bare, { clientId: client._id });
  });
  if (exempt || path.startsWith(`/client/${client._id}/welcome`)) return undefined;
  return pages.clientWelcome.href({ clientId: client._id });
}
