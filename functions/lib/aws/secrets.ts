import {
  CreateSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { MESSAGING_SECRETS_PREFIX } from '#shared/needs';
import { setting } from '#lib/base/config';

// A company's messaging credentials (provider phone number, account id, auth token) are kept in
// AWS Secrets Manager, one secret per company (`cannastamp/messaging/<clientId>`), never in the
// table: nothing that reads the table (answers, logs, stream-fed indexes) can carry them. The admin
// route writes them; the loyalty send worker reads them (readMessagingSecret). The functions' grant
// is secretsmanager:* on that prefix only (infra/needs.ts). SECRETS_MANAGER_ENDPOINT is set only by
// the local runtime (its stand-in speaks the same protocol to this client).

export interface MessagingSecret {
  phoneNumber?: string;
  accountId?: string;
  authToken?: string;
}

let client: SecretsManagerClient | undefined;
const sm = () =>
  (client ??= new SecretsManagerClient({
    ...(setting('SECRETS_MANAGER_ENDPOINT')
      ? { endpoint: setting('SECRETS_MANAGER_ENDPOINT'), region: setting('AWS_REGION') ?? 'us-west-2' }
      : {}),
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
  }));

const secretName = (clientId: string) => `${MESSAGING_SECRETS_PREFIX}${clientId}`;
const notFound = (e: unknown) => (e as { name?: string }).name === 'ResourceNotFoundException';

/** The company's messaging credentials, or undefined when none were ever set. */
export async function readMessagingSecret(clientId: string): Promise<MessagingSecret | undefined> {
  try {
    const r = await sm().send(new GetSecretValueCommand({ SecretId: secretName(clientId) }));
    return r.SecretString ? (JSON.parse(r.SecretString) as MessagingSecret) : undefined;
  } catch (e) {
    if (notFound(e)) return undefined;
    throw e;
  }
}

/**
 * Writes the fields given over those kept (a field given as '' is removed), creating the secret on
 * first use; answers which fields are now set, never their values.
 */
export async function writeMessagingSecret(
  clientId: string,
  change: MessagingSecret,
): Promise<Record<keyof MessagingSecret, boolean>> {
  const current = (await readMessagingSecret(clientId)) ?? {};
  const next: MessagingSecret = { ...current };
  for (const k of ['phoneNumber', 'accountId', 'authToken'] as const) {
    const v = change[k];
    if (v === undefined) continue;
    if (v === '') delete next[k];
    else next[k] = v;
  }
  const SecretString = JSON.stringify(next);
  try {
    await sm().send(new PutSecretValueCommand({ SecretId: secretName(clientId), SecretString }));
  } catch (e) {
    if (!notFound(e)) throw e;
    await sm().send(new CreateSecretCommand({ Name: secretName(clientId), SecretString }));
  }
  return { phoneNumber: !!next.phoneNumber, accountId: !!next.accountId, authToken: !!next.authToken };
}
