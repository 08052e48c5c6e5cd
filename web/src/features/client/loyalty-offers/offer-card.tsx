import { Badge, Group, Paper, Text } from '@mantine/core';
import { OFFER_PREVIEW_CHARS, POINT_OFFER_TYPE_LABELS, statusAt } from '#shared/points-offers';
import type { PublicPointsOffer } from '#shared/schemas/points-offer';

/** How a card is coloured (spec 3 §4): upcoming, active, or inactive or expired. */
export type OfferTone = 'upcoming' | 'active' | 'ended';

const TONE_LABELS: Record<OfferTone, string> = { upcoming: 'Upcoming', active: 'Active', ended: 'Expired' };
const TONE_COLOURS: Record<OfferTone, string> = { upcoming: 'blue', active: 'green', ended: 'gray' };

/** The tone by the clock, not only the list: an offer the schedule has not moved yet still shows what it is. */
export function offerTone(offer: Pick<PublicPointsOffer, 'startsAt' | 'endsAt'>, now: Date): OfferTone {
  const status = statusAt(offer, now);
  return status === 'inactive' ? 'upcoming' : status === 'active' ? 'active' : 'ended';
}

/** The message's first 40 characters (spec 3 §9), with an ellipsis when there was more. */
export const preview = (body: string) =>
  body.length > OFFER_PREVIEW_CHARS ? `${body.slice(0, OFFER_PREVIEW_CHARS)}…` : body;

// offer days are calendar days; formatting them at UTC midnight in UTC keeps them the same day anywhere
const day = (d: string) =>
  new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const count = (n: number) => n.toLocaleString('en-US');

/** One offer: its message cut at 40 characters, points, dates and type, coloured by its status. */
export function OfferCard({ offer, now }: { offer: PublicPointsOffer; now: Date }) {
  const tone = offerTone(offer, now);
  const type = POINT_OFFER_TYPE_LABELS[offer.pointOfferType];
  return (
    <Paper component="article" className="offer-card" data-tone={tone} p="md" radius="md" withBorder>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <div>
          {offer.name && <Text fw={700}>{offer.name}</Text>}
          <Text fw={offer.name ? 400 : 700} size={offer.name ? 'sm' : 'md'}>
            {type}
          </Text>
        </div>
        <Badge color={TONE_COLOURS[tone]} variant="filled" style={{ flexShrink: 0 }}>
          {TONE_LABELS[tone]}
        </Badge>
      </Group>
      {offer.mmsMessage && (
        <Text size="sm" mt={6}>
          {preview(offer.mmsMessage)}
        </Text>
      )}
      <Text size="sm" mt={6}>
        {count(offer.basePoints)} points
        {offer.totalPoints !== undefined ? `, ${count(offer.totalPoints)} in all` : ', no limit'}
        {offer.multiple ? ', more than once a day' : ''}
      </Text>
      <Text size="sm">
        {day(offer.startDate)} to {day(offer.endDate)} ({offer.timeZone})
      </Text>
      {offer.productSpecific.length > 0 && (
        <Text size="sm">
          {offer.productSpecific.length === 1 ? '1 product' : `${offer.productSpecific.length} products`}
        </Text>
      )}
    </Paper>
  );
}
