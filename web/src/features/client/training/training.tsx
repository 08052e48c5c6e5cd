import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './training.css';
import { PRICING } from '#shared/constants';

/** A training video as this environment's configuration lists it (app/environment.ts). */
interface TrainingVideo {
  title: string;
  summary: string;
  url: string;
  minutes: number;
}

/**
 * Platform Training (spec 2 §2): the training videos, from this environment's configuration. The
 * videos are hosted elsewhere and only linked: nothing is fetched when the site is built, and
 * nothing when the page opens but the page itself.
 */
export function Training({ videos, supportEmail }: { videos: readonly TrainingVideo[]; supportEmail: string }) {
  return (
    <Stack gap="lg">
      <Title order={1}>Platform Training</Title>
      <Text>
        Short videos on running your company on Cannastamp. Questions? Write to{' '}
        <Anchor href={`mailto:${supportEmail}?subject=Platform%20training`}>{supportEmail}</Anchor>; support responds
        within {PRICING.supportResponseHours} hours.
      </Text>
      {videos.length ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" className="training-list" aria-label="Training videos">
          {videos.map((v) => (
            <Card key={v.url} withBorder radius="md" padding="md" component="li">
              <Title order={2} fz="h4">
                {v.title}
              </Title>
              <Text size="sm" c="dimmed">
                {v.minutes} min
              </Text>
              <Text mt="xs">{v.summary}</Text>
              <Anchor href={v.url} target="_blank" rel="noopener noreferrer" mt="xs" fw={600}>
                Watch {v.title}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      ) : (
        <Text role="status">No training videos are published yet. Write to support and we will walk you through.</Text>
      )}
    </Stack>
  );
}
