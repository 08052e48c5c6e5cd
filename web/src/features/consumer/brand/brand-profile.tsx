import { Anchor, Button, Grid, Image, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { BRAND_LOCATION } from '#shared/constants';
import * as consumerMessages from '#shared/messages/consumer';
import { QueryState } from '#web/components/query-state.tsx';
import { brandProductsQuery, brandQuery } from './api.ts';

const DEFAULT_BACKGROUND = '/default-background.svg';

/** A brand's profile and its products. */
export function BrandProfile({ brandId }: { brandId: string }) {
  const brand = useQuery(brandQuery(brandId));
  const products = useInfiniteQuery({ ...brandProductsQuery(brandId), enabled: brand.isSuccess });
  const productList = products.data?.pages.flatMap((p) => p.products) ?? [];
  return (
    <QueryState query={brand} what="brand">
      {(b) => (
        <Stack gap="lg">
          <div
            className="brand-hero"
            role="img"
            aria-label={`${b.name} background`}
            style={{ backgroundImage: `url("${b.backgroundImage ?? DEFAULT_BACKGROUND}")` }}
            data-testid="brand-background"
            data-default={b.backgroundImage ? undefined : 'true'}
          />
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <Title order={1}>{b.name}</Title>
                <section aria-labelledby="about-title">
                  <Title order={2} fz="lg" id="about-title">
                    About {b.name}
                  </Title>
                  <Text mt="xs">{b.longDescription ?? b.shortDescription ?? ''}</Text>
                </section>
                <section aria-labelledby="others-title">
                  <Title order={2} fz="lg" id="others-title">
                    {consumerMessages.otherProductsBy(b.name)}
                  </Title>
                  {products.isPending ? (
                    <Text role="status">Loading products…</Text>
                  ) : products.isError ? (
                    <Text role="alert">We couldn't load this brand's products.</Text>
                  ) : productList.length === 0 ? (
                    <Text>No products listed yet.</Text>
                  ) : (
                    <List mt="xs" spacing={4}>
                      {productList.map((p) => (
                        <List.Item key={p._id}>
                          <Anchor component={Link} to={p.cleanUrl}>
                            {p.name}
                          </Anchor>{' '}
                          <Text span c="dimmed" fz="sm">
                            {p.productType}
                            {p.available ? '' : ' · No Longer In Stores'}
                          </Text>
                        </List.Item>
                      ))}
                    </List>
                  )}
                  {products.hasNextPage && (
                    <Button
                      variant="light"
                      mt="sm"
                      onClick={() => void products.fetchNextPage()}
                      loading={products.isFetchingNextPage}
                    >
                      Show more products
                    </Button>
                  )}
                </section>
                {b.mediaGallery.length > 0 && (
                  <section aria-labelledby="gallery-title">
                    <Title order={2} fz="lg" id="gallery-title">
                      Gallery
                    </Title>
                    <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs" className="gallery">
                      {b.mediaGallery.map((src, i) => (
                        <img
                          key={src}
                          src={src}
                          alt={`${b.name} gallery image ${i + 1}`}
                          loading="lazy"
                          width={400}
                          height={300}
                        />
                      ))}
                    </SimpleGrid>
                  </section>
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Paper withBorder p="md" component="aside" aria-label={`${b.name} at a glance`}>
                <Stack gap="sm">
                  {b.featureImage && <Image src={b.featureImage} alt={`${b.name} feature image`} radius="md" />}
                  {b.shortDescription && <Text>{b.shortDescription}</Text>}
                  <Text fz="sm">{BRAND_LOCATION}</Text>
                  <Text fz="sm">
                    Joined{' '}
                    {new Date(b.createdAt).toLocaleDateString('en-US', {
                      month: 'long',
                      year: 'numeric',
                      timeZone: 'UTC',
                    })}
                  </Text>
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        </Stack>
      )}
    </QueryState>
  );
}
