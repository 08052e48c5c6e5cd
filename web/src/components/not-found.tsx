import { Anchor, Stack, Text, Title } from '@mantine/core';
import './mantine.css';
import { Link } from 'react-router';
import { pages } from '#web/app/paths.ts';

export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <Stack align="center" py={64} gap="sm">
      <Title order={1}>Not found</Title>
      <Text>We couldn't find that {what}. It may have moved, or the link may be mistyped.</Text>
      <Anchor component={Link} to={pages.root.href()}>
        Back to the home page
      </Anchor>
    </Stack>
  );
}
