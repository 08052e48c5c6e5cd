import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as memberMessages from '#shared/messages/client/loyalty-members';
import * as messages from '#shared/messages/client/loyalty-rewards';
import { NATIONAL_PHONE } from '#shared/schemas/loyalty-member';
import { isApiError } from '#web/api/client.ts';
import { FormFailure, useAttempt } from '#web/components/form-attempt.tsx';
import { memberRewardsQuery, redeemAtCounter } from './api.ts';

const failureOf = (e: unknown) => (isApiError(e) ? e.message : messages.redeemFailed);

/**
 * Redeeming at the counter: staff type the member's phone, see their balance and the rewards
 * running now (those it does not cover say how many points are missing), and press Redeem. Each
 * press makes its own key, so a retried request is recorded once.
 */
export function CounterRedeem({ clientId }: { clientId: string }) {
  const queries = useQueryClient();
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState<string>();
  const [done, setDone] = useState<string>();
  const member = useQuery({ ...memberRewardsQuery(clientId, phone ?? ''), enabled: !!phone });
  const { busy, failure, attempt } = useAttempt(failureOf);
  const digits = typed.replace(/\D/g, '');
  const find = (e: FormEvent) => {
    e.preventDefault();
    setDone(undefined);
    setPhone(digits);
  };
  const redeem = (rewardId: string) =>
    void attempt(async () => {
      const r = await redeemAtCounter(queries, clientId, phone!, { rewardId, key: crypto.randomUUID() });
      setDone(messages.redeemed(r.redemption.rewardName, r.balance));
    }).then(() => void member.refetch());
  return (
    <Paper component="section" aria-labelledby="counter-redeem" p="md" radius="md" withBorder>
      <Stack>
        <Title order={2} id="counter-redeem">
          {messages.counterTitle}
        </Title>
        <form onSubmit={find}>
          <Group align="flex-end">
            <TextInput
              label={messages.counterPhoneLabel}
              type="tel"
              inputMode="tel"
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={typed !== '' && digits.length > 10 ? memberMessages.invalidPhone : undefined}
            />
            <Button type="submit" disabled={!NATIONAL_PHONE.test(digits)}>
              {messages.findMember}
            </Button>
          </Group>
        </form>
        {done && (
          <Text role="status" c="green.9" fw={600}>
            {done}
          </Text>
        )}
        {member.isError && <Text role="alert">{failureOf(member.error)}</Text>}
        {member.data && (
          <Stack gap="xs">
            <Text fw={700} size="lg" role="status">
              {messages.balanceIs(member.data.balance)}
            </Text>
            {member.data.rewards.length === 0 && <Text>{messages.noRewardsNow}</Text>}
            <ul className="rewards-counter-list">
              {member.data.rewards.map((r) => {
                const short = r.pointsCost - member.data.balance;
                return (
                  <li key={r._id}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text>
                        <strong>{r.name}</strong> · {messages.costOf(r.pointsCost)}
                      </Text>
                      {short > 0 ? (
                        <Text size="sm">{messages.shortBy(short)}</Text>
                      ) : (
                        <Button
                          size="xs"
                          loading={busy}
                          onClick={() => redeem(r._id)}
                          aria-label={messages.redeemNamed(r.name)}
                        >
                          {messages.redeem}
                        </Button>
                      )}
                    </Group>
                  </li>
                );
              })}
            </ul>
            <FormFailure>{failure}</FormFailure>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
