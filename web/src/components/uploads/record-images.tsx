import { Group } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { UploadPurpose } from '#shared/schemas/upload';
import { GalleryField } from './gallery-field.tsx';
import { ImageField } from './image-field.tsx';

type Single = 'backgroundImage' | 'featureImage';
const LABELS: Record<Single, string> = { backgroundImage: 'Background Image', featureImage: 'Feature Image' };

/**
 * A record's images in a react-hook-form form (brand, product, company): its two single images, in
 * the order the form shows them, and its gallery. Each form stores a removed image its own way
 * (`cleared`: null, '' or undefined), as its schema reads it.
 */
export function RecordImages<T extends FieldValues>({
  control,
  clientId,
  purpose,
  order = ['backgroundImage', 'featureImage'],
  cleared,
  readOnly,
}: {
  control: Control<T>;
  clientId: string;
  purpose: Exclude<UploadPurpose, 'coa'>;
  order?: readonly Single[];
  cleared: null | '' | undefined;
  readOnly?: boolean;
}) {
  return (
    <>
      <Group align="flex-start" gap="xl">
        {order.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name as Path<T>}
            render={({ field }) => (
              <ImageField
                clientId={clientId}
                purpose={purpose}
                label={LABELS[name]}
                value={(field.value as string | null | undefined) || undefined}
                onChange={(link) => field.onChange(link ?? cleared)}
                readOnly={readOnly}
              />
            )}
          />
        ))}
      </Group>
      <Controller
        control={control}
        name={'mediaGallery' as Path<T>}
        render={({ field }) => (
          <GalleryField
            clientId={clientId}
            purpose={purpose}
            label="Image Gallery"
            value={(field.value as string[] | undefined) ?? []}
            onChange={field.onChange}
            readOnly={readOnly}
          />
        )}
      />
    </>
  );
}
