import { Anchor, Card, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { Link } from 'wouter';
import { pages } from '#web/app/paths.ts';

/** The 'Go Pro' promo (spec 2 'Manage Products'): merchandising cards with MSRP pricing, for a client without Pro. */
export function GoProCard({ clientId }: { clientId: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="aside" aria-labelledby="go-pro-title">
      <Title order={2} fz="lg" id="go-pro-title">
        Go Pro
      </Title>
      <Text mt="xs">
        Print merchandising cards for your products with MSRP pricing, ready for the dispensary shelf and the sales
        kiosk.
      </Text>
      <Anchor component={Link} to={pages.clientProSignup.href({ clientId })} mt="xs" fw={600}>
        Get more with Pro
      </Anchor>
    </Card>
  );
}
