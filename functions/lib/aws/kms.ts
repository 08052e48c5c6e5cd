import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { required, setting } from '#lib/base/config';

// Envelope encryption with a KMS key: each value is encrypted here with a fresh AES-256-GCM data
// key, and only that data key, encrypted by KMS, is kept beside it. Decrypting asks KMS to decrypt
// the data key, which the key policy allows only to the functions whose manifest names the need.
// The encryption context binds a ciphertext to what it belongs to (a company's id): a ciphertext
// copied onto another company does not decrypt. KMS_ENDPOINT is set only by the local runtime
// (its stand-in speaks the same JSON protocol to this same client).

let client: KMSClient | undefined;
const kms = () =>
  (client ??= new KMSClient({
    ...(setting('KMS_ENDPOINT')
      ? { endpoint: setting('KMS_ENDPOINT'), region: setting('AWS_REGION') ?? 'us-west-2' }
      : {}),
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 3_000, throwOnRequestTimeout: true },
  }));

/** What is stored: the value's ciphertext and the data key that opens it, itself encrypted by KMS. */
export interface Envelope {
  encryptedKey: string;
  iv: string;
  ciphertext: string;
  tag: string;
}

export async function seal(plaintext: string, context: Record<string, string>): Promise<Envelope> {
  const dataKey = await kms().send(
    new GenerateDataKeyCommand({
      KeyId: required('API_SECRETS_KEY_ID'),
      KeySpec: 'AES_256',
      EncryptionContext: context,
    }),
  );
  if (!dataKey.Plaintext || !dataKey.CiphertextBlob) throw new Error('KMS answered no data key');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', dataKey.Plaintext, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  dataKey.Plaintext.fill(0);
  return {
    encryptedKey: Buffer.from(dataKey.CiphertextBlob).toString('base64'),
    iv: iv.toString('base64'),
    ciphertext: ciphertext.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

export async function open(envelope: Envelope, context: Record<string, string>): Promise<string> {
  const dataKey = await kms().send(
    new DecryptCommand({
      KeyId: required('API_SECRETS_KEY_ID'),
      CiphertextBlob: Buffer.from(envelope.encryptedKey, 'base64'),
      EncryptionContext: context,
    }),
  );
  if (!dataKey.Plaintext) throw new Error('KMS answered no data key');
  const decipher = createDecipheriv('aes-256-gcm', dataKey.Plaintext, Buffer.from(envelope.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(envelope.tag, 'base64'));
  const plaintext = Buffer.concat([decipher.update(Buffer.from(envelope.ciphertext, 'base64')), decipher.final()]);
  dataKey.Plaintext.fill(0);
  return plaintext.toString('utf8');
}
