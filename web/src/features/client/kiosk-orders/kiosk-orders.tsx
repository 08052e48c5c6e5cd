import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import '#web/components/mantine.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import * as ordersMessages from '#shared/messages/kiosk/orders';
import type { KioskOrder, OrderMove } from '#shared/schemas/kiosk-orders';
import { isApiError } from '#web/api/client.ts';
import { CursorPager, useCursorPages } from '#web/components/cursor-pager.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { doneOrdersQuery, moveOrder, openOrdersQuery, ordersKey } from './api.ts';

const SOUND_SETTING = 'kioskOrdersSound';
const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
// dark shades under white letters: the light badges fail contrast
const STATUS_COLOURS = { new: 'blue.9', ready: 'green.9', pickedUp: 'gray.7', cancelled: 'red.9' } as const;

/** A short two-note chime from the Web Audio API: no sound file to load, and none plays until staff turn it on. */
function chime() {
  const audio = new AudioContext();
  [880, 1320].forEach((hz, i) => {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = hz;
    gain.gain.setValueAtTime(0.2, audio.currentTime + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.18 + 0.3);
    tone.connect(gain).connect(audio.destination);
    tone.start(audio.currentTime + i * 0.18);
    tone.stop(audio.currentTime + i * 0.18 + 0.3);
  });
}

function OrderCard({
  order,
  highlighted,
  onMove,
  busy,
}: {
  order: KioskOrder;
  highlighted: boolean;
  onMove?: (order: KioskOrder, to: OrderMove) => void;
  busy: boolean;
}) {
  const count = order.items.reduce((n, i) => n + i.quantity, 0);
  const headingId = `kiosk-order-${order._id}`;
  return (
    <Card
      withBorder
      component="article"
      aria-labelledby={headingId}
      className={highlighted ? 'kiosk-order-highlighted' : undefined}
      padding="md"
    >
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} fz="h4" id={headingId}>
            Order {order.number}
          </Title>
          <Text size="sm" c="dimmed">
            Code {order.code} · {time(order.createdAt)} · {count} {count === 1 ? 'item' : 'items'}
          </Text>
          {order.member && <Text size="sm">Loyalty member ••• {order.member.last4}</Text>}
        </div>
        <Badge color={STATUS_COLOURS[order.status]} variant="filled">
          {ordersMessages.STATUS_WORDS[order.status]}
        </Badge>
      </Group>
      <ul className="kiosk-order-items">
        {order.items.map((i) => (
          <li key={i.productId}>
            <strong>{i.quantity} ×</strong> {i.name}
            {i.brand && <Text span size="sm" c="dimmed">{` · ${i.brand}`}</Text>}
            {i.shortWhenSent !== undefined && (
              <Badge ml="xs" color="red.9" variant="filled">
                {ordersMessages.shortWhenSent(i.shortWhenSent)}
              </Badge>
            )}
          </li>
        ))}
      </ul>
      {onMove && (
        <Group gap="xs">
          {order.status === 'new' && (
            <Button onClick={() => onMove(order, 'ready')} loading={busy}>
              Mark ready
            </Button>
          )}
          <Button
            variant={order.status === 'ready' ? 'filled' : 'default'}
            onClick={() => onMove(order, 'pickedUp')}
            loading={busy}
          >
            Picked up
          </Button>
          <Button variant="subtle" color="red" onClick={() => onMove(order, 'cancelled')} disabled={busy}>
            Cancel order
          </Button>
        </Group>
      )}
    </Card>
  );
}

/**
 * Kiosk Orders (docs/kiosk-orders.md): the carts shoppers sent from the store's kiosk, oldest first,
 * read every few seconds with a chime for a new one if staff want it; each marked ready, picked up
 * or cancelled (cancelling asks first). The history lists what was picked up or cancelled.
 */
