import type { OfferStatus } from '#shared/points-offers';
import type { LoyaltyMessage } from '#shared/schemas/loyalty-message';
import { clientPartition } from '#lib/clients/keys';

// Where the loyalty items live: members, messages and offers in the company's partition, each
// listed on gsi1; what happens to one member in a partition of its own (consents, check-ins, points,
// codes, keywords, daily text counts); apart, each message's sends, each text's delivery item, and
// the sparse indexes the schedules sweep (due messages, deferred sends, offers due to start or end).

/** A member of one company's programme, by phone (E.164). */
export const memberKey = (clientId: string, phone: string) => ({
  pk: clientPartition(clientId),
  sk: `MEMBER#${phone}`,
});

/** gsi1: a company's members, in the order they joined. */
export const membersIndexPartition = (clientId: string) => `${clientPartition(clientId)}#MEMBER`;

/** The partition of one member's own records: consents, check-ins, points, texts, keywords. */
export const memberPartition = (clientId: string, phone: string) => `${membersIndexPartition(clientId)}#${phone}`;

/** A check-in, in the member's partition by its time (the points ledger's stream worker awards it). */
export const checkInKey = (c: { clientId: string; phone: string; at: string; id: string }) => ({
  pk: memberPartition(c.clientId, c.phone),
  sk: `CHECKIN#${c.at}#${c.id}`,
});

/** The member's current activation code (a new one replaces it). */
export const activationCodeKey = (clientId: string, phone: string) => ({
  pk: memberPartition(clientId, phone),
  sk: 'CODE',
});

/** What the member earned under an offer on a day, for an offer that pays once a day. */
export const earnedKey = (clientId: string, phone: string, offerId: string, day: string) => ({
  pk: memberPartition(clientId, phone),
  sk: `EARNED#${offerId}#${day}`,
});

/** A loyalty message. */
export const messageKey = (clientId: string, id: string) => ({ pk: clientPartition(clientId), sk: `MESSAGE#${id}` });

/** gsi1: a company's messages, newest first. */
export const clientMessagesPartition = (clientId: string) => `${clientPartition(clientId)}#MESSAGE`;

/** A member's send of a message (sends.ts): one per message and member, ever. */
export const sendKey = (messageId: string, phone: string) => ({ pk: `MESSAGE#${messageId}`, sk: `SEND#${phone}` });

/** Where messages wait for their send time until their fan-out starts: sparse gsi3. */
export const DUE_MESSAGES = 'LOYALTY#dueMessages';

/** The due index's keys of a message not yet started. */
export const dueMessageIndex = (m: Pick<LoyaltyMessage, '_id' | 'client' | 'sendDateTime'>) => ({
  gsi3pk: DUE_MESSAGES,
  gsi3sk: `${m.sendDateTime}#${m.client}#${m._id}`,
});

/** A points offer. */
export const offerKey = (client: string, id: string) => ({ pk: clientPartition(client), sk: `OFFER#${id}` });

/** gsi1: a company's offers in one status, newest change first. */
export const clientOffersPartition = (client: string, status: OfferStatus) =>
  `${clientPartition(client)}#OFFERS#${status}`;

/** gsi2: a company's offers by their end, whatever their status. */
export const clientOfferRunsPartition = (client: string) => `${clientPartition(client)}#OFFERRUNS`;

/** gsi3 (sparse): the offers the sweep starts (inactive, by start) and ends (active, by end). */
export const offersDuePartition = (status: 'inactive' | 'active') => `OFFERS#${status}`;

/** A text the member sent the company's number, by the provider's id of it (keywords.ts). */
export const inboundKey = (clientId: string, phone: string, sid: string) => ({
  pk: memberPartition(clientId, phone),
  sk: `INBOUND#${sid}`,
});

/** How many marketing texts the member had on a day of their own clock (YYYY-MM-DD). */
export const textDayKey = (clientId: string, phone: string, day: string) => ({
  pk: memberPartition(clientId, phone),
  sk: `TEXTS#${day}`,
});

/**
 * The text's delivery item, by the provider's SID alone: a status callback names nothing else, and
 * may come before the send has written its SID on the member's record (delivery.ts).
 */
export const deliveryKey = (clientId: string, sid: string) => ({ pk: `SID#${clientId}#${sid}`, sk: 'DELIVERY' });

/** Where quiet hours' deferred sends wait for their time: sparse gsi3, swept by sweep-loyalty-sends. */
export const DEFERRED_SENDS = 'LOYALTY#deferredSends';

/** A deferred send's place in that index, by the time it may go. */
export const deferredSendIndex = (s: { clientId: string; messageId: string; phone: string }, sendAfter: string) => ({
  gsi3pk: DEFERRED_SENDS,
  gsi3sk: `${sendAfter}#${s.clientId}#${s.messageId}#${s.phone}`,
});

/** The last gsi3 sort key due by `at`: a due message's and a deferred send's both start with their time. */
export const dueBy = (at: Date) => `${at.toISOString()}#~`;

/** The start of the sort keys of a member's consent history, in the member's partition. */
export const CONSENT_PREFIX = 'CONSENT#';

/** The start of the sort keys of a member's points entries, in the member's partition. */
export const POINTS_PREFIX = 'POINTS#';

/** A reward a company's members can spend points on. */
export const rewardKey = (clientId: string, id: string) => ({ pk: clientPartition(clientId), sk: `REWARD#${id}` });

/** gsi1: a company's rewards, newest first (by when each was defined, so an edit does not move it). */
export const clientRewardsPartition = (clientId: string) => `${clientPartition(clientId)}#REWARDS`;

/** A member's redemption of a reward, in the member's partition, by its id (made from the caller's key). */
export const redemptionKey = (clientId: string, phone: string, id: string) => ({
  pk: memberPartition(clientId, phone),
  sk: `REDEMPTION#${id}`,
});

/** gsi1: a company's redemptions, newest first. */
export const clientRedemptionsPartition = (clientId: string) => `${clientPartition(clientId)}#REDEMPTIONS`;

/** A member's running points balance: `ADD`ed in the transaction that writes each ledger entry. */
export const balanceKey = (clientId: string, phone: string) => ({
  pk: memberPartition(clientId, phone),
  sk: 'BALANCE',
});

/** A saved segment of the company's members (docs/client-loyalty-audiences.md). */
export const segmentKey = (clientId: string, id: string) => ({ pk: clientPartition(clientId), sk: `SEGMENT#${id}` });

/** A saved segment's name, claimed so no two of one company share it (lower case). */
export const segmentNameKey = (clientId: string, name: string) => ({
  pk: clientPartition(clientId),
  sk: `SEGMENTNAME#${name.toLowerCase()}`,
});

/** gsi1: a company's saved segments, newest first. */
export const clientSegmentsPartition = (clientId: string) => `${clientPartition(clientId)}#SEGMENT`;

/** The marketing texts a company sent in a month of its store's clock (YYYY-MM): the plan's count. */
export const textMonthKey = (clientId: string, month: string) => ({
  pk: clientPartition(clientId),
  sk: `TEXTMONTH#${month}`,
});

/** A stream event the analytics counters took (activity.ts): written with its counts, so a redelivery adds nothing. */
export const countedEventKey = (eventId: string) => ({ pk: `LOYALTYCOUNTED#${eventId}`, sk: 'COUNTED' });

/** A member active (checked in) in a week or month starting on `start`: counted once in it. */
export const activeMarkKey = (clientId: string, phone: string, period: 'week' | 'month', start: string) => ({
  pk: memberPartition(clientId, phone),
  sk: `ACTIVE#${period}#${start}`,
});
