import { Button, Modal, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import './kiosk-rewards.css';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import * as messages from '#shared/messages/client/loyalty-rewards';
import { isApiError } from '#web/api/client.ts';
import { kioskRewardsQuery, redeemAtKiosk } from './api.ts';

const failureOf = (e: unknown) => (isApiError(e) ? e.message : messages.redeemFailed);

/**
 * The checked-in member's rewards on the kiosk, full screen: their balance and the rewards running
 * now, each with Redeem when the balance covers it (else how many points it still needs). A
 * redeemed reward is confirmed on screen and the balance shown drops; `onBalance` hands the new
 * balance to the page's header. A press keeps its key until it succeeds, so a retry after a
 * dropped answer is the same redemption.
 */
export function KioskRewardsDialog({
  clientId,
  phone,
  opened,
  onClose,
  onBalance,
}: {
  clientId: string;
  /** the member's phone, E.164 */
  phone: string;
  opened: boolean;
  onClose: () => void;
  onBalance: (balance: number) => void;
}) {
  const query = useQuery({ ...kioskRewardsQuery(clientId, phone), enabled: opened });
  const keys = useRef(new Map<string, string>());
  const [busy, setBusy] = useState<string>();
  const [done, setDone] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const close = () => {
    setDone(undefined);
    setFailure(undefined);
    onClose();
  };
  const redeem = async (rewardId: string) => {
    const key = keys.current.get(rewardId) ?? `kiosk-${crypto.randomUUID()}`;
    keys.current.set(rewardId, key);
    setBusy(rewardId);
    setDone(undefined);
    setFailure(undefined);
    try {
      const r = await redeemAtKiosk(clientId, phone, rewardId, key);
      keys.current.delete(rewardId);
      setDone(messages.kioskRedeemed(r.redemption.rewardName));
      onBalance(r.balance);
      await query.refetch();
    } catch (e) {
      // a refusal is final for this press; a lost answer keeps the key for the next one
      if (isApiError(e)) keys.current.delete(rewardId);
      setFailure(failureOf(e));
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Modal opened={opened} onClose={close} fullScreen title={messages.kioskTitle} transitionProps={{ duration: 0 }}>
      <Stack className="kiosk-rewards-body">
        {query.isPending && <Text role="status">{messages.loading}</Text>}
        {query.isError && <Text role="alert">{failureOf(query.error)}</Text>}
        {query.data && (
          <>
            <Title order={2} role="status" aria-live="polite">
              {messages.kioskBalance(query.data.balance)}
            </Title>
            {done && (
              <Text role="status" size="xl" fw={700} c="green.9">
                {done}
              </Text>
            )}
            {failure && (
              <Text role="alert" c="red.8">
                {failure}
              </Text>
            )}
            {query.data.rewards.length === 0 ? (
              <Text size="lg">{messages.kioskNoRewards}</Text>
            ) : (
              <ul className="kiosk-rewards-grid">
                {query.data.rewards.map((r) => {
                  const short = r.pointsCost - query.data.balance;
                  return (
                    <li key={r._id} className="kiosk-reward" data-short={short > 0 || undefined}>
                      {r.image && <img src={r.image} alt="" className="kiosk-reward-image" />}
                      <span className="kiosk-reward-name">{r.name}</span>
                      <span className="kiosk-reward-cost">{messages.costOf(r.pointsCost)}</span>
                      {short > 0 ? (
                        <span>{messages.shortBy(short)}</span>
                      ) : (
                        <Button
                          size="lg"
                          loading={busy === r._id}
                          disabled={busy !== undefined && busy !== r._id}
                          onClick={() => void redeem(r._id)}
                          aria-label={messages.redeemNamed(r.name)}
                        >
                          {messages.redeem}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </>
        )}
        <div className="kiosk-rewards-bar">
          <Button variant="default" size="md" onClick={close}>
            {messages.close}
          </Button>
        </div>
      </Stack>
    </Modal>
  );
}
