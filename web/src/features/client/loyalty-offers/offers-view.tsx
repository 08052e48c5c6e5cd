import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './loyalty-offers.css';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import * as offerMessages from '#shared/messages/client/loyalty-offers';
import type { OfferStatus } from '#shared/points-offers';
import type { PublicPointsOffer } from '#shared/schemas/points-offer';
import { pages } from '#web/app/paths.ts';
import { LoyaltyData } from '#web/components/loyalty/loyalty-data.tsx';
import { firstOffersQuery, moreOffersQuery } from './api.ts';
import { OfferCard } from './offer-card.tsx';

/** The create message view's id in the loyalty toolbar (its feature declares it; features never import each other). */
const CREATE_MESSAGE_VIEW = 'create-message';

const LISTS: { status: OfferStatus; title: string; none: string }[] = [
  { status: 'active', title: 'Active', none: 'No offer is running now.' },
  { status: 'inactive', title: 'Upcoming', none: 'No offer is waiting to start.' },
  { status: 'expired', title: 'Expired', none: 'No offer has ended yet.' },
];

interface Page {
  offers: PublicPointsOffer[];
  nextCursor: string | null;
}

/** One list: its first page from the view's read, then a page at a time on "Show more". */
function OfferList({
  clientId,
  status,
  title,
  none,
  first,
}: {
  clientId: string;
  status: OfferStatus;
  title: string;
  none: string;
  first: Page;
}) {
  const [more, setMore] = useState(false);
  const after = first.nextCursor;
  const rest = useInfiniteQuery({ ...moreOffersQuery(clientId, status, after ?? ''), enabled: more && !!after });
  const offers = [...first.offers, ...(rest.data?.pages.flatMap((p) => p.offers) ?? [])];
  const hasMore = more ? rest.hasNextPage : !!after;
  const now = new Date();
  const headingId = `offers-${status}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} id={headingId} mb="xs">
        {title}
      </Title>
      {offers.length === 0 ? (
        <Text c="dimmed">{none}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" data-list={status}>
          {offers.map((o) => (
            <OfferCard key={o._id} offer={o} now={now} />
          ))}
        </SimpleGrid>
      )}
      {rest.isError && (
        <Alert color="red" mt="xs" role="alert">
          {offerMessages.loadFailed}
        </Alert>
      )}
      {hasMore && (
        <Button
          variant="default"
          mt="xs"
          loading={rest.isFetching}
          onClick={() => (more ? void rest.fetchNextPage() : setMore(true))}
        >
          Show more {title.toLowerCase()} offers
        </Button>
      )}
    </section>
  );
}

/**
 * The points offers view (spec 3 §2, §4, §8): the active, upcoming (inactive) and expired lists,
 * each paged; 'You haven't created an offer yet' with a card leading to message creation when
 * there are none; 'There was an error.' when they could not be read.
 */
export function OffersView({ clientId }: { clientId: string }) {
  const query = useQuery(firstOffersQuery(clientId));
  return (
    <LoyaltyData
      query={query}
      view="points offers"
      failed={
        <Alert color="red" role="alert">
          {offerMessages.loadFailed}
        </Alert>
      }
    >
      {(lists) =>
        LISTS.every((l) => lists[l.status].offers.length === 0) ? (
          <Stack gap="sm" maw={480}>
            <Text fw={500}>{offerMessages.noOffers}</Text>
            <Paper withBorder p="md" radius="md">
              <Text mb="xs">Tell your members what is new: send them a picture message.</Text>
              <Anchor component={Link} to={`${pages.clientLoyalty.href({ clientId })}?view=${CREATE_MESSAGE_VIEW}`}>
                Create a message
              </Anchor>
            </Paper>
          </Stack>
        ) : (
          <Stack gap="lg">
            {LISTS.map((l) => (
              <OfferList key={l.status} clientId={clientId} {...l} first={lists[l.status]} />
            ))}
          </Stack>
        )
      }
    </LoyaltyData>
  );
}
