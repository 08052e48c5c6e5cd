import * as z from 'zod/mini';
import { SHORT_DESCRIPTION_MAX, TEXT_AREA_MAX, TEXT_INPUT_MAX } from '../constants.ts';
import { brandSchema } from './catalog.ts';
import { cursorSchema, idSchema, imageLink, text } from './common.ts';

// The business client's brands (spec 2: Manage Brands and the brand form; docs/client-brands.md).

export const BRAND_PAGE_SIZE = 10;

export const clientParamsSchema = z.object({ clientId: idSchema });
export const clientBrandParamsSchema = z.object({ clientId: idSchema, id: idSchema });

export const brandListQuerySchema = z.strictObject({
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-4]\d|50)$/, 'must be a number from 1 to 50'))),
  cursor: z.optional(cursorSchema),
});

/** What the brand form sends (JSON rather than the spec's form data): name required, the rest optional. */
export const brandBodySchema = z.strictObject({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(TEXT_INPUT_MAX, `must be at most ${TEXT_INPUT_MAX} characters`),
    ),
  shortDescription: z.optional(text(SHORT_DESCRIPTION_MAX)),
  longDescription: z.optional(text(TEXT_AREA_MAX)),
  backgroundImage: z.optional(z.nullable(imageLink)),
  featureImage: z.optional(z.nullable(imageLink)),
  mediaGallery: z.optional(z.array(imageLink).check(z.maxLength(24))),
});
export type BrandBody = z.infer<typeof brandBodySchema>;

export const brandListAnswerSchema = z.object({
  error: z.literal(false),
  brands: z.array(brandSchema),
  nextCursor: z.nullable(z.string()),
});

export const brandAnswerSchema = z.object({ error: z.literal(false), brand: brandSchema });
