import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './training.css';
import { useQuery } from '@tanstack/react-query';
import { PRICING } from '#shared/constants';
import type { TrainingVideo } from '#shared/schemas/training';
import { QueryState } from '#web/components/query-state.tsx';
import { trainingVideosQuery } from './api.ts';
import { playerOf } from './player.ts';

/** One video in its player: a YouTube or Vimeo frame, loaded when scrolled near, or the browser's own for a file. */
function Video({ video }: { video: TrainingVideo }) {
  const player = playerOf(video.link);
  return (
    <div className="training-player">
      {player.kind === 'frame' ? (
        <iframe
          src={player.src}
          title={video.title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <video src={player.src} controls preload="metadata" aria-label={video.title} />
      )}
    </div>
  );
}

/**
 * Platform Training (spec 2 §2): the videos admins list (docs/admin-training.md), in their order,
 * each playable on the page, with the support address for anything they do not answer.
 */
export function Training({ supportEmail }: { supportEmail: string }) {
  const videos = useQuery(trainingVideosQuery());
  return (
    <Stack gap="lg">
      <Title order={1}>Platform Training</Title>
      <Text>
        Short videos on running your company on Cannastamp. Questions? Write to{' '}
        <Anchor href={`mailto:${supportEmail}?subject=Platform%20training`}>{supportEmail}</Anchor>; support responds
        within {PRICING.supportResponseHours} hours.
      </Text>
      <QueryState query={videos} what="training videos">
        {(list) =>
          list.length ? (
            <SimpleGrid cols={{ base: 1, md: 2 }} component="ul" className="training-list" aria-label="Training videos">
              {list.map((v) => (
                <Card key={v.id} withBorder radius="md" padding="md" component="li">
                  <Card.Section>
                    <Video video={v} />
                  </Card.Section>
                  <Title order={2} fz="h4" mt="sm">
                    {v.title}
                  </Title>
                  {v.description && <Text mt="xs">{v.description}</Text>}
                  <Anchor href={v.link} target="_blank" rel="noopener noreferrer" mt="xs" size="sm">
                    Open {v.title} on its own page
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </Anchor>
                </Card>
              ))}
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
