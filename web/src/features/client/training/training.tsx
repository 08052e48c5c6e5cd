import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import '#web/components/mantine.css';
import './training.css';
import { PRICING } from '#shared/constants';
import { QueryState } from '#web/components/query-state.tsx';
import { trainingVideosQuery } from './api.ts';
import { playerFor } from './player.ts';

/**
 * Platform Training (spec 2 §2): the videos admins list (docs/admin-training.md), each playing on
 * the page. YouTube and Vimeo play in their no-cookie players; a file plays in the browser's own.
 */
export function Training({ supportEmail }: { supportEmail: string }) {
  const query = useQuery(trainingVideosQuery());
  return (
    <Stack gap="lg">
      <Title order={1}>Platform Training</Title>
      <Text>
        Short videos on running your company on Cannastamp. Questions? Write to{' '}
        <Anchor href={`mailto:${supportEmail}?subject=Platform%20training`}>{supportEmail}</Anchor>; support responds
        within {PRICING.supportResponseHours} hours.
      </Text>
      <QueryState query={query} what="training videos">
        {(videos) =>
          videos.length ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" className="training-list" aria-label="Training videos">
              {videos.map((v) => {
                const player = playerFor(v.link);
                return (
                  <Card key={v.id} withBorder radius="md" padding="md" component="li">
                    <Card.Section className="training-player">
                      {player.kind === 'frame' ? (
                        <iframe
                          src={player.src}
                          title={v.title}
                          loading="lazy"
                          referrerPolicy="strict-origin-when-cross-origin"
                          allow="encrypted-media; fullscreen; picture-in-picture"
                          allowFullScreen
                        />
                      ) : (
                        <video controls preload="metadata" src={player.src} aria-label={v.title} />
                      )}
                    </Card.Section>
                    <Title order={2} fz="h4" mt="md">
                      {v.title}
                    </Title>
                    {v.description && <Text mt="xs">{v.description}</Text>}
                  </Card>
                );
              })}
            </SimpleGrid>
          ) : (
            <Text role="status">
              No training videos are published yet. Write to support and we will walk you through.
            </Text>
          )
        }
      </QueryState>
    </Stack>
  );
}
