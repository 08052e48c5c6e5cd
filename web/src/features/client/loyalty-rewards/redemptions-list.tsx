import { Button, Modal, Paper, Stack, Table, Text, Textarea, Title, Group } from '@mantine/core';
import '#web/components/mantine.css';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import * as messages from '#shared/messages/client/loyalty-rewards';
import { REVERSAL_REASON_MAX, reverseBodySchema, type Redemption } from '#shared/schemas/loyalty-rewards';
import { isApiError } from '#web/api/client.ts';
import { CursorPager, useCursorPages } from '#web/components/cursor-pager.tsx';
import { FormFailure, useAttempt } from '#web/components/form-attempt.tsx';
import { LoyaltyData } from '#web/components/loyalty/loyalty-data.tsx';
import { redemptionsQuery, reverseRedemption } from './api.ts';

const when = (at: string) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** A member's phone as staff read it: (206) 555-0123. */
const shownPhone = (e164: string) => `(${e164.slice(2, 5)}) ${e164.slice(5, 8)}-${e164.slice(8)}`;
const failureOf = (e: unknown) => (isApiError(e) ? e.message : messages.failed);

/** The question before a reversal: what it gives back, and the reason, which is required. */
function ReverseDialog({
  clientId,
  redemption,
  onClose,
}: {
  clientId: string;
  redemption: Redemption;
  onClose: () => void;
}) {
  const queries = useQueryClient();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const { busy, failure, attempt } = useAttempt(failureOf);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = reverseBodySchema.safeParse({ reason });
    setProblem(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    void attempt(async () => {
      await reverseRedemption(queries, clientId, redemption, checked.data.reason);
      onClose();
    });
  };
  return (
    <Modal opened onClose={onClose} title={messages.reverseTitle} centered transitionProps={{ duration: 0 }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>{messages.reverseWhat(redemption.rewardName, redemption.points)}</Text>
          <Textarea
            label={messages.reasonLabel}
            required
            maxLength={REVERSAL_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <FormFailure>{problem ?? failure}</FormFailure>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {messages.cancel}
            </Button>
            <Button type="submit" color="red.8" loading={busy}>
              {messages.reverseConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The store's redemptions, newest first, 20 a page: when, the member, the reward, its points, where, and Reverse. */
export function RedemptionsList({ clientId }: { clientId: string }) {
  const paging = useCursorPages();
  const query = useQuery(redemptionsQuery(clientId, paging.cursor));
  const [reversing, setReversing] = useState<Redemption>();
  return (
    <Paper component="section" aria-labelledby="redemptions-title" p="md" radius="md" withBorder>
      <Stack>
        <Title order={2} id="redemptions-title">
          {messages.redemptionsTitle}
        </Title>
        <LoyaltyData query={query} view="redemptions" failed={<Text role="alert">{messages.failed}</Text>}>
          {(page) =>
            page.redemptions.length === 0 && paging.first ? (
              <Text>{messages.noRedemptions}</Text>
            ) : (
              <>
                <Table.ScrollContainer minWidth={560}>
                  <Table>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>When</Table.Th>
                        <Table.Th>Member</Table.Th>
                        <Table.Th>Reward</Table.Th>
                        <Table.Th>Points</Table.Th>
                        <Table.Th>Where</Table.Th>
                        <Table.Th>Status</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {page.redemptions.map((r) => (
                        <Table.Tr key={r._id}>
                          <Table.Td>{when(r.at)}</Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{shownPhone(r.phone)}</Table.Td>
                          <Table.Td>{r.rewardName}</Table.Td>
                          <Table.Td>{r.points.toLocaleString('en-US')}</Table.Td>
                          <Table.Td>{messages.channelLabels[r.channel]}</Table.Td>
                          <Table.Td>
                            {r.status === 'reversed' ? (
                              <Text size="sm">{messages.reversedOn(when(r.reversedAt ?? r.at), r.reason ?? '')}</Text>
                            ) : (
                              <Button
                                size="xs"
                                variant="default"
                                onClick={() => setReversing(r)}
                                aria-label={`${messages.reverse} ${r.rewardName} ${when(r.at)}`}
                              >
                                {messages.reverse}
                              </Button>
                            )}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                {(page.nextCursor || !paging.first) && <CursorPager paging={paging} nextCursor={page.nextCursor} />}
              </>
            )
          }
        </LoyaltyData>
      </Stack>
      {reversing && (
        <ReverseDialog clientId={clientId} redemption={reversing} onClose={() => setReversing(undefined)} />
      )}
    </Paper>
  );
}
