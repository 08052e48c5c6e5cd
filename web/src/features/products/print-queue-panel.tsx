import { Button, CloseButton, Group, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { productsByIdQuery } from './api.ts';

/** The products queued for product cards (a sheet holds 10 cards); kept in this browser (print-queue.ts). */
export function PrintQueuePanel({
  clientId,
  ids,
  onRemove,
  onClear,
}: {
  clientId: string;
  ids: string[];
  onRemove: (id: string) => void;
  onClear: () => void;
}) {
  const products = useQuery(productsByIdQuery(clientId, ids));
  const names = new Map((products.data?.products ?? []).map((p) => [p._id, p.name]));
  return (
    <section aria-labelledby="print-queue-title">
      <Title order={2} fz="lg" id="print-queue-title">
        Print queue
      </Title>
      {ids.length === 0 ? (
        <Text size="sm" mt={4}>
          No products queued. Tick a product's print queue box to queue it for product cards.
        </Text>
      ) : (
        <>
          <Text size="sm" mt={4}>
            {ids.length} product{ids.length === 1 ? '' : 's'} queued for product cards ({Math.ceil(ids.length / 10)}{' '}
            sheet{ids.length > 10 ? 's' : ''} of 10 cards).
          </Text>
          <List mt="xs" spacing={2}>
            {ids.map((id) => (
              <List.Item key={id}>
                <Group gap={4} wrap="nowrap">
                  <Text size="sm">{names.get(id) ?? (products.isPending ? 'Loading' : 'Not found')}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={`Remove ${names.get(id) ?? 'product'} from the print queue`}
                    onClick={() => onRemove(id)}
                  />
                </Group>
              </List.Item>
            ))}
          </List>
          <Button variant="default" size="xs" mt="xs" onClick={onClear}>
            Clear the queue
          </Button>
        </>
      )}
    </section>
  );
}
