import { describe, expect, inject, it } from 'vitest';
import { PRO_TRIAL_DAYS } from '#shared/constants';
import * as companyMessages from '#shared/messages/client/companies';
import { newId } from '#lib/base/ids';
import { DEMO_ACCOUNTS } from '#infra/local/seed/seed';
import { makeId } from '#infra/local/seed/demo-data';
import { session, uniqueEmail, uniqueIp } from '#test/support/session';
import { putStoredItem, storedItem } from '#test/support/table';
import { addClient } from '#test/support/data/clients';
import { setUser } from '#test/support/data/users';
import { pngBytes, upload } from '#test/support/uploads';
import { productPartition } from '#lib/products/keys';
import { brandKey, clientBrandsPartition } from '#lib/brands/keys';
import { userKey } from '#lib/users/keys';
import { apiSecretKey, claimKey, clientKey, clientPartition } from '#lib/clients/keys';

// Claiming a company, the company profile, pending claims, the counts and the API secret, against
// the local runtime (docs/client-companies.md).

const base = inject('baseUrl');
const PASSWORD = 'Company-Test-21';

async function signUp(accountType: 'producer' | 'dispensary' | 'customer' = 'producer') {
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  const r = await s.post('/api/authentication/signup', {
    email: uniqueEmail('company'),
    password: PASSWORD,
    passwordVer: PASSWORD,
    accountType,
  });
  expect(r.status).toBe(200);
  return Object.assign(s, { userId: r.body.user._id as string });
}

/** A business account without the sign-up's trial offer (used up, or made before the offer): its company starts free. */
async function withoutOffer(s: Awaited<ReturnType<typeof signUp>>) {
  // the store's trial start asks for `proTrialOffered = true`; false is an offer used up
  await setUser(s.userId, { proTrialOffered: false });
  return s;
}

async function signIn(role: 'admin' | 'producer') {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role)!;
  const s = session(base, { 'x-forwarded-for': uniqueIp() });
  expect((await s.post('/api/authentication/signin', { email: a.email, password: a.password })).status).toBe(200);
  return s;
}

const company = (name = 'Cascade Growers') => ({
  name,
  type: 'producer',
  contactName: 'Robin Ash',
  contactPhone: '206-555-0142',
  licenseNumber: 'WA-412345',
});

const userCookie = (s: ReturnType<typeof session>) => JSON.parse(decodeURIComponent(s.jar.get('user')!));

/** A company nobody belongs to yet, as an admin or an import would leave it. */
async function unclaimedCompany() {
  const _id = newId();
  const at = new Date().toISOString();
  await addClient({
    _id,
    name: 'Unclaimed Farms',
    type: 'producer',
    premiumEnabled: false,
    premiumLevel: 'free',
    loyaltyEnabled: false,
    createdAt: at,
    updatedAt: at,
  });
  return _id;
}

/** The company form filled in whole, as a profile save sends it. */
const full = {
  ...company('Valley Botanicals'),
  secondaryContact: 'Sam Lee',
  secondaryContactPhone: '(509) 555-0177',
  buisnessLicenseNumber: '603-123-456',
  s2sId: 'S2S-99',
  address1: '100 Main St',
  address2: '',
  city: 'Yakima',
  state: 'WA',
  zip: '98901',
  phone1: '509.555.0100',
  phone2: '',
  fax: '',
};

/** A count the stream worker keeps (it runs a moment after the write). */
const countAt = async (s: ReturnType<typeof session>, path: string): Promise<number> => (await s.get(path)).body.count;

