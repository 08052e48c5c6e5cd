import { newId } from '#lib/base/ids';
import { session, uniqueEmail, uniqueIp } from './session.ts';
import type { Client } from '#shared/schemas/catalog';
import { addBrand } from '#test/support/data/brands';
import { addClient } from '#test/support/data/clients';
import { setUser } from '#test/support/data/users';

// A producer company of its own for a test (a client item and brands, keyed as the data modules key
// them), with a member who can sign in: tests that add products never touch the demo producers.

const PASSWORD = 'Producer-Test-21';

export async function freshCompany({
  type = 'producer' as Client['type'],
  name = 'Test Producer',
  brands = ['House Brand'],
}: { type?: Client['type']; name?: string; brands?: string[] } = {}) {
  const id = newId();
  const now = new Date().toISOString();
  await addClient({
    _id: id,
    name,
    type,
    premiumEnabled: false,
    premiumLevel: 'free',
    loyaltyEnabled: false,
    createdAt: now,
    updatedAt: now,
  });
  const brandIds: string[] = [];
  for (const b of brands) {
    const bid = newId();
    brandIds.push(bid);
    await addBrand({ _id: bid, name: b, mediaGallery: [], producer: id, createdAt: now, updatedAt: now });
  }
  return { id, brands: brandIds };
}

/** A new account holding these flags (e.g. `{ processorUser: true, clientAssignment }`), signed in. */
export async function memberOf(base: string, flags: Record<string, unknown>) {
  const email = uniqueEmail('member');
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await s.post('/api/authentication/signup', {
    email,
    password: PASSWORD,
    passwordVer: PASSWORD,
    accountType: 'customer',
  });
  if (r.status !== 200) throw new Error(`could not sign up: ${JSON.stringify(r.body)}`);
  await setUser(r.body.user._id, flags);
  const signed = session(base, { 'x-forwarded-for': uniqueIp() });
  const again = await signed.post('/api/authentication/signin', { email, password: PASSWORD });
  if (again.status !== 200) throw new Error(`could not sign in: ${JSON.stringify(again.body)}`);
  return Object.assign(signed, { email, password: PASSWORD, userId: r.body.user._id as string });
}
