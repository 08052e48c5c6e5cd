import { z } from 'zod';

/** Ids keep the legacy 24-hex shape (time-ordered: 4 bytes of seconds, 8 random bytes). */
export const idSchema = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-character lowercase hex id');
export type Id = z.infer<typeof idSchema>;

export const isoDateTime = z.string().datetime({ offset: true });

export const errorBodySchema = z.object({ error: z.literal(true), errorMessage: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An image link: a site-relative media path or an absolute https URL. */
export const imageLink = z.string().max(2048).regex(/^(\/media\/|https:\/\/)/, 'must be a /media/ path or an https URL');