export function KioskOrders({ clientId, highlightCode }: { clientId: string; highlightCode?: string | undefined }) {
  const [view, setView] = useState<'open' | 'done'>('open');
  const [sound, setSound] = useState(() => localStorage.getItem(SOUND_SETTING) === 'on');
  const [cancelling, setCancelling] = useState<KioskOrder>();
  const [failure, setFailure] = useState<string>();
  const queries = useQueryClient();
  const open = useQuery(openOrdersQuery(clientId));
  const paging = useCursorPages();
  const done = useQuery({ ...doneOrdersQuery(clientId, paging.cursor), enabled: view === 'done' });
  const seen = useRef<Set<string> | undefined>(undefined);

  useEffect(() => {
    if (!open.data) return;
    const ids = open.data.orders.map((o) => o._id);
    const fresh = seen.current ? ids.filter((id) => !seen.current!.has(id)) : [];
    seen.current = new Set(ids);
    if (fresh.length && sound) chime();
  }, [open.data, sound]);

  const move = useMutation({
    mutationFn: ({ order, to }: { order: KioskOrder; to: OrderMove }) => moveOrder(clientId, order._id, to),
    onSuccess: () => setFailure(undefined),
    onError: (e) => setFailure(isApiError(e) ? e.message : 'The order could not be changed. Try again.'),
    onSettled: () => queries.invalidateQueries({ queryKey: ordersKey(clientId) }),
  });
  const onMove = (order: KioskOrder, to: OrderMove) =>
    to === 'cancelled' ? setCancelling(order) : move.mutate({ order, to });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SegmentedControl
          value={view}
          onChange={(v) => setView(v as 'open' | 'done')}
          data={[
            { value: 'open', label: `Open${open.data ? ` (${open.data.orders.length})` : ''}` },
            { value: 'done', label: 'History' },
          ]}
          aria-label="Which orders"
        />
        <Switch
          label={ordersMessages.soundLabel}
          checked={sound}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            setSound(on);
            localStorage.setItem(SOUND_SETTING, on ? 'on' : 'off');
            // a browser plays sound only after a gesture: this tap is one, so staff hear it now
            if (on) chime();
          }}
        />
      </Group>
      {failure && (
        <Alert color="red" role="alert" title="Not changed">
          {failure}
        </Alert>
      )}
      {view === 'open' ? (
        <QueryState query={open} what="orders">
          {(data) =>
            data.orders.length === 0 ? (
              <Text role="status">{ordersMessages.noOpenOrders}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label="Open orders">
                {data.orders.map((o) => (
                  <div role="listitem" key={o._id}>
                    <OrderCard
                      order={o}
                      highlighted={o.code === highlightCode}
                      onMove={onMove}
                      busy={move.isPending && move.variables?.order._id === o._id}
                    />
                  </div>
                ))}
              </SimpleGrid>
            )
          }
        </QueryState>
      ) : (
        <QueryState query={done} what="orders">
          {(data) => (
            <>
              {data.orders.length === 0 && paging.first ? (
                <Text role="status">{ordersMessages.noDoneOrders}</Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label="Past orders">
                  {data.orders.map((o) => (
                    <div role="listitem" key={o._id}>
                      <OrderCard order={o} highlighted={o.code === highlightCode} busy={false} />
                    </div>
                  ))}
                </SimpleGrid>
              )}
              <CursorPager paging={paging} nextCursor={data.nextCursor} busy={done.isFetching} />
            </>
          )}
        </QueryState>
      )}
      <Modal
        opened={!!cancelling}
        onClose={() => setCancelling(undefined)}
        title={cancelling ? ordersMessages.cancelTitle(cancelling.number) : ''}
      >
        <Text mb="md">{ordersMessages.cancelAsk}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setCancelling(undefined)}>
            Keep the order
          </Button>
          <Button
            color="red"
            onClick={() => {
              if (cancelling) move.mutate({ order: cancelling, to: 'cancelled' });
              setCancelling(undefined);
            }}
          >
            Cancel order
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
