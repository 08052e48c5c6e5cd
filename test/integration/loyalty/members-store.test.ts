import { beforeAll, describe, expect, it } from 'vitest';
import type { Consent, LoyaltyMember } from '#shared/schemas/loyalty-member';
import { activeMembers, consentHistory, createMember, getMember, setConsent } from '#lib/loyalty/store/members';
import { memberPartition } from '#lib/loyalty/keys';
import { newId } from '#lib/base/ids';
import { useLocalTable } from '#test/support/table';

// The members' data layer on DynamoDB Local: enrolment with its first consent, consent changes with
// their append-only history in the same transaction, and the send fan-out's paged reader.

beforeAll(() => {
  useLocalTable();
});

let n = 0;
const phone = () => `+1206555${String(1000 + (n++ % 9000)).padStart(4, '0')}`;

const consent = (status: Consent['status'], at: string, source: Consent['source'] = 'kiosk'): Consent => ({
  status,
  at,
  source,
  wording: status === 'granted' ? 'Yes, text me deals. Reply STOP to opt out.' : 'STOP',
  address: source === 'keyword' ? 'sms' : '203.0.113.7',
});

const member = (clientId: string, over: Partial<LoyaltyMember> = {}): LoyaltyMember => {
  const at = over.joinedAt ?? new Date().toISOString();
  return {
    phone: phone(),
    clientId,
    zip: '98101',
    timeZone: 'America/Los_Angeles',
    loyaltyStatus: 'active',
    categoryPreferences: [],
    consent: consent('granted', at),
    joinedAt: at,
    updatedAt: at,
    ...over,
  };
};

describe('createMember', () => {
  it('enrols a phone once per client, with its consent as the first history entry', async () => {
    const clientId = newId();
    const m = member(clientId, { loyaltyStatus: 'pending' });
    expect(await createMember(m)).toBe(true);
    expect(await getMember(clientId, m.phone, true)).toEqual(m);
    expect((await consentHistory(clientId, m.phone)).consents).toEqual([
      expect.objectContaining({ ...m.consent, clientId, phone: m.phone }),
    ]);
    // the same phone again: refused, and neither the member nor its history changes
    expect(await createMember({ ...m, zip: '99201' })).toBe(false);
    expect(await getMember(clientId, m.phone, true)).toEqual(m);
    expect((await consentHistory(clientId, m.phone)).consents).toHaveLength(1);
    // another client's programme is another membership, and this one's reads never see it
    const other = newId();
    expect(await getMember(other, m.phone, true)).toBeUndefined();
    expect(await createMember({ ...m, clientId: other })).toBe(true);
    expect((await consentHistory(other, m.phone)).consents).toHaveLength(1);
    expect((await consentHistory(clientId, m.phone)).consents).toHaveLength(1);
  });
});

