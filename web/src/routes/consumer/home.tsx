import { Stack, Text, Title } from '@mantine/core';
import { messages } from '#shared/messages';

export function Component() {
  return (
    <Stack align="center" py={48} gap="md" ta="center">
      <Title order={1}>{messages.masthead}</Title>
      <Text c="dimmed" maw={560}>
        Every product here carries its lab test result. Search by product, brand or strain, and read what is really in
        it.
      </Text>
    </Stack>
  );
}
