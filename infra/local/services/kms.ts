import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { listenOnLoopback } from './listen.ts';

// A KMS stand-in speaking KMS's own JSON protocol (awsJson1_1, `X-Amz-Target: TrentService.<op>`),
// so the functions reach it with the real @aws-sdk/client-kms and the same code path as in AWS
// (#lib/aws/kms). No KMS stand-in exists on npm (local-kms is a Go binary). It knows the two
// operations envelope encryption uses, GenerateDataKey and Decrypt, with one key: its material is
// 32 random bytes kept in the data folder (mode 0600), so sealed secrets survive a restart. A data
// key is sealed with AES-256-GCM under that material, the encryption context as additional data,
// so a ciphertext opened with another context fails as KMS fails it (InvalidCiphertextException).
// Signatures are not checked (DynamoDB Local and cognito-local do not check them either).

export const LOCAL_KMS_KEY_ID = 'alias/cannastamp-api-secrets';
const VERSION = 1;

const canonicalContext = (c: Record<string, string> = {}) =>
  JSON.stringify(
    Object.keys(c)
      .sort()
      .map((k) => [k, c[k]]),
  );

function material(dataDir: string): Buffer {
  const file = join(dataDir, 'key-material');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32), { mode: 0o600 });
  }
  return readFileSync(file);
}

/** A refusal as KMS words it: its `__type` and message. */
const kmsError = (type: string, message: string) => Object.assign(new Error(message), { kmsType: type });
const typeOf = (e: unknown) => (e as { kmsType?: string }).kmsType ?? 'ValidationException';

function seal(key: Buffer, plaintext: Buffer, context: Record<string, string> | undefined): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(canonicalContext(context)));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

function unseal(key: Buffer, blob: Buffer, context: Record<string, string> | undefined): Buffer {
  if (blob.length < 30 || blob[0] !== VERSION) throw kmsError('InvalidCiphertextException', 'not a ciphertext');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(1, 13));
    decipher.setAAD(Buffer.from(canonicalContext(context)));
    decipher.setAuthTag(blob.subarray(13, 29));
    return Buffer.concat([decipher.update(blob.subarray(29)), decipher.final()]);
  } catch {
    throw kmsError('InvalidCiphertextException', 'the ciphertext or its encryption context is wrong');
  }
}

interface Request {
  KeyId?: string;
  KeySpec?: string;
  NumberOfBytes?: number;
  CiphertextBlob?: string;
  EncryptionContext?: Record<string, string>;
}

function operate(key: Buffer, op: string, req: Request): Record<string, unknown> {
  if (req.KeyId !== undefined && req.KeyId !== LOCAL_KMS_KEY_ID)
    throw kmsError('NotFoundException', `Key '${req.KeyId}' does not exist`);
  switch (op) {
    case 'GenerateDataKey': {
      const bytes = req.KeySpec === 'AES_128' ? 16 : req.KeySpec === 'AES_256' ? 32 : req.NumberOfBytes;
      if (!bytes || bytes < 1 || bytes > 1024) throw kmsError('ValidationException', 'KeySpec or NumberOfBytes');
      const plaintext = randomBytes(bytes);
      return {
        KeyId: LOCAL_KMS_KEY_ID,
        Plaintext: plaintext.toString('base64'),
        CiphertextBlob: seal(key, plaintext, req.EncryptionContext).toString('base64'),
      };
    }
    case 'Decrypt': {
      if (!req.CiphertextBlob) throw kmsError('ValidationException', 'CiphertextBlob is required');
      const plaintext = unseal(key, Buffer.from(req.CiphertextBlob, 'base64'), req.EncryptionContext);
      return {
        KeyId: LOCAL_KMS_KEY_ID,
        Plaintext: plaintext.toString('base64'),
        EncryptionAlgorithm: 'SYMMETRIC_DEFAULT',
      };
    }
    default:
      throw kmsError('UnsupportedOperationException', `${op} is not supported by the local KMS`);
  }
}

const answer = (res: ServerResponse, status: number, body: unknown, type?: string) => {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    ...(type ? { 'x-amzn-errortype': type } : {}),
  });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 64 * 1024) throw kmsError('ValidationException', 'request too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The stand-in on 127.0.0.1:port, its key material under dataDir. */
export async function startKms(port: number, dataDir: string) {
  const key = material(dataDir);
  const server = createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const op = target.startsWith('TrentService.') ? target.slice('TrentService.'.length) : '';
    readBody(req)
      .then((text) => answer(res, 200, operate(key, op, (text ? JSON.parse(text) : {}) as Request)))
      .catch((e: unknown) => {
        const type = typeOf(e);
        answer(res, 400, { __type: type, message: (e as Error).message }, type);
      });
  });
  await listenOnLoopback(server, port);
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
