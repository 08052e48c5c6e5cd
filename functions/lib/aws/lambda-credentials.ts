import { fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for @aws-sdk/credential-provider-node in the Lambda bundles (see infra/bundling.ts).
 * Lambda always hands a function its role's credentials in the environment, so the rest of the
 * default chain (SSO, INI files, STS web identity, IMDS: about 130 KB of nested clients) is dead
 * weight that every cold start would parse.
 */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
