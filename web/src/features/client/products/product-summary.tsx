import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import type { Product } from '#shared/schemas/catalog';
import { pages } from '#web/app/paths.ts';
import { Cannastamp } from '#web/components/cannastamp.tsx';
import { productQuery as publicProductQuery } from '#web/features/consumer/product/api.ts';

/** The product's status as its badge says it: deleted, else its availability (spec 2 §4). */
const statusOf = (p: Product) =>
  !p.active
    ? { label: 'Deleted', color: 'red.9' }
    : p.available
      ? { label: 'Available', color: 'green.9' }
      : { label: 'Unavailable', color: 'gray.8' };

/**
 * The head of a product's view mode: its cannastamp as customers see it (the public product view's
 * latest lot, so the producer sees what the site shows), its status, and a link to its public page.
 */
export function ProductSummary({ product }: { product: Product }) {
  // kept until a save moves the latest lot (saveProduct marks it then): a save of anything else,
  // which remounts the form, reads nothing again
  const view = useQuery({ ...publicProductQuery(product._id), retry: false, staleTime: Infinity });
  const test = view.data?.latestLot?.testResult;
  const status = statusOf(product);
  return (
    <Group align="center" gap="lg" wrap="wrap" className="product-summary" aria-label="Product summary" role="group">
      {test ? (
        <Cannastamp test={test} size={150} idPrefix="summary" />
      ) : (
        <Text size="sm" maw={220}>
          {view.isPending
            ? 'Loading the cannastamp'
            : 'No cannastamp yet: it shows once the product has a latest lot with a test result.'}
        </Text>
      )}
      <Stack gap="xs">
        <Badge size="lg" variant="filled" color={status.color}>
          {status.label}
        </Badge>
        <Text size="sm">
          {[product.brand.name, product.productCategory, product.productType].filter(Boolean).join(' · ')}
        </Text>
        {product.active && (
          <Anchor component={Link} to={pages.product.href({ id: product._id })} fw={600}>
            View the public page
          </Anchor>
        )}
      </Stack>
    </Group>
  );
}
