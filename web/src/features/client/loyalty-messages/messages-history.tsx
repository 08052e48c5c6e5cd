import { Button, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import * as messages from '#shared/messages/client/loyalty-messages';
import type { LoyaltyMessageView } from '#shared/schemas/loyalty-message';
import { storeTimeZone } from '#shared/store-time-zone';
import { LoyaltyData } from '#web/components/loyalty/loyalty-data.tsx';
import { clientQuery } from '#web/lib/client.ts';
import { messagesQuery } from './api.ts';
import { MessageCard } from './message-card.tsx';

/**
 * Messages history (spec 3 §2, §4): pending messages apart from all the others (sent), each a
 * card, newest first, a page at a time. Read through LoyaltyData, so it says 'please wait for data
 * to load' while loading and a failed load lands in the page's header, the lists left empty.
 */
export function MessagesHistory({ clientId }: { clientId: string }) {
  const query = useInfiniteQuery(messagesQuery(clientId));
  const company = useQuery(clientQuery(clientId));
  const zone = storeTimeZone(company.data ?? {});
  return (
    <LoyaltyData query={query} view="messages history" failed={<Text>{messages.noMessages}</Text>}>
      {(data) => {
        const all = data.pages.flatMap((p) => p.messages);
        if (all.length === 0) return <Text>{messages.noMessages}</Text>;
        const pending = all.filter((m) => m.status === 'pending');
        const sent = all.filter((m) => m.status !== 'pending');
        return (
          <Stack gap="lg">
            <MessageList
              id="pending-messages"
              title={messages.pending}
              list={pending}
              empty={messages.noPending}
              clientId={clientId}
              zone={zone}
            />
            <MessageList
              id="sent-messages"
              title={messages.sent}
              list={sent}
              empty={messages.noSent}
              clientId={clientId}
              zone={zone}
            />
            {query.hasNextPage && (
              <Button
                variant="light"
                style={{ alignSelf: 'flex-start' }}
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                {messages.loadMore}
              </Button>
            )}
          </Stack>
        );
      }}
    </LoyaltyData>
  );
}

function MessageList({
  id,
  title,
  list,
  empty,
  clientId,
  zone,
}: {
  id: string;
  title: string;
  list: LoyaltyMessageView[];
  empty: string;
  clientId: string;
  zone: string;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="xs">
        {title}
      </Title>
      {list.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <Stack gap="sm" component="ul" className="message-cards">
          {list.map((m) => (
            <li key={m._id}>
              <MessageCard message={m} clientId={clientId} zone={zone} />
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