describe('claiming a new company', () => {
  it('makes the producer its first member, answers clientAssignment and starts the Pro trial its sign-up offered', async () => {
    const me = await signUp();
    expect((await storedItem(userKey(me.userId)))?.proTrialOffered).toBe(true);
    const asked = Date.now();
    const r = await me.post('/api/client/claim-entity', company());
    const answered = Date.now();
    expect(r.status).toBe(200);
    const id = r.body.clientAssignment as string;
    expect(r.body).toMatchObject({ error: false, status: 'assigned', user: { clientAssignment: id } });
    // a producer starts in the welcome wizard
    expect(r.body.next).toBe(`/client/${id}/welcome/producer`);
    expect(userCookie(me).clientAssignment).toBe(id);
    const { entity } = (await me.get(`/api/client/${id}/entity`)).body;
    expect(entity).toMatchObject({
      name: 'Cascade Growers',
      contactPhone: '(206) 555-0142',
      premiumLevel: 'pro',
      premiumEnabled: true,
      adminUser: me.userId,
    });
    // the trial's days from the claim, which is between the request and its answer
    expect(Date.parse(entity.trialEndsAt)).toBeGreaterThanOrEqual(asked + PRO_TRIAL_DAYS * 86_400_000);
    expect(Date.parse(entity.trialEndsAt)).toBeLessThanOrEqual(answered + PRO_TRIAL_DAYS * 86_400_000);
    expect(await storedItem(clientKey(id))).toMatchObject({
      gsi4pk: 'PROTRIALS',
      gsi4sk: `${entity.trialEndsAt}#${id}`,
      proTrialStartedAt: expect.any(String),
    });
    // the offer is used up with it
    expect(await storedItem(userKey(me.userId))).toMatchObject({ clientAssignment: id });
    expect((await storedItem(userKey(me.userId)))?.proTrialOffered).toBeUndefined();
    // a second company is refused
    const again = await me.post('/api/client/claim-entity', company('Second Co'));
    expect(again).toMatchObject({ status: 409, body: { errorMessage: companyMessages.alreadyAssigned } });
  });

  it('starts free without the offer, and refuses a consumer', async () => {
    const me = await withoutOffer(await signUp('dispensary'));
    const r = await me.post('/api/client/claim-entity', { ...company('Green Door'), type: 'dispensary' });
    const { entity } = (await me.get(`/api/client/${r.body.clientAssignment}/entity`)).body;
    expect(entity).toMatchObject({ type: 'dispensary', premiumLevel: 'free', premiumEnabled: false });
    expect(entity.trialEndsAt).toBeUndefined();
    expect((await storedItem(clientKey(r.body.clientAssignment)))?.gsi4pk).toBeUndefined();
    const consumer = await signUp('customer');
    expect((await consumer.post('/api/client/claim-entity', company())).status).toBe(403);
  });

  it('refuses a form without the required set or with a phone that is not a US number, changing nothing', async () => {
    const me = await signUp();
    const missing = await me.post('/api/client/claim-entity', { ...company(), contactName: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toContain(companyMessages.contactRequired);
    const badPhone = await me.post('/api/client/claim-entity', { ...company(), contactPhone: '555-01' });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.errorMessage).toContain(companyMessages.phoneInvalid);
    const long = await me.post('/api/client/claim-entity', { ...company(), name: 'x'.repeat(129) });
    expect(long.status).toBe(400);
    expect((await storedItem(userKey(me.userId)))?.clientAssignment).toBeUndefined();
  });
});

describe('finding a company to claim', () => {
  it('finds producers and dispensaries by the start of their name, any case, and names no more than name, type and licence', async () => {
    const me = await signUp('dispensary');
    const stem = `Findable ${newId().slice(-6)}`;
    const owner = await signUp();
    const id = (await owner.post('/api/client/claim-entity', company(`${stem} Farms`))).body.clientAssignment;
    const r = await me.get(`/api/client/claimable?name=${encodeURIComponent(stem.toUpperCase())}`);
    expect(r.status).toBe(200);
    expect(r.body.companies).toEqual([
      { _id: id, name: `${stem} Farms`, type: 'producer', licenseNumber: 'WA-412345' },
    ]);
    // a word inside the name is not a start
    expect((await me.get(`/api/client/claimable?name=${encodeURIComponent(stem.slice(9))}`)).body.companies).toEqual(
      [],
    );
    const byId = await me.get(`/api/client/claimable?id=${id}`);
    expect(byId.body.companies.map((c: { _id: string }) => c._id)).toEqual([id]);
    expect((await me.get(`/api/client/claimable?id=${newId()}`)).body.companies).toEqual([]);
  });

  it('refuses a one-letter search and anyone who is not a business user', async () => {
    const me = await signUp();
    const short = await me.get('/api/client/claimable?name=a');
    expect(short.status).toBe(400);
    expect(short.body.errorMessage).toContain('Type at least 2 letters.');
    const consumer = await signUp('customer');
    expect((await consumer.get('/api/client/claimable?name=de')).status).toBe(403);
    expect((await session(base).get('/api/client/claimable?name=de')).status).toBe(401);
  });
});

describe('claiming a company that already has members', () => {
  it('files a pending claim that a member approves once, and hands nothing over before', async () => {
    const owner = await signUp();
    const id = (await owner.post('/api/client/claim-entity', company('Orchard Hill'))).body.clientAssignment;
    const claimant = await signUp();
    const r = await claimant.put(`/api/client/claim-entity/${id}`, {});
    expect(r.body).toMatchObject({ error: false, status: 'pending' });
    expect(r.body.clientAssignment).toBeUndefined();
    // a second click files nothing more
    expect((await claimant.put(`/api/client/claim-entity/${id}`, {})).body.status).toBe('pending');
    expect((await claimant.get(`/api/client/${id}/entity`)).status).toBe(403);
    const claims = (await owner.get(`/api/client/${id}/claims`)).body.claims;
    expect(claims).toHaveLength(1);
    expect(claims[0]).toMatchObject({ user: claimant.userId, status: 'pending' });
    // two answers at once: one decides, the other is told it was answered
    const path = `/api/client/${id}/claims/${claimant.userId}`;
    const [a, b] = await Promise.all([owner.post(`${path}/approve`), owner.post(`${path}/reject`)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const decided = a.status === 200 ? 'approved' : 'rejected';
    expect((await storedItem(claimKey(id, claimant.userId)))?.status).toBe(decided);
    expect((await storedItem(userKey(claimant.userId)))?.clientAssignment).toBe(
      decided === 'approved' ? id : undefined,
    );
    expect((await owner.get(`/api/client/${id}/claims`)).body.claims).toEqual([]);
  });

  it('lets an admin approve; a claim never starts a second trial, and names none in its body', async () => {
    const owner = await signUp();
    const id = (await owner.post('/api/client/claim-entity', company('Ridge Line'))).body.clientAssignment;
    const trial = await storedItem(clientKey(id));
    expect(trial).toMatchObject({ premiumLevel: 'pro', proTrialStartedAt: expect.any(String) });
    const claimant = await signUp();
    expect(await claimant.put(`/api/client/claim-entity/${id}`, { proTrial: true })).toMatchObject({ status: 400 });
    expect(await storedItem(claimKey(id, claimant.userId))).toBeUndefined();
    expect((await claimant.put(`/api/client/claim-entity/${id}`, {})).body.status).toBe('pending');
    const admin = await signIn('admin');
    const r = await admin.post(`/api/client/${id}/claims/${claimant.userId}/approve`);
    expect(r).toMatchObject({ status: 200, body: { claim: { status: 'approved', decidedBy: expect.any(String) } } });
    expect((await storedItem(userKey(claimant.userId)))?.clientAssignment).toBe(id);
    // the company's one trial is the owner's: the claimant's offer stays theirs, unused
    const after = await storedItem(clientKey(id));
    expect([after?.trialEndsAt, after?.proTrialStartedAt]).toEqual([trial?.trialEndsAt, trial?.proTrialStartedAt]);
    expect((await storedItem(userKey(claimant.userId)))?.proTrialOffered).toBe(true);
    const again = await admin.post(`/api/client/${id}/claims/${claimant.userId}/approve`);
    expect(again).toMatchObject({ status: 409, body: { errorMessage: companyMessages.claimNotPending } });
  });

  it("keeps an admin's level: a member's second account approved by the member starts no trial", async () => {
    const owner = await signUp();
    const id = (await owner.post('/api/client/claim-entity', company('Reset Farms'))).body.clientAssignment;
    const admin = await signIn('admin');
    const reset = await admin.put(`/api/client/${id}/entity`, { ...full, premiumLevel: 'free' });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    const second = await signUp();
    expect((await second.put(`/api/client/claim-entity/${id}`, {})).body.status).toBe('pending');
    expect((await owner.post(`/api/client/${id}/claims/${second.userId}/approve`)).status).toBe(200);
    expect(await storedItem(clientKey(id))).toMatchObject({ premiumLevel: 'free', premiumEnabled: false });
    expect((await storedItem(clientKey(id)))?.gsi4pk).toBeUndefined();
  });

  it('starts no trial on a company an admin set free before anyone with an offer joined it', async () => {
    const id = await unclaimedCompany();
    const admin = await signIn('admin');
    // Pro for a while, then free again: an admin's choice both times
    for (const premiumLevel of ['pro', 'free'])
      expect((await admin.put(`/api/client/${id}/entity`, { ...full, premiumLevel })).status).toBe(200);
    const first = await signUp();
    expect((await first.put(`/api/client/claim-entity/${id}`, {})).body.status).toBe('assigned');
    expect(await storedItem(clientKey(id))).toMatchObject({
      premiumLevel: 'free',
      levelSetByAdminAt: expect.any(String),
    });
    expect((await storedItem(userKey(first.userId)))?.proTrialOffered).toBe(true);
  });

  it('gives a company nobody belongs to to the first of two claimants; the other waits', async () => {
    const id = await unclaimedCompany();
    const [a, b] = [await signUp(), await signUp()];
    const answers = await Promise.all([
      a.put(`/api/client/claim-entity/${id}`, {}),
      b.put(`/api/client/claim-entity/${id}`, {}),
    ]);
    expect(answers.map((r) => r.body.status).sort()).toEqual(['assigned', 'pending']);
    const winner = answers[0]!.body.status === 'assigned' ? a : b;
    expect(await storedItem(clientKey(id))).toMatchObject({ adminUser: winner.userId });
    expect((await winner.get(`/api/client/${id}/entity`)).status).toBe(200);
    expect((await winner.get(`/api/client/${id}/claims`)).body.claims).toHaveLength(1);
  });
});

describe('the company profile', () => {
  it('saves the full form for a member, makes them its adminUser, and keeps the premium level and type for admins', async () => {
    const me = await withoutOffer(await signUp());
    const id = (await me.post('/api/client/claim-entity', company())).body.clientAssignment;
    const r = await me.put(`/api/client/${id}/entity`, full);
    expect(r.status).toBe(200);
    expect(r.body.entity).toMatchObject({
      name: 'Valley Botanicals',
      phone1: '(509) 555-0100',
      city: 'Yakima',
      adminUser: me.userId,
    });
    expect(r.body.entity.address2).toBeUndefined();
    expect(await storedItem(clientKey(id))).toMatchObject({ gsi1sk: `valley botanicals#${id}` });
    for (const [body, message] of [
      [{ ...full, premiumLevel: 'pro' }, companyMessages.premiumAdminOnly],
      [{ ...full, type: 'dispensary' }, companyMessages.typeAdminOnly],
    ] as const) {
      const refused = await me.put(`/api/client/${id}/entity`, body);
      expect(refused).toMatchObject({ status: 403, body: { errorMessage: message } });
    }
    const missing = await me.put(`/api/client/${id}/entity`, { ...full, zip: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toContain(companyMessages.zipRequired);
    const admin = await signIn('admin');
    const pro = await admin.put(`/api/client/${id}/entity`, { ...full, premiumLevel: 'pro' });
    expect(pro.body.entity).toMatchObject({ premiumLevel: 'pro', premiumEnabled: true, adminUser: me.userId });
    const free = await admin.put(`/api/client/${id}/entity`, { ...full, premiumLevel: 'free' });
    expect(free.body.entity).toMatchObject({ premiumLevel: 'free', premiumEnabled: false });
  });

  it("saves a dispensary's images once confirmed uploads of its own company, and refuses them from a producer", async () => {
    const me = await signUp('dispensary');
    const id = (await me.post('/api/client/claim-entity', { ...company('Green Door'), type: 'dispensary' })).body
      .clientAssignment;
    const sent = await upload(me, id, { name: 'front.png', type: 'image/png', purpose: 'client' }, pngBytes(2048));
    expect(sent.confirm.status).toBe(200);
    const link = sent.confirm.body.upload.url as string;
    const body = { ...full, type: 'dispensary', featureImage: link, mediaGallery: [link] };
    const saved = await me.put(`/api/client/${id}/entity`, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.entity).toMatchObject({ featureImage: link, mediaGallery: [link] });
    // a link that is not a confirmed upload of this company changes nothing
    const before = await storedItem(clientKey(id));
    const forged = await me.put(`/api/client/${id}/entity`, {
      ...body,
      backgroundImage: `/media/clients/${makeId(1, 0)}/${newId()}.png`,
    });
    expect(forged.status).toBe(400);
    expect(await storedItem(clientKey(id))).toEqual(before);
    // emptied, an image is removed
    const cleared = await me.put(`/api/client/${id}/entity`, { ...body, featureImage: '' });
    expect(cleared.body.entity.featureImage).toBeUndefined();

    const producer = await signUp();
    const pid = (await producer.post('/api/client/claim-entity', company('No Pictures Farm'))).body.clientAssignment;
    const refused = await producer.put(`/api/client/${pid}/entity`, { ...full, featureImage: link });
    expect(refused).toMatchObject({ status: 403, body: { errorMessage: companyMessages.imagesNotAllowed } });
  });

  it('ends a trial when an admin sets the level', async () => {
    const me = await signUp();
    const id = (await me.post('/api/client/claim-entity', company())).body.clientAssignment;
    expect((await storedItem(clientKey(id)))?.gsi4pk).toBe('PROTRIALS');
    const admin = await signIn('admin');
    const r = await admin.put(`/api/client/${id}/entity`, { ...full, premiumLevel: 'free' });
    expect(r.body.entity.trialEndsAt).toBeUndefined();
    const stored = await storedItem(clientKey(id));
    expect([stored?.premiumLevel, stored?.gsi4pk, stored?.trialEndsAt]).toEqual(['free', undefined, undefined]);
  });

  it("never lets producer A read or change producer B's company, claims, counts or secret", async () => {
    const a = await signUp();
    const b = await signUp();
    await a.post('/api/client/claim-entity', company('A Co'));
    const idB = (await b.post('/api/client/claim-entity', company('B Co'))).body.clientAssignment;
    const before = await storedItem(clientKey(idB));
    for (const [method, path, body] of [
      ['GET', `/api/client/${idB}/entity`],
      ['PUT', `/api/client/${idB}/entity`, { ...full, name: 'Taken' }],
      ['GET', `/api/client/${idB}/claims`],
      ['GET', `/api/client/${idB}/products/count`],
      ['GET', `/api/client/${idB}/apiSecret`],
      ['POST', `/api/client/${idB}/apiSecret`],
    ] as const)
      expect(
        (method === 'GET' ? await a.get(path) : method === 'PUT' ? await a.put(path, body) : await a.post(path)).status,
        `${method} ${path}`,
      ).toBe(403);
    expect(await storedItem(clientKey(idB))).toEqual(before);
  });
});

describe('the API secret', () => {
  it('is revealed only through its own call, kept sealed, and replaced by a rotation', async () => {
    const me = await signUp();
    const id = (await me.post('/api/client/claim-entity', company())).body.clientAssignment;
    const revealed = (await me.get(`/api/client/${id}/apiSecret`)).body;
    expect(revealed.apiSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { entity } = (await me.get(`/api/client/${id}/entity`)).body;
    expect(entity.apiKey).toBe(revealed.apiKey);
    expect(JSON.stringify(entity)).not.toContain(revealed.apiSecret);
    const stored = await storedItem(apiSecretKey(id));
    expect(stored).toMatchObject({ entity: 'apiSecret', apiKey: revealed.apiKey });
    expect(JSON.stringify(stored)).not.toContain(revealed.apiSecret);
    expect(JSON.stringify(await storedItem(clientKey(id)))).not.toContain(revealed.apiSecret);
    const rotated = (await me.post(`/api/client/${id}/apiSecret`)).body;
    expect(rotated.apiSecret).not.toBe(revealed.apiSecret);
    expect(rotated.apiKey).not.toBe(revealed.apiKey);
    expect((await me.get(`/api/client/${id}/apiSecret`)).body).toMatchObject(rotated);
    expect((await me.get(`/api/client/${id}/entity`)).body.entity.apiKey).toBe(rotated.apiKey);
  });

  it("does not open on another company: the sealed key is bound to its company's id", async () => {
    const a = await signUp();
    const b = await signUp();
    const idA = (await a.post('/api/client/claim-entity', company('A'))).body.clientAssignment;
    const idB = (await b.post('/api/client/claim-entity', company('B'))).body.clientAssignment;
    const sealedA = await storedItem(apiSecretKey(idA));
    await putStoredItem({ ...sealedA!, pk: clientPartition(idB), sk: sealedA!.sk, clientId: idB });
    const r = await b.get(`/api/client/${idB}/apiSecret`);
    expect(r.status).toBe(500);
    expect(JSON.stringify(r.body)).not.toContain('ciphertext');
  });
});

describe('the counts', () => {
  /** A brand item written straight to the table, with these fields. */
  const putBrand = async (fields: Record<string, unknown>) => {
    const brandId = newId();
    await putStoredItem({ ...brandKey(brandId), entity: 'brand', _id: brandId, ...fields });
  };

  it('follow brands, products and test results as a stream worker records them', async () => {
    const me = await signUp();
    const id = (await me.post('/api/client/claim-entity', company())).body.clientAssignment;
    for (const kind of ['products', 'brands', 'testResults'])
      expect((await me.get(`/api/client/${id}/${kind}/count`)).body).toEqual({ error: false, count: 0 });
    const at = new Date().toISOString();
    await putBrand({ name: 'Counted', producer: id, createdAt: at, updatedAt: at });
    const productId = newId();
    const product = {
      pk: productPartition(productId),
      sk: '#META',
      entity: 'product',
      _id: productId,
      producer: id,
      active: true,
    };
    await putStoredItem(product);
    await expect.poll(() => countAt(me, `/api/client/${id}/brands/count`), { interval: 200 }).toBe(1);
    await expect.poll(() => countAt(me, `/api/client/${id}/products/count`), { interval: 200 }).toBe(1);
    // soft-deleting the product takes it away
    await putStoredItem({ ...product, active: false });
    await expect.poll(() => countAt(me, `/api/client/${id}/products/count`), { interval: 200 }).toBe(0);
    expect((await me.get(`/api/client/${id}/brands/count`)).body.count).toBe(1);
  });

  it('read a zero counter against the items themselves, so a company is never told it has none while the worker trails', async () => {
    const me = await signUp();
    const id = (await me.post('/api/client/claim-entity', company())).body.clientAssignment;
    expect((await me.get(`/api/client/${id}/brands/count`)).body.count).toBe(0);
    // listed under this company but owned by nobody: no stream record ever counts it here
    await putBrand({ name: 'Listed', gsi1pk: clientBrandsPartition(id), gsi1sk: 'Listed' });
    expect((await me.get(`/api/client/${id}/brands/count`)).body).toEqual({ error: false, count: 1 });
    expect((await me.get(`/api/client/${id}/products/count`)).body.count).toBe(0);
  });

  it('are counted for the seeded companies', async () => {
    const producer = await signIn('producer');
    const r = await producer.get(`/api/client/${makeId(1, 0)}/brands/count`);
    expect(r.body.count).toBeGreaterThan(0);
  });
});
