import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { claimBodySchema, EntityBody } from '#shared/schemas/company-form';
import type { WelcomeFacts } from '#shared/welcome';
import { call } from '#web/api/client.ts';
import { clientQuery } from '#web/lib/client.ts';

// The company's counts and its pending claims (the entity itself is #web/lib/client.ts), and the
// company's writes: each query key and call defined once here.

const keys = {
  counts: (clientId: string) => ['company', clientId, 'counts'] as const,
  claims: (clientId: string) => ['company', clientId, 'claims'] as const,
};

/**
 * The counts the welcome redirect reads (spec 2: products/count, brands/count, testResults/count).
 * Products first: a company with any has content, and every page of the client area then opens on
 * one count instead of three; brands and tests are read, side by side, only when it has none.
 */
export const countsQuery = (clientId: string) =>
  queryOptions({
    queryKey: keys.counts(clientId),
    queryFn: async ({ signal }): Promise<WelcomeFacts['counts']> => {
      const count = async (kind: 'products' | 'brands' | 'testResults') =>
        (await call('getCount', { params: { clientId, kind } }, signal)).count;
      const products = await count('products');
      if (products > 0) return { products };
      const [brands, tests] = await Promise.all([count('brands'), count('testResults')]);
      return { products, brands, tests };
    },
  });

export const claimsQuery = (clientId: string) =>
  queryOptions({
    queryKey: keys.claims(clientId),
    queryFn: ({ signal }) => call('getClaims', { params: { clientId } }, signal),
  });

/** The counts go stale once the company has its first brand, product and result (the welcome wizard's end). */
export const countsChanged = (queries: QueryClient, clientId: string) =>
  queries.invalidateQueries({ queryKey: keys.counts(clientId) });

/** Companies to claim whose name starts with `name` (from 2 letters), or the one `id` names. */
export const claimableQuery = (query: { name: string } | { id: string }) =>
  queryOptions({
    queryKey: ['claimable', query] as const,
    queryFn: ({ signal }) => call('findClaimable', { query }, signal).then((r) => r.companies),
  });

/** Registers a new company with the caller as its first member (or a claim waiting for its members). */
export const claimCompany = (body: z.input<typeof claimBodySchema>) => call('claimEntity', { body });

/** Claims the company a claim link names. */
export const claimExistingCompany = (companyId: string) =>
  call('claimExistingEntity', { params: { id: companyId }, body: {} });

/**
 * Saves the company profile. The answer is the company as stored, so it becomes the entry every
 * client page reads; the counts and the claims are not the profile's and stay.
 */
export async function saveCompany(queries: QueryClient, clientId: string, body: EntityBody) {
  const { entity } = await call('updateEntity', { params: { clientId }, body });
  queries.setQueryData(clientQuery(clientId).queryKey, entity);
}

/**
 * A member's or an admin's answer to a claim. The claims are read again even when it fails (someone
 * else may have answered first), and the company after an approval, which may start its Pro trial.
 */
export async function decideClaim(
  queries: QueryClient,
  clientId: string,
  userId: string,
  decision: 'approve' | 'reject',
) {
  try {
    await call('decideClaim', { params: { clientId, userId, decision } });
  } finally {
    await Promise.all([
      queries.invalidateQueries({ queryKey: keys.claims(clientId) }),
      decision === 'approve' && queries.invalidateQueries({ queryKey: clientQuery(clientId).queryKey }),
    ]);
  }
}

/** The company's API secret, which no other answer carries. */
export const revealApiSecret = (clientId: string) => call('revealApiSecret', { params: { clientId } });

/** A new key and secret; the old secret stops working. */
export const rotateApiSecret = (clientId: string) => call('rotateApiSecret', { params: { clientId } });

/** The labs and integrators a company may choose to send it results (docs/lab-api.md). */
export const feedCompaniesQuery = (clientId: string) =>
  queryOptions({
    queryKey: ['company', clientId, 'feedCompanies'] as const,
    queryFn: ({ signal }) => call('feedCompanies', { params: { clientId } }, signal),
    staleTime: 5 * 60_000,
  });

/** Saves the company's lab feeds; the company is read again, which carries them. */
export async function saveLabFeeds(
  queries: QueryClient,
  clientId: string,
  feeds: { company: string; trusted: boolean }[],
) {
  const saved = await call('setLabFeeds', { params: { clientId }, body: { feeds } });
  await queries.invalidateQueries({ queryKey: clientQuery(clientId).queryKey });
  return saved;
}
