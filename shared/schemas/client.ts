import * as z from 'zod/mini';
import { sessionUserSchema } from './auth.ts';
import { clientSchema } from './catalog.ts';
import { cursorSchema, idSchema, isoDateTime } from './common.ts';

// Claiming a company, its claims, counts and API key (spec 2). The company form itself, with its
// US phone check, is in company-form.ts, so only the two routes that save it carry the check.

/** PUT claim-entity/{id}: an existing company. */
export const claimParamsSchema = z.object({ id: idSchema });
/** PUT claim-entity/{id}: nothing but the path (a trial comes from the sign-up offer, never a body). */
export const claimExistingBodySchema = z.strictObject({});

export const clientParamsSchema = z.object({ clientId: idSchema });

/** The companies a business user may claim: by the start of the name, or the one a link names. */
export const claimableQuerySchema = z.object({
  name: z.optional(z.string().check(z.trim(), z.minLength(2, 'Type at least 2 letters.'), z.maxLength(128))),
  id: z.optional(idSchema),
});
export const claimableAnswerSchema = z.object({
  error: z.literal(false),
  companies: z.array(
    z.object({
      _id: idSchema,
      name: z.string(),
      type: z.string(),
      licenseNumber: z.optional(z.string()),
    }),
  ),
});

/** The company as its members see it: never its API secret (that has its own route). */
export const entityAnswerSchema = z.object({ error: z.literal(false), entity: clientSchema });

/** A claim answered at once (the company had no members) or left pending for a member or an admin. */
export const claimAnswerSchema = z.object({
  error: z.literal(false),
  status: z.enum(['assigned', 'pending']),
  /** The caller's session user; it carries clientAssignment once assigned. */
  user: sessionUserSchema,
  clientAssignment: z.optional(idSchema),
  /** Where the page goes next (the spec's redirect), absent while the claim waits. */
  next: z.optional(z.string()),
});

export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const claimSchema = z.object({
  client: idSchema,
  user: idSchema,
  email: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  status: z.enum(CLAIM_STATUSES),
  decidedBy: z.optional(idSchema),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Claim = z.infer<typeof claimSchema>;

export const claimsQuerySchema = z.object({
  limit: z.optional(z.string().check(z.regex(/^([1-9]|[1-4]\d|50)$/, 'must be a number from 1 to 50'))),
  cursor: z.optional(cursorSchema),
});
export const claimsAnswerSchema = z.object({
  error: z.literal(false),
  claims: z.array(claimSchema),
  nextCursor: z.nullable(z.string()),
});

export const claimDecisionParamsSchema = z.object({
  clientId: idSchema,
  userId: idSchema,
  decision: z.enum(['approve', 'reject']),
});
export const claimDecisionAnswerSchema = z.object({ error: z.literal(false), claim: claimSchema });

/** The spec's three count calls, products/count, brands/count and testResults/count, are one route. */
export const COUNTED = ['products', 'brands', 'testResults'] as const;
export const countParamsSchema = z.object({ clientId: idSchema, kind: z.enum(COUNTED) });
export const countAnswerSchema = z.object({ error: z.literal(false), count: z.number() });

/** The API key and its secret, revealed on click (GET) or replaced (POST). */
export const apiSecretAnswerSchema = z.object({ error: z.literal(false), apiKey: z.string(), apiSecret: z.string() });
