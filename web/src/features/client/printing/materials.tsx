import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { useState } from 'react';
import { MATERIALS } from '#shared/schemas/printing';
import { PrintJobStatus } from '#web/components/print-job-status.tsx';
import { printMaterials } from './api.ts';

const WHAT: Record<(typeof MATERIALS)[number], { title: string; about: string }> = {
  flyer: { title: 'Flyer', about: 'One page: your brand and up to six of your products with their figures.' },
  productCards: {
    title: 'Product cards',
    about: 'Ten cards a sheet, one for each of your products, with a QR code to its result.',
  },
  tableTopCards: { title: 'Table-top cards', about: 'Two cards a sheet to stand on a counter, one a product.' },
};

/** Marketing Materials (spec 2): PDFs made from the company's own brand and products by the print worker. */
export function Materials({ clientId }: { clientId: string }) {
  const [jobs, setJobs] = useState<Partial<Record<(typeof MATERIALS)[number], string>>>({});
  const [errors, setErrors] = useState<Partial<Record<(typeof MATERIALS)[number], string>>>({});
  const make = async (material: (typeof MATERIALS)[number]) => {
    setErrors((e) => ({ ...e, [material]: undefined }));
    try {
      const r = await printMaterials(clientId, material);
      setJobs((j) => ({ ...j, [material]: r.printJob._id }));
    } catch (e) {
      setErrors((x) => ({ ...x, [material]: (e as Error).message }));
    }
  };
  return (
    <section aria-labelledby="materials-title">
      <Title order={1} fz="h2" id="materials-title" mb="md">
        Marketing Materials
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {MATERIALS.map((m) => (
          <Card key={m} withBorder>
            <Title order={2} fz="lg">
              {WHAT[m].title}
            </Title>
            <Text size="sm" my="xs">
              {WHAT[m].about}
            </Text>
            {/* the name starts with the words shown, for voice control, and says which card */}
            <Button onClick={() => make(m)} aria-label={`Make PDF of the ${WHAT[m].title.toLowerCase()}`}>
              Make PDF
            </Button>
            {errors[m] && (
              <Text c="red.8" mt="xs" role="alert">
                {errors[m]}
              </Text>
            )}
            {jobs[m] && (
              <div style={{ marginTop: 8 }}>
                <PrintJobStatus clientId={clientId} id={jobs[m]} label={WHAT[m].title.toLowerCase()} />
              </div>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
