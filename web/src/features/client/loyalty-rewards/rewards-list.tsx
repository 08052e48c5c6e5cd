import { Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as messages from '#shared/messages/client/loyalty-rewards';
import { rewardRunning, type Reward } from '#shared/schemas/loyalty-rewards';
import { LoyaltyData } from '#web/components/loyalty/loyalty-data.tsx';
import { CursorPager, useCursorPages } from '#web/components/cursor-pager.tsx';
import { rewardsQuery } from './api.ts';
import { RewardForm } from './reward-form.tsx';

// reward days are calendar days; formatting them at UTC midnight in UTC keeps them the same day anywhere
const day = (d: string | undefined) =>
  d && new Date(`${d}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** One reward: its image, name, cost, what it is for, its days and whether it runs now; Edit opens the form. */
function RewardCard({ reward, onEdit }: { reward: Reward; onEdit: () => void }) {
  const running = rewardRunning(reward, new Date());
  return (
    <Paper component="article" aria-label={reward.name} p="md" radius="md" withBorder>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700}>{reward.name}</Text>
          <Badge color={running ? 'green.9' : 'gray.8'} variant="filled" style={{ flexShrink: 0 }}>
            {running ? messages.runningNow : messages.notRunning}
          </Badge>
        </Group>
        {reward.image && <Image src={reward.image} alt="" h={96} w="auto" fit="contain" radius="sm" />}
        <Text size="lg" fw={600}>
          {messages.costOf(reward.pointsCost)}
        </Text>
        {reward.category && <Text size="sm">{reward.category}</Text>}
        <Text size="sm">{messages.availability(day(reward.startDate), day(reward.endDate))}</Text>
        <Button
          variant="default"
          size="xs"
          w="fit-content"
          onClick={onEdit}
          aria-label={`${messages.edit} ${reward.name}`}
        >
          {messages.edit}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The store's rewards, newest first, 25 a page, each with Edit; New reward opens the form above the
 * list. No reward yet: the empty state says so beside the button.
 */
export function RewardsList({ clientId, dispensary }: { clientId: string; dispensary: boolean }) {
  const paging = useCursorPages();
  const query = useQuery(rewardsQuery(clientId, paging.cursor));
  const [editing, setEditing] = useState<Reward | 'new'>();
  const [saved, setSaved] = useState(false);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{messages.viewTitle}</Title>
        <Button
          onClick={() => {
            setSaved(false);
            setEditing('new');
          }}
        >
          {messages.newReward}
        </Button>
      </Group>
      {saved && (
        <Text role="status" c="green.9">
          {messages.rewardSaved}
        </Text>
      )}
      {editing && (
        <RewardForm
          key={editing === 'new' ? 'new' : editing._id}
          clientId={clientId}
          dispensary={dispensary}
          {...(editing !== 'new' && { reward: editing })}
          onDone={(reward) => {
            setEditing(undefined);
            setSaved(!!reward);
          }}
        />
      )}
      <LoyaltyData query={query} view="rewards" failed={<Text role="alert">{messages.failed}</Text>}>
        {(page) =>
          page.rewards.length === 0 && paging.first ? (
            <Text>{messages.noRewards}</Text>
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {page.rewards.map((r) => (
                  <RewardCard
                    key={r._id}
                    reward={r}
                    onEdit={() => {
                      setSaved(false);
                      setEditing(r);
                    }}
                  />
                ))}
              </SimpleGrid>
              {(page.nextCursor || !paging.first) && <CursorPager paging={paging} nextCursor={page.nextCursor} />}
            </>
          )
        }
      </LoyaltyData>
    </Stack>
  );
}
