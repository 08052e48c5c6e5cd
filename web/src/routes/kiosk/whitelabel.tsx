import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { AGE_GATE_COOKIE, KIOSK_COOKIES } from '#shared/cookies';
import * as storefrontMessages from '#shared/messages/kiosk/storefront';
import * as rewardMessages from '#shared/messages/client/loyalty-rewards';
import { CheckinCard } from '#web/features/kiosk/checkin/checkin-card.tsx';
import { MemberBadge, type CheckedInMember } from '#web/features/kiosk/checkin/member-badge.tsx';
import { LockAsKioskButton } from '#web/features/kiosk/lock/lock-button.tsx';
import { useLogoTaps } from '#web/features/kiosk/lock/use-logo-taps.ts';
import { useOnline } from '#web/lib/network-state.ts';
import { useKioskWorker } from '#web/features/kiosk/offline/use-kiosk-worker.ts';
import { inventoryQuery, kioskKeys } from '#web/features/kiosk/storefront/api.ts';
import { KioskStorefront } from '#web/features/kiosk/storefront/storefront.tsx';
import { readCookie } from '#web/lib/cookies.ts';
import { useSession } from '#web/lib/session.tsx';
import { mayCall } from '#web/api/client.ts';
import type { SendOrderBody } from '#shared/schemas/kiosk-orders';
import { sendOrder } from '#web/features/kiosk/orders/api.ts';
import type { SendOutcome } from '#web/features/kiosk/storefront/cart-panel.tsx';
import { newOrderKey, queueOrder, worthRetrying } from '#web/features/kiosk/orders/queue.ts';
import { useOrderQueue } from '#web/features/kiosk/orders/use-order-queue.ts';

const AgeGate = lazy(() => import('#web/app/layout/age-gate.tsx').then((m) => ({ default: m.AgeGate })));
// The check-in flow and the PIN dialog load when first opened, not with the grid: they and the
// Mantine modal they share cost the first render on a tablet (the kiosk's worker keeps them for
// offline use all the same).
const CheckinOverlay = lazy(() =>
  import('#web/features/kiosk/checkin/checkin-overlay.tsx').then((m) => ({ default: m.CheckinOverlay })),
);
// the checked-in member's rewards, loaded when first opened like the check-in
const KioskRewardsDialog = lazy(() =>
  import('#web/features/kiosk/rewards/rewards-dialog.tsx').then((m) => ({ default: m.KioskRewardsDialog })),
);
const UnlockDialog = lazy(() =>
  import('#web/features/kiosk/lock/unlock-dialog.tsx').then((m) => ({ default: m.UnlockDialog })),
);

/**
 * /whitelabel/{clientId} (spec 3), outside the site chrome: the store's product browser, with
 * 'Lock as Kiosk' in its header, the checked-in member there too (the phone's last four digits; a
 * returning member greeted with their points, and their Rewards to redeem), the loyalty check-in as the grid's first card while nobody is
 * checked in, and the powered-by logo whose taps ask a locked kiosk for its PIN. 'Start Over'
 * also checks the member out. Outside the layout, it asks the site's age question itself of a
 * browser that has not answered it, unless the browser is a locked kiosk (its store checks age).
 * Its service worker keeps the shell, the inventory and its images for when the Wi-Fi drops.
 */
export function Component() {
  const { kioskUser: clientId = '' } = useParams();
  const [checkinOpen, setCheckinOpen] = useState(false);
  const [unlockOpen, setUnlockOpen] = useState(false);
  // once opened, a dialog stays mounted, so it closes with its transition and opens at once again
  const [checkinSeen, setCheckinSeen] = useState(false);
  const [unlockSeen, setUnlockSeen] = useState(false);
  if (checkinOpen && !checkinSeen) setCheckinSeen(true);
  if (unlockOpen && !unlockSeen) setUnlockSeen(true);
  const [rewardsOpen, setRewardsOpen] = useState(false);
  const [member, setMember] = useState<CheckedInMember>();
  const locked = readCookie(KIOSK_COOKIES.client) !== undefined;
  const onLogoTap = useLogoTaps(useCallback(() => setUnlockOpen(locked), [locked]));
  const closeCheckin = useCallback(() => setCheckinOpen(false), []);
  const [adult, setAdult] = useState(() => readCookie(AGE_GATE_COOKIE) === 'true');
  const online = useOnline();
  const inventory = useQuery({ ...inventoryQuery(clientId), enabled: locked || adult });
  const images = useMemo(
    () => (inventory.data?.cards ?? []).flatMap((c) => (c.featureImage ? [c.featureImage] : [])),
    [inventory.data],
  );
  const queryKeys = useMemo(() => [kioskKeys.storefront(clientId), kioskKeys.inventory(clientId)], [clientId]);
  useKioskWorker({ images, queryKeys });
  const { user } = useSession();
  // the store's locked kiosk, or its staff trying the storefront, may send a cart to the counter
  const mayOrder = locked || mayCall('sendKioskOrder', user, { clientId });
  const orderQueue = useOrderQueue(clientId);
  const sendCart = useCallback(
    async (items: SendOrderBody['items']): Promise<SendOutcome> => {
      const body: SendOrderBody = { key: newOrderKey(), items, ...(member && { memberPhone: member.phone }) };
      try {
        return { kind: 'sent', order: await sendOrder(clientId, body) };
      } catch (e) {
        // no network (or the server's own trouble): the order waits on the tablet, its key kept
        if (!worthRetrying(e)) throw e;
        const queued = await queueOrder(clientId, body);
        orderQueue.queued();
        return { kind: 'queued', code: queued.code };
      }
    },
    [clientId, member, orderQueue],
  );
  if (!locked && !adult)
    return (
      <Suspense fallback={null}>
        <AgeGate onPass={() => setAdult(true)} />
      </Suspense>
    );
  return (
    <KioskStorefront
      clientId={clientId}
      headerActions={() => (
        <>
          {!online && (
            <p role="status" className="kiosk-offline">
              {storefrontMessages.offlineBrowsing}
            </p>
          )}
          {member && <MemberBadge member={member} />}
          {member && (
            <button type="button" className="kiosk-button" onClick={() => setRewardsOpen(true)}>
              {rewardMessages.kioskRewardsButton}
            </button>
          )}
          <LockAsKioskButton clientId={clientId} />
        </>
      )}
      gridStart={(store) =>
        store.loyaltyEnabled && !member ? <CheckinCard online={online} onOpen={() => setCheckinOpen(true)} /> : null
      }
      onLogoActivate={onLogoTap}
      {...(mayOrder && { sendCart })}
      waitingOrders={orderQueue.waiting}
      onStartOver={() => {
        setMember(undefined);
        setRewardsOpen(false);
      }}
      dialogs={
        <Suspense fallback={null}>
          {checkinSeen && (
            <CheckinOverlay clientId={clientId} opened={checkinOpen} onClose={closeCheckin} onCheckedIn={setMember} />
          )}
          {member && rewardsOpen && (
            <KioskRewardsDialog
              clientId={clientId}
              phone={member.phone}
              opened={rewardsOpen}
              onClose={() => setRewardsOpen(false)}
              onBalance={(points) => setMember((m) => m && { ...m, returning: true, points })}
            />
          )}
          {unlockSeen && <UnlockDialog clientId={clientId} opened={unlockOpen} onClose={() => setUnlockOpen(false)} />}
        </Suspense>
      }
    />
  );
}
