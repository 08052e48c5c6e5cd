import { Alert, Button, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from '#web/lib/navigation.ts';
import type { z } from 'zod/mini';
import { CLIENT_TYPES } from '#shared/constants';
import { createEntityBodySchema } from '#shared/schemas/admin-clients';
import { pages } from '#web/app/paths.ts';
import { createEntity } from './api.ts';

type Body = z.input<typeof createEntityBodySchema>;
const TYPE_LABELS: Record<(typeof CLIENT_TYPES)[number], string> = {
  dispensary: 'Dispensary',
  producer: 'Producer/Processor',
  lab: 'Compliance Lab',
  integrator: 'Data Integrator',
};

/** /admin/addclient (spec 3): a new company; a save goes to the clients list. */
export function AddClientForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm<Body>({
    resolver: standardSchemaResolver(createEntityBodySchema),
    defaultValues: { name: '', type: 'dispensary', licenseNumber: '' },
  });
  const save = useMutation({
    mutationFn: (body: Body) => createEntity({ ...body, ...(body.licenseNumber ? {} : { licenseNumber: undefined }) }),
    onSuccess: () => navigate(pages.adminClients.href()),
  });
  return (
    <section aria-labelledby="add-client-title">
      <Title order={1} fz="h2" id="add-client-title" mb="md">
        Add a client
      </Title>
      <form onSubmit={handleSubmit((b) => save.mutate(b))} noValidate>
        <Stack maw={420}>
          <TextInput label="Name" required {...register('name')} error={formState.errors.name?.message} />
          <NativeSelect
            label="Type"
            {...register('type')}
            data={CLIENT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          />
          <TextInput label="License number" {...register('licenseNumber')} />
          {save.isError && <Alert color="red">{save.error.message}</Alert>}
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Stack>
      </form>
    </section>
  );
}
