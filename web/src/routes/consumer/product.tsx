import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '#shared/messages';
import { call } from '../../api/client.ts';
import { QueryState } from '../../components/query-state.tsx';
import { Cannastamp, CannastampLegend } from '../../components/cannastamp.tsx';
import { SimilarProducts } from '../../components/similar-products.tsx';
import { StampDownloads } from '../../components/stamp-downloads.tsx';
import { TestFigures } from '../../components/test-figures.tsx';

export function Component() {
  const { id = '', referenceLotId } = useParams();
  const query = useQuery({
    queryKey: ['product', id, referenceLotId],
    queryFn: ({ signal }) => call('getProduct', { params: { id, optional: referenceLotId } }, signal),
  });
  useEffect(() => {
    if (query.isError) console.error(messages.productFetchFailed, query.error);
  }, [query.isError, query.error]);
  return (
    <QueryState query={query} what="product">
      {(p) => (
        <Stack gap="lg">
          <div className="product-head">
          {p.latestLot?.testResult && <Cannastamp test={p.latestLot.testResult} size={300} />}
          <div>
            <Title order={1}>{p.name}</Title>
            <Group gap="xs" mt={4}>
              <Text>
                by{' '}
                <Anchor component={Link} to={`/brand/${p.brand._id}`}>
                  {p.brand.name}
                </Anchor>
              </Text>
            </Group>
            <Group gap="xs" mt="sm">
              <Badge variant="light" color="green">{p.productCategory}</Badge>
              <Badge variant="light" color="gray">{p.productType}</Badge>
              {!p.active ? (
                <Badge color="red" variant="filled">Discontinued</Badge>
              ) : !p.available ? (
                <Badge color="orange" variant="filled">No Longer In Stores</Badge>
              ) : null}
            </Group>
          </div>
          </div>
          {p.certifiedBy && (
            <section aria-labelledby="certified-title" className="certified">
              <h2 id="certified-title" className="section-title">Certified By</h2>
              <div className="certified-lab">
                {p.certifiedBy.logo && <img src={p.certifiedBy.logo} alt={`${p.certifiedBy.name} logo`} width={64} height={64} />}
                <span>{p.certifiedBy.name}</span>
              </div>
            </section>
          )}
          {p.shortDescription && <Text>{p.shortDescription}</Text>}
          {p.longDescription && <Text c="dimmed">{p.longDescription}</Text>}
          {p.latestLot?.testResult ? (
            <>
              <details className="colour-key">
                <summary>What the colours mean</summary>
                <CannastampLegend />
              </details>
              <StampDownloads lotId={p.latestLot._id} />
              <TestFigures test={p.latestLot.testResult} />
              <SimilarProducts testId={p.latestLot.testResult._id} />
            </>
          ) : (
            <Text role="status">No lab result has been published for this product yet.</Text>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
