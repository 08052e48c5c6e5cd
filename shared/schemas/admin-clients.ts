import * as z from 'zod/mini';
import * as messages from '../messages/admin/clients.ts';
import { CLIENT_TYPES, COA_SERVICE_LIMIT_MAX, PREMIUM_LEVELS } from '../constants.ts';
import { cursorSchema, idSchema, isoDateTime, text } from './common.ts';

// The admin clients pages (spec 3 §2 /admin/addclient, /admin/clients; §7 POST entity, entitys,
// PUT entity/{id}, setClientAdmin). Messaging credentials are written, never read back: a row
// says only whether each is set.

/** POST entity: a new company (the spec sends form data). */
export const createEntityBodySchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1, messages.nameRequired), z.maxLength(128)),
  type: z.enum(CLIENT_TYPES),
  licenseNumber: z.optional(z.string().check(z.trim(), z.maxLength(128))),
});

export const entitiesQuerySchema = z.object({
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-9]\d|100)$/, 'must be a number from 1 to 100'))),
  cursor: z.optional(cursorSchema),
  /** Part of the name, any case (the page's filter, fetched 500 ms after the last key). */
  name: z.optional(z.string().check(z.trim(), z.maxLength(128))),
});

export const adminClientRowSchema = z.object({
  _id: idSchema,
  name: z.string(),
  type: z.enum(CLIENT_TYPES),
  licenseNumber: z.optional(z.string()),
  adminUser: z.optional(idSchema),
  /** The admin user's e-mail, so the row names a person. */
  adminEmail: z.optional(z.string()),
  premiumLevel: z.enum(PREMIUM_LEVELS),
  premiumEnabled: z.boolean(),
  loyaltyEnabled: z.boolean(),
  coaDataEntryService: z.object({ enabled: z.boolean(), serviceLimit: z.number() }),
  messaging: z.object({
    phoneNumber: z.enum(['set', 'not set']),
    accountId: z.enum(['set', 'not set']),
    authToken: z.enum(['set', 'not set']),
  }),
  updatedAt: isoDateTime,
});
export type AdminClientRow = z.infer<typeof adminClientRowSchema>;

export const entitiesAnswerSchema = z.object({
  error: z.literal(false),
  entities: z.array(adminClientRowSchema),
  nextCursor: z.nullable(z.string()),
});

export const entityParamsSchema = z.object({ id: idSchema });

/**
 * PUT entity/{id}: the row's settings. `seen` is the updatedAt the admin's row showed: a save over
 * a change made meanwhile is refused (409), never merged silently.
 */
export const updateEntityBodySchema = z.strictObject({
  seen: isoDateTime,
  premiumLevel: z.optional(z.enum(PREMIUM_LEVELS)),
  coaDataEntryService: z.optional(
    z.strictObject({
      enabled: z.boolean(),
      serviceLimit: z
        .number(messages.coaLimitRange)
        .check(
          z.int(messages.coaLimitRange),
          z.gte(0, messages.coaLimitRange),
          z.lte(COA_SERVICE_LIMIT_MAX, messages.coaLimitRange),
        ),
    }),
  ),
});

export const adminRowAnswerSchema = z.object({ error: z.literal(false), entity: adminClientRowSchema });

/** setClientAdmin (spec 3 §7): the company's admin user. */
export const setClientAdminBodySchema = z.strictObject({ client: idSchema, userId: idSchema });

/**
 * The messaging settings: loyaltyEnabled, and the provider's phone number, account id and auth
 * token, which go to Secrets Manager ('' removes one; absent keeps it).
 */
export const messagingBodySchema = z.strictObject({
  loyaltyEnabled: z.boolean(),
  phoneNumber: z.optional(
    z.union([z.literal(''), z.string().check(z.regex(/^\+?[0-9]{10,15}$/, messages.phoneInvalid))]),
  ),
  accountId: z.optional(text(128)),
  authToken: z.optional(text(256)),
});
