import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { PRODUCT_CATEGORIES } from '#shared/constants';
import * as messages from '#shared/messages/client/loyalty-rewards';
import {
  REWARD_NAME_MAX,
  REWARD_POINTS_MAX,
  rewardBodySchema,
  rewardProblem,
  type Reward,
  type RewardBody,
} from '#shared/schemas/loyalty-rewards';
import { FormFailure, useAttempt } from '#web/components/form-attempt.tsx';
import { ImageField } from '#web/components/uploads/image-field.tsx';
import { isApiError } from '#web/api/client.ts';
import { carriedProductsQuery, saveReward } from './api.ts';

/** The zone the user's days are in: a reward's days are theirs. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const failureOf = (e: unknown) => (isApiError(e) ? e.message : messages.saveFailed);

/**
 * A reward defined or edited: name, points cost, a product the store carries or a category, an
 * image uploaded as every company image is, and the days it runs (in the user's zone). The server's
 * rules run before sending, and the first broken (or the server's refusal) shows under the button;
 * the form keeps what was typed.
 */
export function RewardForm({
  clientId,
  dispensary,
  reward,
  onDone,
}: {
  clientId: string;
  /** a store carries products; a producer's reward names a category at most */
  dispensary: boolean;
  reward?: Reward;
  onDone: (saved?: Reward) => void;
}) {
  const queries = useQueryClient();
  const [name, setName] = useState(reward?.name ?? '');
  const [points, setPoints] = useState<number | string>(reward?.pointsCost ?? 100);
  const [productId, setProductId] = useState<string | null>(reward?.productId ?? null);
  const [category, setCategory] = useState<string | null>(reward?.category ?? null);
  const [image, setImage] = useState<string | undefined>(reward?.image);
  const [startDate, setStartDate] = useState(reward?.startDate ?? '');
  const [endDate, setEndDate] = useState(reward?.endDate ?? '');
  const products = useQuery({ ...carriedProductsQuery(clientId), enabled: dispensary });
  const { busy, failure, attempt } = useAttempt(failureOf);
  const [problem, setProblem] = useState<string>();
  const title = reward ? messages.editReward : messages.newReward;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const timeZone = reward?.timeZone ?? browserZone();
    const checked = rewardBodySchema.safeParse({
      name,
      pointsCost: typeof points === 'number' ? points : Number.NaN,
      ...(productId && { productId }),
      ...(category && { category }),
      ...(image && { image }),
      ...(startDate && { startDate }),
      ...(endDate && { endDate }),
      timeZone,
    });
    const first = checked.success
      ? rewardProblem(checked.data, timeZone)
      : (checked.error.issues[0]?.message ?? messages.saveFailed);
    setProblem(first);
    if (first || !checked.success) return;
    const body: RewardBody = checked.data;
    void attempt(async () => onDone(await saveReward(queries, clientId, body, reward?._id)));
  };

  return (
    <Paper component="section" aria-label={title} p="md" radius="md" withBorder>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={3}>{title}</Title>
          <TextInput
            label={messages.nameLabel}
            required
            maxLength={REWARD_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <NumberInput
            label={messages.pointsCostLabel}
            required
            min={1}
            max={REWARD_POINTS_MAX}
            step={50}
            allowDecimal={false}
            thousandSeparator=","
            value={points}
            onChange={setPoints}
          />
          {dispensary && (
            <Select
              label={messages.productLabel}
              placeholder={messages.anyProduct}
              searchable
              clearable
              data={products.data ?? []}
              value={productId}
              onChange={setProductId}
            />
          )}
          <Select
            label={messages.categoryLabel}
            clearable
            data={[...PRODUCT_CATEGORIES]}
            value={category}
            onChange={setCategory}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label={messages.startDateLabel}
              value={startDate}
              onChange={(e) => setStartDate(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={messages.endDateLabel}
              min={startDate || undefined}
              value={endDate}
              onChange={(e) => setEndDate(e.currentTarget.value)}
            />
          </SimpleGrid>
          <ImageField clientId={clientId} purpose="client" label="reward image" value={image} onChange={setImage} />
          <FormFailure>{problem ?? failure}</FormFailure>
          <Group>
            <Button type="submit" loading={busy}>
              {messages.saveReward}
            </Button>
            <Button variant="default" onClick={() => onDone()}>
              {messages.cancel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
