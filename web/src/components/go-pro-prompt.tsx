import { Anchor, Card, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { Link } from 'wouter';
import type { ProPlan } from '#shared/schemas/pro';
import { pages } from '#web/app/paths.ts';

/**
 * The Go Pro prompt a Pro feature shows a company that does not have it (spec 2 §2, §6: COA Data
 * Entry without coaDataEntryService.enabled, Kiosk Settings without Pro), linking to the Pro page
 * at the plan that gives it.
 */
export function GoProPrompt({
  clientId,
  feature,
  plan,
  children,
}: {
  clientId: string;
  feature: string;
  /** the plan that gives the feature, where the Pro page opens */
  plan?: ProPlan;
  children: string;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="go-pro-prompt">
      <Title order={2} fz="lg" id="go-pro-prompt">
        Go Pro for {feature}
      </Title>
      <Text mt="xs">{children}</Text>
      <Anchor
        component={Link}
        to={`${pages.clientProSignup.href({ clientId })}${plan ? `#${plan}` : ''}`}
        mt="xs"
        fw={600}
      >
        Get More with Pro
      </Anchor>
    </Card>
  );
}
