import type { Client } from '#shared/schemas/catalog';
import type { User } from '#shared/schemas/user';
import { claimAdminUser } from '#lib/clients/store';
import { createUser } from '#lib/users/store';

// Every demo company has its admin user (the company's `adminUser`, spec 3 §2 /admin/clients), as a
// company claimed through the welcome page has: the demo producer and dispensary accounts run the
// first producer and dispensary; each other company gets an owner account of its own, a member of
// it with the role its type gives, who signs in with COMPANY_ADMIN_PASSWORD. So the admin tables
// show real admin users and members, and 'No admin user' only where a company truly has none.

/** The local-only password of the seeded company owners (printed in docs/admin-clients.md). */
export const COMPANY_ADMIN_PASSWORD = 'Company-Demo-21';

const roleOf = (type: Client['type']) =>
  type === 'producer' ? { processorUser: true } : type === 'dispensary' ? { dispensaryUser: true } : {};

/** The owner account's e-mail: `owner@<company name as a slug>.demo.cannastamp.test`. */
export const ownerEmail = (c: Pick<Client, 'name'>) =>
  `owner@${c.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.demo.cannastamp.test`;

/** The demo accounts' user ids (seed.ts numbers them 5c3d…01 onwards in DEMO_ACCOUNTS' order). */
const demoUser = (n: number) => `5c3d${n.toString(16).padStart(20, '0')}`;

/**
 * `login` makes (or finds) the sign-in of an e-mail and answers its subject. Each company's
 * adminUser is set only where it has none, so a seed interrupted and run again changes no claim
 * made meanwhile.
 */
export async function seedCompanyAdmins(
  clients: Client[],
  login: (email: string, password: string) => Promise<string>,
) {
  // the demo producer (second account) and dispensary (third) are members of the first of each type
  const firstOf = (type: Client['type']) => clients.find((c) => c.type === type)?._id;
  const demoAdmins = new Map([
    [firstOf('producer'), demoUser(2)],
    [firstOf('dispensary'), demoUser(3)],
  ]);
  for (const [n, c] of clients.entries()) {
    let admin = demoAdmins.get(c._id);
    if (!admin) {
      const email = ownerEmail(c);
      const sub = await login(email, COMPANY_ADMIN_PASSWORD);
      const [first, ...rest] = (c.contactName ?? 'Company Owner').split(' ');
      const now = new Date().toISOString();
      const user: User = {
        _id: `5c3e${(n + 1).toString(16).padStart(20, '0')}`,
        email,
        firstName: first!,
        lastName: rest.join(' ') || 'Owner',
        sub,
        adminUser: false,
        processorUser: false,
        dispensaryUser: false,
        serviceDataEntry: false,
        serviceReview: false,
        disabled: false,
        passwordExpired: false,
        ...roleOf(c.type),
        clientAssignment: c._id,
        createdAt: now,
        updatedAt: now,
      };
      await createUser(user).catch((e: Error) => {
        if (e.name !== 'TransactionCanceledException') throw e; // there from an interrupted seed
      });
      admin = user._id;
    }
    await claimAdminUser(c._id, admin);
  }
}
