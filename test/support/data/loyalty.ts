import { createMember, setCodeValidUntil, setConsent } from '#lib/loyalty/store/members';
import { setMessageFields } from '#lib/loyalty/store/messages';
import { createOffer } from '#lib/loyalty/store/offers';
import { awardSource } from '#lib/loyalty/ledger';
import { balanceOf } from '#lib/loyalty/store/points';
import { newId } from '#lib/base/ids';
import type { Consent, LoyaltyMember } from '#shared/schemas/loyalty-member';
import type { PointsOffer } from '#shared/schemas/points-offer';
import { useLocalTable } from '#test/support/table';

// Test data through the loyalty domain's own store, on the runtime's table.

/** A member of the company's programme, with the consent record its store writes beside it. */
export async function addMember(m: LoyaltyMember): Promise<void> {
  useLocalTable();
  if (!(await createMember(m))) throw new Error(`${m.phone} is a member of ${m.clientId} already`);
}

/** A points offer as its store creates one (an active offer that texts gets its message too). */
export async function addOffer(o: PointsOffer): Promise<PointsOffer> {
  useLocalTable();
  return createOffer(o);
}

/** The phone's activation code ran out a moment ago. */
export async function expireActivationCode(clientId: string, phone: string): Promise<void> {
  useLocalTable();
  await setCodeValidUntil(clientId, phone, Date.now() - 1);
}

/** Sets these fields of a loyalty message alone (its fan-out over, its counters at a given point). */
export async function setMessage(clientId: string, messageId: string, fields: Record<string, unknown>): Promise<void> {
  useLocalTable();
  await setMessageFields(clientId, messageId, fields);
}

/** Records a consent change as the store records one (the member's status follows it, and the history gains an entry). */
export async function changeConsent(clientId: string, phone: string, consent: Consent): Promise<LoyaltyMember> {
  useLocalTable();
  const after = await setConsent(clientId, phone, consent);
  if (!after) throw new Error(`${phone} is not a member of ${clientId}`);
  return after;
}

/**
 * Gives an active member `points` the way the ledger does: a purchase awarded by an offer that
 * runs for that one millisecond alone, so no other award of the company's ever meets it.
 */
export async function givePoints(clientId: string, phone: string, points: number): Promise<void> {
  useLocalTable();
  const now = Date.now();
  const at = new Date(now).toISOString();
  const offer = await createOffer({
    _id: newId(),
    client: clientId,
    basePoints: points,
    calculationMethod: 'basePoints',
    startDate: new Date(now - 86_400_000).toISOString().slice(0, 10),
    endDate: new Date(now + 86_400_000).toISOString().slice(0, 10),
    timeZone: 'UTC',
    startsAt: at,
    endsAt: new Date(now + 1).toISOString(),
    productSpecific: [],
    pointOfferType: 'general',
    sendMessage: false,
    status: 'active',
    multiple: true,
    awardedPoints: 0,
    createdBy: newId(),
    createdAt: at,
    updatedAt: at,
  });
  const purchase = { id: newId(), clientId, phone, at, productIds: [newId()] };
  const [awarded] = (await awardSource({ kind: 'purchase', purchase })).filter(
    (r) => typeof r !== 'string' && r.offerId === offer._id,
  );
  if (!awarded) throw new Error(`${phone} was not given ${points} points`);
}

/**
 * Awards a check-in now under the company's running check-in offers, as the ledger's stream would:
 * a member who earned today under a once-a-day offer earns nothing more at the kiosk today.
 */
export async function awardCheckInNow(clientId: string, phone: string): Promise<void> {
  useLocalTable();
  await awardSource({ kind: 'checkIn', checkIn: { id: newId(), clientId, phone, at: new Date().toISOString() } });
}

/** A member's running points balance, as the table holds it. */
export async function balanceNow(clientId: string, phone: string): Promise<number> {
  useLocalTable();
  return balanceOf(clientId, phone, true);
}

/** Adds an active member who consented at a kiosk just now (`phone` E.164), with any fields changed. */
export async function addActiveMember(clientId: string, phone: string, over: Partial<LoyaltyMember> = {}) {
  const at = new Date().toISOString();
  await addMember({
    phone,
    clientId,
    zip: '98101',
    timeZone: 'America/Los_Angeles',
    loyaltyStatus: 'active',
    categoryPreferences: [],
    consent: { status: 'granted', at, source: 'kiosk', wording: 'Yes, text me.', address: '203.0.113.7' },
    joinedAt: at,
    updatedAt: at,
    ...over,
  });
}
