import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import '#web/components/mantine.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { TEXT_INPUT_MAX } from '#shared/constants';
import * as lotMessages from '#shared/messages/client/lots';
import { lotBodySchema, type LotBody, type LotRow } from '#shared/schemas/client-lots';
import { isApiError } from '#web/api/client.ts';
import { dispensaryOptionsQuery, parentLotOptionsQuery, productOptionsQuery, saveLot } from './api.ts';
import { useKeptInput } from '#web/lib/drafts.ts';

type Kind = 'parentLot' | 'shipment';

/** A choice list opens inside the dialog, above its overlay (a portal would put it beneath). */
const inDialog = { withinPortal: false };

const formOf = (kind: Kind, lot?: LotRow): LotBody => ({
  lotType: kind,
  s2sId: lot?.s2sId ?? '',
  product: lot?.product ?? '',
  testResult: lot?.testResult ?? '',
  parentLot: lot?.parentLot ?? '',
  dispensary: lot?.dispensary ?? '',
  available: lot?.available ?? true,
  ...(kind === 'parentLot' && { published: lot?.published ?? false }),
});

/** The server's reason without the field path the API puts before it (`body.parentLot: …`). */
const reason = (e: unknown) => (isApiError(e) ? e.message.replace(/^body(\.\w+)?: /, '') : undefined);

/**
 * Add or edit a lot (spec 2 `POST`/`PUT lot/{id}`), in a dialog: a parent lot's seed-to-sale id and
 * product, and its Publish switch (search engines may index its public lab-result page); a
 * shipment's id, parent lot and dispensary. A test result is attached from the test
 * result form, whose save leads back to Parent/Test Lots. A failure shows the spec's 'the server
 * failed to save the product lot' with the server's reason.
 */
export function LotForm({
  clientId,
  kind,
  lot,
  opened,
  onClose,
}: {
  clientId: string;
  kind: Kind;
  lot?: LotRow | undefined;
  opened: boolean;
  onClose: () => void;
}) {
  const queries = useQueryClient();
  const [failure, setFailure] = useState<string>();
  const products = useQuery({ ...productOptionsQuery(clientId), enabled: opened && kind === 'parentLot' });
  const parents = useQuery({ ...parentLotOptionsQuery(clientId), enabled: opened && kind === 'shipment' });
  const dispensaries = useQuery({ ...dispensaryOptionsQuery(clientId), enabled: opened && kind === 'shipment' });
  const { register, control, handleSubmit, formState, getValues, reset } = useForm<LotBody>({
    resolver: standardSchemaResolver(lotBodySchema),
    defaultValues: formOf(kind, lot),
  });
  useKeptInput('lot', { getValues, reset });
  const save = handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await saveLot(queries, clientId, body, lot?._id);
      onClose();
    } catch (e) {
      const why = reason(e);
      setFailure(`${lotMessages.failedToSave}${why ? `: ${why}` : ''}`);
    }
  });
  const noun = kind === 'parentLot' ? 'Parent Lot' : 'Shipment';
  const productChoices = (products.data?.products ?? []).map((p) => ({ value: p._id, label: p.name }));
  if (lot?.product && lot.productName && !productChoices.some((c) => c.value === lot.product))
    productChoices.unshift({ value: lot.product, label: lot.productName });
  const parentChoices = (parents.data?.lots ?? []).map((l) => ({
    value: l._id,
    label: [l.s2sId ?? l._id, l.productName].filter(Boolean).join(' · '),
  }));
  const dispensaryChoices = (dispensaries.data?.dispensaries ?? []).map((d) => ({ value: d._id, label: d.name }));
  return (
    <Modal opened={opened} onClose={onClose} title={lot ? `Edit ${noun}` : `Add a ${noun}`} centered>
      <form onSubmit={(e) => void save(e)} noValidate aria-label={noun}>
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={kind === 'parentLot' ? 'Lot ID (seed-to-sale)' : 'Shipment ID (seed-to-sale)'}
            maxLength={TEXT_INPUT_MAX}
            {...register('s2sId')}
            error={formState.errors.s2sId?.message}
          />
          {kind === 'parentLot' ? (
            <Controller
              control={control}
              name="product"
              render={({ field, fieldState }) => (
                <Select
                  label="Product"
                  placeholder={products.data?.products.length === 0 ? 'Add a product first' : 'Choose a product'}
                  data={productChoices}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  clearable
                  searchable
                  comboboxProps={inDialog}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : (
            <>
              <Controller
                control={control}
                name="parentLot"
                render={({ field, fieldState }) => (
                  <Select
                    label="Parent Lot"
                    placeholder={parents.data?.lots.length === 0 ? 'Add a parent lot first' : 'Choose a parent lot'}
                    data={parentChoices}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    withAsterisk
                    searchable
                    comboboxProps={inDialog}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="dispensary"
                render={({ field, fieldState }) => (
                  <Select
                    label="Dispensary"
                    placeholder="Choose a dispensary"
                    data={dispensaryChoices}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    clearable
                    searchable
                    comboboxProps={inDialog}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </>
          )}
          <Controller
            control={control}
            name="available"
            render={({ field }) => (
              <Switch
                label={kind === 'shipment' ? 'Current shipment (off: an old shipment)' : 'Available'}
                checked={!!field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          {kind === 'parentLot' && (
            <Controller
              control={control}
              name="published"
              render={({ field }) => (
                <Switch
                  label="Publish"
                  description="Let search engines index this lot's public lab-result page (the page its QR code opens). Off: anyone with the code can read it, but it stays out of search results."
                  checked={!!field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              Save {noun}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
