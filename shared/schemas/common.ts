import * as z from 'zod/mini';
import * as commonMessages from '../messages/common.ts';

// zod/mini: the same validation as classic zod at a fraction of the bundle (12 KB against 450 KB),
// which every Lambda and the first page visit would otherwise carry.

/** Ids keep the legacy 24-hex shape (time-ordered: 4 bytes of seconds, 8 random bytes). */
export const idSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be a 24-character lowercase hex id'));

/** A page cursor as a previous answer gave it (base64url); what it holds is checked by the data layer. */
export const cursorSchema = z
  .string()
  .check(z.maxLength(512), z.regex(/^[A-Za-z0-9_-]+$/, 'must be a cursor from a previous page'));

export const isoDateTime = z.iso.datetime({ offset: true });

/** A string of at most `max` characters (and at least `min`). */
export const text = (max: number, min = 0) =>
  min > 0
    ? z.string().check(z.minLength(min, 'is required'), z.maxLength(max, `must be at most ${max} characters`))
    : z.string().check(z.maxLength(max, `must be at most ${max} characters`));

/**
 * Body fields the spec lists for a call that the session makes redundant (its token, the user,
 * the account type): a client built on the spec may send them, so they are accepted, whatever
 * they hold, and never read. Any field neither listed nor used is still refused.
 */
export const ignoredFields = <const K extends string>(...names: K[]) =>
  Object.fromEntries(names.map((n) => [n, z.optional(z.unknown())])) as {
    [N in K]: z.ZodMiniOptional<z.ZodMiniUnknown>;
  };

export const errorBodySchema = z.object({ error: z.literal(true), errorMessage: z.string() });

/** An image link: a site-relative media path or an absolute https URL. */
export const imageLink = z
  .string()
  .check(z.maxLength(2048), z.regex(/^(\/media\/|https:\/\/)/, 'must be a /media/ path or an https URL'));

/** A path with one id ({id}); here rather than with the consumer schemas, so a route that needs only this bundles no more. */
export const idParamsSchema = z.object({ id: idSchema });

/** An admin table's search box (`q`): searched on the server, trimmed, 2 to 64 characters. */
export const tableSearchSchema = z.optional(
  z
    .string()
    .check(z.trim(), z.minLength(2, commonMessages.searchTooShort), z.maxLength(64, commonMessages.searchTooLong)),
);