describe('setConsent', () => {
  it('opts out on a revocation and back in on a grant, appending each change to the history', async () => {
    const clientId = newId();
    const m = member(clientId, { joinedAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z' });
    await createMember(m);
    const stop = consent('revoked', '2026-11-02T10:00:00.000Z', 'keyword');
    const out = await setConsent(clientId, m.phone, stop);
    expect(out).toMatchObject({ loyaltyStatus: 'optedOut', consent: stop });
    expect(await getMember(clientId, m.phone, true)).toEqual(out);
    const start = { ...consent('granted', '2026-11-03T10:00:00.000Z', 'keyword'), wording: 'START' };
    expect(await setConsent(clientId, m.phone, start)).toMatchObject({ loyaltyStatus: 'active', consent: start });
    const history = await consentHistory(clientId, m.phone);
    expect(history.consents.map((c) => [c.status, c.at, c.wording])).toEqual([
      ['granted', start.at, 'START'],
      ['revoked', stop.at, 'STOP'],
      ['granted', m.consent.at, m.consent.wording],
    ]);
    // one page at a time, newest first, ending with no cursor
    const first = await consentHistory(clientId, m.phone, 2);
    expect(first.consents).toHaveLength(2);
    const rest = await consentHistory(clientId, m.phone, 2, first.nextCursor ?? undefined);
    expect(rest.consents.map((c) => c.at)).toEqual([m.consent.at]);
  });

  it('keeps a member who has not confirmed their phone pending when consent is given again', async () => {
    const clientId = newId();
    const m = member(clientId, { loyaltyStatus: 'pending' });
    await createMember(m);
    const again = consent('granted', new Date().toISOString(), 'web');
    expect(await setConsent(clientId, m.phone, again)).toMatchObject({ loyaltyStatus: 'pending' });
  });

  it('asks an opted-out member signing up again at a kiosk or online to confirm the phone first', async () => {
    const clientId = newId();
    const m = member(clientId);
    await createMember(m);
    await setConsent(clientId, m.phone, consent('revoked', '2026-11-02T10:00:00.000Z', 'keyword'));
    const kiosk = consent('granted', '2026-11-03T10:00:00.000Z', 'kiosk');
    expect(await setConsent(clientId, m.phone, kiosk)).toMatchObject({ loyaltyStatus: 'pending', consent: kiosk });
  });

  it('writes nothing for a phone that is not a member of the client', async () => {
    const clientId = newId();
    const p = phone();
    expect(await setConsent(clientId, p, consent('revoked', new Date().toISOString(), 'keyword'))).toBeUndefined();
    expect((await consentHistory(clientId, p)).consents).toEqual([]);
  });

  it('lands every one of concurrent changes in the history, the member holding one of them', async () => {
    const clientId = newId();
    const m = member(clientId);
    await createMember(m);
    const changes = [1, 2, 3].map((i) =>
      consent(i % 2 ? 'revoked' : 'granted', `2026-11-0${i + 1}T10:00:00.000Z`, 'keyword'),
    );
    await Promise.all(changes.map((c) => setConsent(clientId, m.phone, c)));
    const history = await consentHistory(clientId, m.phone);
    expect(history.consents).toHaveLength(4);
    const stored = await getMember(clientId, m.phone, true);
    expect(changes).toContainEqual(stored?.consent);
    expect(stored?.loyaltyStatus).toBe(stored?.consent.status === 'revoked' ? 'optedOut' : 'active');
  });

  it('keeps the history in the member’s own partition, apart from the client’s items', () => {
    expect(memberPartition('c', '+12065550100')).toBe('CLIENT#c#MEMBER#+12065550100');
  });
});

describe('activeMembers', () => {
  it('pages through the client’s active members only, in the order they joined', async () => {
    const clientId = newId();
    const statuses = ['active', 'pending', 'active', 'optedOut', 'active', 'active'] as const;
    const made: LoyaltyMember[] = [];
    for (const [i, loyaltyStatus] of statuses.entries()) {
      const at = `2026-10-0${i + 1}T12:00:00.000Z`;
      const m = member(clientId, { loyaltyStatus, joinedAt: at, updatedAt: at });
      await createMember(m);
      made.push(m);
    }
    // another client's active member never shows
    await createMember(member(newId()));
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await activeMembers(clientId, cursor, 2);
      seen.push(...page.members.map((m) => m.phone));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(seen).toEqual(made.filter((m) => m.loyaltyStatus === 'active').map((m) => m.phone));
    expect(pages).toBeGreaterThan(1);
  });

  it('refuses a cursor aimed at another client’s members', async () => {
    const mine = newId();
    const theirs = newId();
    await createMember(member(theirs));
    await createMember(member(theirs));
    const page = await activeMembers(theirs, undefined, 1);
    expect(page.nextCursor).toBeTruthy();
    await expect(activeMembers(mine, page.nextCursor ?? undefined)).rejects.toMatchObject({ statusCode: 400 });
  });
});
