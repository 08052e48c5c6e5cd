import { buildDemoData, makeId } from '#infra/local/seed/demo-data';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { freshCompany, memberOf } from './producers.ts';
import { session, uniqueIp } from './session.ts';
import { setClient } from '#test/support/data/clients';
import { setProduct } from '#test/support/data/products';

// A dispensary of its own for a kiosk test, carrying products of the demo producer: the producer
// offers each product to the store and the store's member accepts it, both through the API, so the
// inventory is made by the real flow and the demo dispensary is left as it is.

const PRODUCER = makeId(1, 0);
/** The demo producer's active products, in seed order. */
export const producerProducts = buildDemoData().products.filter((p) => p.producer === PRODUCER && p.active);
/** An available product of another demo producer: never in a fresh store. */
export const elsewhere = buildDemoData().products.find((p) => p.producer !== PRODUCER && p.active && p.available)!;

export async function freshStore(
  base: string,
  { pro = false, products = producerProducts.map((p) => p._id), name = 'Kiosk Test Store' } = {},
) {
  const store = await freshCompany({ type: 'dispensary', name, brands: [] });
  if (pro) await setClient(store.id, { premiumEnabled: true, premiumLevel: 'pro' });
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'producer')!;
  const producer = session(base, { 'x-forwarded-for': uniqueIp() });
  const signin = await producer.post('/api/authentication/signin', {
    email: account.email,
    password: account.password,
  });
  if (signin.status !== 200) throw new Error(`the demo producer could not sign in: ${JSON.stringify(signin.body)}`);
  const staff = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
  // one at a time: the inventory's order is the entries' order, newest first
  for (const id of products) {
    const r = await producer.put(`/api/client/${PRODUCER}/product/${id}/distribution`, { dispensary: store.id });
    if (r.status !== 200) throw new Error(`could not offer ${id}: ${JSON.stringify(r.body)}`);
    const a = await staff.post(`/api/client/${store.id}/distributions/products/${id}/setstatus/approved`);
    if (a.status !== 200) throw new Error(`could not accept ${id}: ${JSON.stringify(a.body)}`);
  }
  return { id: store.id, products, staff };
}

/** Touches a product as an edit would: a new updatedAt (and, when given, a new short description). */
export const touchProduct = (id: string, shortDescription?: string) =>
  setProduct(id, { updatedAt: new Date().toISOString(), ...(shortDescription ? { shortDescription } : {}) });
