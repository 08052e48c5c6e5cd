import { Alert, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import '#web/components/mantine.css';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '#web/lib/navigation.ts';
import { SHORT_DESCRIPTION_MAX, TEXT_AREA_MAX, TEXT_INPUT_MAX } from '#shared/constants';
import * as brandMessages from '#shared/messages/client/brands';
import type { Brand } from '#shared/schemas/catalog';
import { brandBodySchema, type BrandBody } from '#shared/schemas/client-brand';
import { isApiError } from '#web/api/client.ts';
import { pages } from '#web/app/paths.ts';
import { RecordImages } from '#web/components/uploads/record-images.tsx';
import { useKeptInput } from '#web/lib/drafts.ts';
import { saveBrand } from './api.ts';

const formOf = (b?: Brand): BrandBody => ({
  name: b?.name ?? '',
  shortDescription: b?.shortDescription ?? '',
  longDescription: b?.longDescription ?? '',
  backgroundImage: b?.backgroundImage ?? null,
  featureImage: b?.featureImage ?? null,
  mediaGallery: b?.mediaGallery ?? [],
});

/**
 * The brand form (spec 2): an existing brand is read-only until 'Edit Brand'; a new one opens for
 * editing. Name is required, the rest optional; images go through the upload fields. A save goes
 * back to Manage Brands, which says 'testResult saved'; a failure shows 'there was an error saving
 * the testResult' and the server's text (both "wording as shown").
 */
export function BrandForm({
  clientId,
  brand,
  onSaved,
}: {
  clientId: string;
  brand?: Brand;
  /** Instead of going back to Manage Brands (the welcome wizard goes on to its next step). */
  onSaved?: (saved: Brand) => void;
}) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [editing, setEditing] = useState(!brand);
  const [failure, setFailure] = useState<string>();
  const { register, control, handleSubmit, reset, formState, getValues } = useForm<BrandBody>({
    resolver: standardSchemaResolver(brandBodySchema),
    defaultValues: formOf(brand),
  });
  useKeptInput('brand', { getValues, reset }, () => setEditing(true));
  const readOnly = !editing;

  const save = handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      const saved = await saveBrand(queries, clientId, body, brand);
      if (onSaved) return onSaved(saved);
      navigate(pages.clientBrands.href({ clientId }), { state: { brandSaved: true } });
    } catch (e) {
      setFailure(`${brandMessages.brandSaveFailed}${isApiError(e) ? `: ${e.message}` : ''}`);
    }
  });

  const cancel = () => {
    if (!brand) return navigate(pages.clientBrands.href({ clientId }));
    reset(formOf(brand));
    setFailure(undefined);
    setEditing(false);
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-labelledby="brand-form-title">
      <Stack gap="md" maw={720}>
        <Group justify="space-between">
          <Title order={1} fz="h2" id="brand-form-title">
            {brand ? brand.name : 'New Brand'}
          </Title>
          {readOnly && (
            <Button type="button" onClick={() => setEditing(true)}>
              {brandMessages.editBrand}
            </Button>
          )}
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label="Brand Name"
          required
          maxLength={TEXT_INPUT_MAX}
          readOnly={readOnly}
          {...register('name')}
          error={formState.errors.name && `Brand Name ${formState.errors.name.message}`}
        />
        <TextInput
          label="Short Description"
          maxLength={SHORT_DESCRIPTION_MAX}
          readOnly={readOnly}
          {...register('shortDescription')}
          error={formState.errors.shortDescription?.message}
        />
        <Textarea
          label="Long Description"
          autosize
          minRows={3}
          maxLength={TEXT_AREA_MAX}
          readOnly={readOnly}
          {...register('longDescription')}
          error={formState.errors.longDescription?.message}
        />
        <RecordImages control={control} clientId={clientId} purpose="brand" cleared={null} readOnly={readOnly} />
        {editing ? (
          <Group>
            <Button type="submit" loading={formState.isSubmitting}>
              Save
            </Button>
            <Button type="button" variant="default" onClick={cancel}>
              Cancel
            </Button>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            Choose {brandMessages.editBrand} to change this brand.
          </Text>
        )}
      </Stack>
    </form>
  );
}
