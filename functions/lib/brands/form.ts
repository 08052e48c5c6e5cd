import type { Brand } from '#shared/schemas/catalog';
import type { BrandBody } from '#shared/schemas/client-brand';
import { assertUploadedBy } from '#lib/uploads/store/linked';

// What a brand save keeps from the form: its images must be confirmed uploads of the brand's own
// client, unless the brand already had them (#lib/uploads/store/linked).

const imagesOf = (b: Partial<Pick<Brand, 'backgroundImage' | 'featureImage' | 'mediaGallery'>>) => [
  b.backgroundImage,
  b.featureImage,
  ...(b.mediaGallery ?? []),
];

/** The brand as it will be stored: the form's fields over its identity; empty optional fields are dropped. */
export async function brandFromForm(
  body: BrandBody,
  identity: Pick<Brand, '_id' | 'producer' | 'createdAt' | 'updatedAt'>,
  before?: Brand,
): Promise<Brand> {
  await assertUploadedBy(
    identity.producer,
    imagesOf({
      ...body,
      backgroundImage: body.backgroundImage ?? undefined,
      featureImage: body.featureImage ?? undefined,
    }),
    before ? imagesOf(before) : [],
  );
  return {
    ...identity,
    name: body.name,
    ...(body.shortDescription && { shortDescription: body.shortDescription }),
    ...(body.longDescription && { longDescription: body.longDescription }),
    ...(body.backgroundImage && { backgroundImage: body.backgroundImage }),
    ...(body.featureImage && { featureImage: body.featureImage }),
    mediaGallery: [...new Set(body.mediaGallery ?? [])],
  };
}
