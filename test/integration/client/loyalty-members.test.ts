import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as messages from '#shared/messages/client/loyalty-members';
import { freshCompany, memberOf } from '#test/support/producers';
import { uniqueIp } from '#test/support/session';
import { storedItem, storedItems } from '#test/support/table';
import { activationCodeKey, checkInKey, memberKey, memberPartition } from '#lib/loyalty/keys';
import { setClient } from '#test/support/data/clients';
import { expireActivationCode } from '#test/support/data/loyalty';
import { CONSENT_PREFIX } from '#lib/loyalty/keys';

// The kiosk's check-in calls on the local runtime: signup with its consent, activation codes
// (hashed, ten minutes, five guesses), check-ins, the limits against SMS pumping, and companies kept
// apart. Codes are read where they arrive: the Twilio stand-in's texts.

const base = inject('baseUrl');
const standIn = `http://127.0.0.1:${Number(new URL(base).port) + 7}`;
type Member = Awaited<ReturnType<typeof memberOf>>;

/** A 10-digit Seattle number no other test uses (exchanges 320–399 are ordinary ones). */
const freshPhone = () =>
  `206${320 + Math.floor(Math.random() * 80)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

const enableLoyalty = (clientId: string) => setClient(clientId, { loyaltyEnabled: true });

const memberItem = (clientId: string, phone: string) => storedItem(memberKey(clientId, `+1${phone}`));
const codeItem = (clientId: string, phone: string) => storedItem(activationCodeKey(clientId, `+1${phone}`));

/** The code in the newest text to the phone, as it reached the Twilio stand-in. */
async function textedCode(phone: string): Promise<string> {
  const r = await fetch(`${standIn}/__standin/messages`);
  const { messages: sent } = (await r.json()) as { messages: { to: string; from: string; body: string }[] };
  const text = sent.filter((m) => m.to === `+1${phone}`).at(-1)?.body;
  const code = text?.match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

/** Loyalty on, with messaging settings the stand-in takes (as the admin page sets them). */
async function enableTexting(clientId: string) {
  const r = await admin.put(`/api/admin/entity/${clientId}/messaging`, {
    loyaltyEnabled: true,
    phoneNumber: '+12065550177',
    accountId: `AC${randomBytes(16).toString('hex')}`,
    authToken: randomBytes(16).toString('hex'),
  });
  if (r.status !== 200) throw new Error(`messaging settings: ${JSON.stringify(r.body)}`);
}

/** `n` requests, a few in flight at a time. */
async function inBatches<T>(n: number, request: () => Promise<T>, width = 6): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < n; i += width)
    out.push(...(await Promise.all(Array.from({ length: Math.min(width, n - i) }, request))));
  return out;
}

let company: { id: string };
let staff: Member;
let other: { id: string };
let otherStaff: Member;
let admin: Member;
const path = (clientId: string, rest: string) => `/api/client/${clientId}/user/${rest}`;

beforeAll(async () => {
  company = await freshCompany({ type: 'dispensary', name: 'Loyal Leaf' });
  other = await freshCompany({ type: 'dispensary', name: 'Other Leaf' });
  admin = await memberOf(base, { adminUser: true });
  await Promise.all([enableTexting(company.id), enableTexting(other.id)]);
  staff = await memberOf(base, { dispensaryUser: true, clientAssignment: company.id });
  otherStaff = await memberOf(base, { dispensaryUser: true, clientAssignment: other.id });
  await staff.put(`/api/client/${company.id}/loyalty/signupCategories`, {
    categories: [
      { title: 'Flower', text: 'New strains' },
      { title: 'Events', text: 'Tastings' },
    ],
  });
});

/** Signs a new phone up and answers it with its first code. */
async function signUp(as = staff, clientId = company.id) {
  const phone = freshPhone();
  const r = await as.post(path(clientId, `addToLoyalty/phone/${phone}/98101/30`), { device: 'front-counter' });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { phone, code: await textedCode(phone) };
}

describe('signup', () => {
  it('refuses a company without loyalty, and a phone that is not 10 US digits', async () => {
    const off = await freshCompany({ type: 'dispensary', name: 'No Loyalty' });
    const offStaff = await memberOf(base, { dispensaryUser: true, clientAssignment: off.id });
    expect(await offStaff.get(path(off.id, `isInLoyalty/phone/${freshPhone()}`))).toMatchObject({
      status: 403,
      body: { errorMessage: messages.loyaltyOff },
    });
    for (const bad of ['206555010', '12065550100', '(206)5550100', '0065550100'])
      expect(await staff.get(path(company.id, `isInLoyalty/phone/${encodeURIComponent(bad)}`))).toMatchObject({
        status: 400,
        body: { errorMessage: messages.invalidPhone },
      });
  });

  it('refuses (409) a store whose messaging settings are incomplete: no code could reach anyone', async () => {
    const silent = await freshCompany({ type: 'dispensary', name: 'Silent Leaf' });
    await enableLoyalty(silent.id);
    const silentStaff = await memberOf(base, { dispensaryUser: true, clientAssignment: silent.id });
    const phone = freshPhone();
    expect(await silentStaff.post(path(silent.id, `addToLoyalty/phone/${phone}/98101/30`))).toMatchObject({
      status: 409,
      body: { errorMessage: messages.noTexting },
    });
    expect(await memberItem(silent.id, phone)).toBeUndefined();
    expect(await codeItem(silent.id, phone)).toBeUndefined();
  });

  it("answers the spec's own sentences for a bad ZIP or age, and writes nothing", async () => {
    const phone = freshPhone();
    for (const zip of ['9810', '98101-12', 'abcde', '00001'])
      expect(await staff.post(path(company.id, `addToLoyalty/phone/${phone}/${zip}/30`))).toMatchObject({
        status: 400,
        body: { error: true, errorMessage: 'A Valid ZIP Code is Required. ' },
      });
    for (const age of ['20', 'x', '0'])
      expect(await staff.post(path(company.id, `addToLoyalty/phone/${phone}/98101-1234/${age}`))).toMatchObject({
        status: 400,
        body: { error: true, errorMessage: 'You Be Over 21. ' },
      });
    for (const age of ['121', '999'])
      expect(await staff.post(path(company.id, `addToLoyalty/phone/${phone}/98101/${age}`))).toMatchObject({
        status: 400,
        body: { error: true, errorMessage: messages.ageNotPlausible },
      });
    expect(await memberItem(company.id, phone)).toBeUndefined();
    expect(await codeItem(company.id, phone)).toBeUndefined();
    const oldest = await staff.post(path(company.id, `addToLoyalty/phone/${phone}/98101/120`));
    expect(oldest.status, JSON.stringify(oldest.body)).toBe(200);
  });

  it('refuses premium-rate, toll-free and personal numbers wherever a phone is taken, and texts none of them', async () => {
    for (const phone of ['9005550142', '8005550142', '8885550142', '5005550142']) {
      expect(await staff.post(path(company.id, `addToLoyalty/phone/${phone}/98101/30`))).toMatchObject({
        status: 400,
        body: { errorMessage: messages.phoneNotTextable },
      });
      expect(await staff.get(path(company.id, `isInLoyalty/phone/${phone}`))).toMatchObject({
        status: 400,
        body: { errorMessage: messages.phoneNotTextable },
      });
      expect(await memberItem(company.id, phone)).toBeUndefined();
      expect(await codeItem(company.id, phone)).toBeUndefined();
    }
  });

  it('records a pending member with the consent shown, when, from where, and texts a hashed code', async () => {
    const phone = freshPhone();
    const before = await staff.get(path(company.id, `isInLoyalty/phone/${phone}`));
    expect(before.body).toEqual({ error: false, consentWording: messages.signupConsent('Loyal Leaf') });
    const asked = Date.now();
    const r = await staff.post(
      path(company.id, `addToLoyalty/phone/${phone}/99201/21`),
      { device: 'kiosk-2' },
      {
        'x-forwarded-for': '198.51.100.23',
      },
    );
    const answered = Date.now();
    expect(r.body).toEqual({
      error: false,
      user: { phone: `+1${phone}`, loyaltyStatus: 'pending', categoryPreferences: [] },
      userMessage: 'Your new activation code has been sent',
    });
    const m = await memberItem(company.id, phone);
    expect(m).toMatchObject({
      entity: 'loyaltyMember',
      zip: '99201',
      timeZone: 'America/Los_Angeles',
      loyaltyStatus: 'pending',
      consent: {
        status: 'granted',
        source: 'kiosk',
        wording: messages.signupConsent('Loyal Leaf'),
        address: '198.51.100.23 (device kiosk-2)',
      },
    });
    const history = await storedItems(memberPartition(company.id, `+1${phone}`), CONSENT_PREFIX);
    expect(history).toEqual([expect.objectContaining({ entity: 'loyaltyConsent', ...m?.consent })]);
    const code = await textedCode(phone);
    // a transactional text from the company's number: the code and how to stop, no marketing warning
    const sent = (await (await fetch(`${standIn}/__standin/messages`)).json()) as {
      messages: { to: string; from: string; body: string }[];
    };
    expect(sent.messages.filter((t) => t.to === `+1${phone}`)).toEqual([
      expect.objectContaining({ from: '+12065550177', body: messages.codeText('Loyal Leaf', code) }),
    ]);
    const stored = await codeItem(company.id, phone);
    expect(stored).toMatchObject({ attempts: 0 });
    expect(JSON.stringify(stored)).not.toContain(code);
    // good for ten minutes from when it was made, which is between the request and its answer
    expect(stored?.validUntil).toBeGreaterThanOrEqual(asked + 10 * 60_000);
    expect(stored?.validUntil).toBeLessThanOrEqual(answered + 10 * 60_000);
    expect((await staff.get(path(company.id, `isInLoyalty/phone/${phone}`))).body).toMatchObject({
      loyaltyStatus: 'pending',
    });
  });
});

describe('confirming and checking in', () => {
  it('checks in only once the right code confirmed the phone, with the categories chosen', async () => {
    const { phone, code } = await signUp();
    expect(await staff.post(path(company.id, `checkin/phone/${phone}`))).toMatchObject({
      status: 409,
      body: { errorMessage: messages.notConfirmed },
    });
    expect(
      await staff.put(path(company.id, `confirm/phone/${phone}/${code}`), { categories: ['Flower', 'Gardening'] }),
    ).toMatchObject({ status: 400, body: { errorMessage: messages.unknownCategory } });
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await staff.put(path(company.id, `confirm/phone/${phone}/${wrong}`), { categories: [] })).toMatchObject({
      status: 400,
      body: { errorMessage: messages.wrongCode },
    });
    const ok = await staff.put(path(company.id, `confirm/phone/${phone}/${code}`), { categories: ['Events'] });
    expect(ok.body).toEqual({
      error: false,
      user: { phone: `+1${phone}`, loyaltyStatus: 'active', categoryPreferences: ['Events'] },
    });
    expect(await codeItem(company.id, phone)).toBeUndefined();
    // the code is used up
    expect(await staff.put(path(company.id, `confirm/phone/${phone}/${code}`), { categories: [] })).toMatchObject({
      status: 409,
      body: { errorMessage: messages.alreadyConfirmed },
    });
    const checkIn = await staff.post(path(company.id, `checkin/phone/${phone}`));
    expect(checkIn.status).toBe(200);
    // the member's own balance and nothing else of theirs
    expect(Object.keys(checkIn.body).sort()).toEqual(['balance', 'checkIn', 'error']);
    expect(checkIn.body.balance).toBe(0);
    const saved = await storedItem(checkInKey({ ...checkIn.body.checkIn, clientId: company.id, phone: `+1${phone}` }));
    expect(saved).toMatchObject({ entity: 'loyaltyCheckIn', clientId: company.id, phone: `+1${phone}` });
    expect((await staff.get(path(company.id, `isInLoyalty/phone/${phone}`))).body).toMatchObject({
      loyaltyStatus: 'active',
    });
    expect(await staff.post(path(company.id, `addToLoyalty/phone/${phone}/98101/30`))).toMatchObject({
      status: 409,
      body: { errorMessage: messages.alreadyMember },
    });
  });

  it('gives a code five guesses, then refuses even the right one until a new code is sent', async () => {
    const { phone, code } = await signUp();
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6].map((i) =>
        staff.put(path(company.id, `confirm/phone/${phone}/${wrong(i)}`), { categories: [] }),
      ),
    );
    // however they arrive, five are checked and the rest refused unchecked
    expect(guesses.filter((g) => g.status === 400)).toHaveLength(5);
    expect(guesses.filter((g) => g.status === 429)).toHaveLength(2);
    expect(await codeItem(company.id, phone)).toMatchObject({ attempts: 5 });
    expect(await staff.put(path(company.id, `confirm/phone/${phone}/${code}`), { categories: [] })).toMatchObject({
      status: 429,
      body: { errorMessage: messages.codeExhausted },
    });
    expect(await staff.put(path(company.id, `newCode/phone/${phone}`))).toMatchObject({
      status: 200,
      body: { error: false, userMessage: 'Your new activation code has been sent' },
    });
    const next = await textedCode(phone);
    if (next !== code)
      expect(await staff.put(path(company.id, `confirm/phone/${phone}/${code}`), { categories: [] })).toMatchObject({
        status: 400,
      });
    expect(
      (await staff.put(path(company.id, `confirm/phone/${phone}/${next}`), { categories: ['Flower'] })).status,
    ).toBe(200);
  });

  it('refuses a code after its ten minutes', async () => {
    const { phone, code } = await signUp();
    await expireActivationCode(company.id, `+1${phone}`);
    expect(await staff.put(path(company.id, `confirm/phone/${phone}/${code}`), { categories: [] })).toMatchObject({
      status: 400,
      body: { errorMessage: messages.codeExpired },
    });
    expect((await memberItem(company.id, phone))?.loyaltyStatus).toBe('pending');
  });
});

describe('limits against SMS pumping', () => {
  it('texts one phone three codes in ten minutes, then answers 429', async () => {
    const { phone } = await signUp();
    expect((await staff.put(path(company.id, `newCode/phone/${phone}`))).status).toBe(200);
    expect((await staff.put(path(company.id, `newCode/phone/${phone}`))).status).toBe(200);
    const code = await textedCode(phone);
    expect(await staff.put(path(company.id, `newCode/phone/${phone}`))).toMatchObject({
      status: 429,
      body: { error: true, errorMessage: messages.tooManyForPhone },
    });
    // the refused request sent nothing: the last code is still the one that works
    expect(await textedCode(phone)).toBe(code);
  });

  it('sends 60 codes an hour from one address, then refuses and writes no member', async () => {
    const address = uniqueIp();
    const statuses = await inBatches(61, () =>
      staff.post(path(company.id, `addToLoyalty/phone/${freshPhone()}/98101/30`), undefined, {
        'x-forwarded-for': address,
      }),
    );
    // the counter is one conditional ADD per code: whichever arrives 61st is the one refused
    expect(statuses.filter((s) => s.status === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s.status === 429)).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ errorMessage: messages.tooManyFromAddress }) }),
    ]);
    const phone = freshPhone();
    const again = await staff.post(path(company.id, `addToLoyalty/phone/${phone}/98101/30`), undefined, {
      'x-forwarded-for': address,
    });
    expect(again.status).toBe(429);
    expect(await memberItem(company.id, phone)).toBeUndefined();
  });

  it('sends 120 codes an hour for one store, from any number of addresses', async () => {
    const store = await freshCompany({ type: 'dispensary', name: 'Busy Store' });
    await enableTexting(store.id);
    const busy = await memberOf(base, { dispensaryUser: true, clientAssignment: store.id });
    const send = () =>
      busy.post(path(store.id, `addToLoyalty/phone/${freshPhone()}/98101/30`), undefined, {
        'x-forwarded-for': uniqueIp(),
      });
    const statuses = await inBatches(120, send);
    expect(statuses.every((s) => s.status === 200)).toBe(true);
    expect(await send()).toMatchObject({ status: 429, body: { errorMessage: messages.tooManyForClient } });
  });
});

describe('companies apart', () => {
  it("never lets one company's staff read or act on another's members", async () => {
    const { phone, code } = await signUp();
    const attempts = [
      otherStaff.get(path(company.id, `isInLoyalty/phone/${phone}`)),
      otherStaff.put(path(company.id, `newCode/phone/${phone}`)),
      otherStaff.put(path(company.id, `confirm/phone/${phone}/${code}`), { categories: [] }),
      otherStaff.post(path(company.id, `checkin/phone/${phone}`)),
      otherStaff.post(path(company.id, `addToLoyalty/phone/${phone}/98101/30`)),
      otherStaff.get(`/api/client/${company.id}/loyalty/signupCategories`),
    ];
    for (const r of await Promise.all(attempts)) expect(r.status).toBe(403);
    // the same phone under the other company's own path is not its member
    expect((await otherStaff.get(path(other.id, `isInLoyalty/phone/${phone}`))).body.loyaltyStatus).toBeUndefined();
    expect((await otherStaff.put(path(other.id, `newCode/phone/${phone}`))).status).toBe(404);
    expect((await otherStaff.put(path(other.id, `confirm/phone/${phone}/${code}`), { categories: [] })).status).toBe(
      404,
    );
    expect((await memberItem(company.id, phone))?.loyaltyStatus).toBe('pending');
  });
});
