import { Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'wouter';
import { KioskOrders } from '#web/features/client/kiosk-orders/kiosk-orders.tsx';
import '#web/features/client/kiosk-orders/kiosk-orders.css';

/** /client/{clientId}/kioskOrders: the carts shoppers sent from the store's kiosk (docs/kiosk-orders.md). */
export function Component() {
  const { clientId = '' } = useParams();
  // a shopper's QR code opens the page on their order
  const [search] = useSearchParams();
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} fz="h2">
          Kiosk Orders
        </Title>
        <Text c="dimmed">
          What shoppers sent from the kiosk. No payment is taken there: the sale happens at your point-of-sale.
        </Text>
      </div>
      <KioskOrders clientId={clientId} highlightCode={search.get('code') ?? undefined} />
    </Stack>
  );
}
