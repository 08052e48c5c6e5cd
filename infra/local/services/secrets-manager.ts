import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { listenOnLoopback } from './listen.ts';

// A Secrets Manager stand-in speaking the service's own JSON protocol (awsJson1_1,
// `X-Amz-Target: secretsmanager.<Op>`), so functions reach it with the real
// @aws-sdk/client-secrets-manager and the code path they take in AWS (#lib/aws/secrets). It keeps
// the operations the platform uses: CreateSecret, PutSecretValue, GetSecretValue, DescribeSecret
// and DeleteSecret (immediate, as with ForceDeleteWithoutRecovery), with the current version only.
// Secrets live in one JSON file in the data folder (mode 0600), so they survive a restart.
// Signatures are not checked (the other stand-ins do not check them either).

interface Stored {
  arn: string;
  name: string;
  versionId: string;
  secretString?: string;
  secretBinary?: string;
  createdDate: number;
  lastChangedDate: number;
}

const ACCOUNT = '000000000000';
const NAME = /^[A-Za-z0-9/_+=.@-]{1,512}$/;

const smError = (type: string, message: string) => Object.assign(new Error(message), { smType: type });
const typeOf = (e: unknown) => (e as { smType?: string }).smType ?? 'InvalidRequestException';

interface Request {
  Name?: string;
  SecretId?: string;
  SecretString?: string;
  SecretBinary?: string;
  ClientRequestToken?: string;
}

function store(dataDir: string) {
  const file = join(dataDir, 'secrets.json');
  mkdirSync(dataDir, { recursive: true });
  const secrets = new Map<string, Stored>(
    existsSync(file) ? (Object.entries(JSON.parse(readFileSync(file, 'utf8'))) as [string, Stored][]) : [],
  );
  const save = () => {
    // written whole to a new file and renamed over the old, so a crash never leaves half a file
    writeFileSync(`${file}.tmp`, JSON.stringify(Object.fromEntries(secrets)), { mode: 0o600 });
    renameSync(`${file}.tmp`, file);
  };
  return { secrets, save };
}

function operate(region: string, db: ReturnType<typeof store>, op: string, req: Request): Record<string, unknown> {
  const find = (id: string | undefined) => {
    if (!id) throw smError('InvalidParameterException', 'SecretId is required');
    const s = db.secrets.get(id) ?? [...db.secrets.values()].find((x) => x.arn === id);
    if (!s) throw smError('ResourceNotFoundException', "Secrets Manager can't find the specified secret.");
    return s;
  };
  const value = (s: Stored) => {
    if (req.SecretString !== undefined && req.SecretBinary !== undefined)
      throw smError('InvalidParameterException', 'You can provide SecretString or SecretBinary, not both');
    delete s.secretString;
    delete s.secretBinary;
    if (req.SecretString !== undefined) s.secretString = req.SecretString;
    if (req.SecretBinary !== undefined) s.secretBinary = req.SecretBinary;
    s.versionId = req.ClientRequestToken ?? randomUUID();
    s.lastChangedDate = Date.now() / 1000;
  };
  switch (op) {
    case 'CreateSecret': {
      if (!req.Name || !NAME.test(req.Name)) throw smError('InvalidParameterException', 'Invalid name');
      if (db.secrets.has(req.Name))
        throw smError('ResourceExistsException', `The operation failed because the secret ${req.Name} already exists.`);
      const now = Date.now() / 1000;
      const s: Stored = {
        name: req.Name,
        arn: `arn:aws:secretsmanager:${region}:${ACCOUNT}:secret:${req.Name}-${randomBytes(3).toString('hex')}`,
        versionId: '',
        createdDate: now,
        lastChangedDate: now,
      };
      value(s);
      db.secrets.set(s.name, s);
      db.save();
      return { ARN: s.arn, Name: s.name, VersionId: s.versionId };
    }
    case 'PutSecretValue': {
      const s = find(req.SecretId);
      value(s);
      db.save();
      return { ARN: s.arn, Name: s.name, VersionId: s.versionId, VersionStages: ['AWSCURRENT'] };
    }
    case 'GetSecretValue': {
      const s = find(req.SecretId);
      return {
        ARN: s.arn,
        Name: s.name,
        VersionId: s.versionId,
        VersionStages: ['AWSCURRENT'],
        CreatedDate: s.lastChangedDate,
        ...(s.secretString !== undefined && { SecretString: s.secretString }),
        ...(s.secretBinary !== undefined && { SecretBinary: s.secretBinary }),
      };
    }
    case 'DescribeSecret': {
      const s = find(req.SecretId);
      return {
        ARN: s.arn,
        Name: s.name,
        CreatedDate: s.createdDate,
        LastChangedDate: s.lastChangedDate,
        VersionIdsToStages: { [s.versionId]: ['AWSCURRENT'] },
      };
    }
    case 'DeleteSecret': {
      const s = find(req.SecretId);
      db.secrets.delete(s.name);
      db.save();
      return { ARN: s.arn, Name: s.name, DeletionDate: Date.now() / 1000 };
    }
    default:
      throw smError('InvalidRequestException', `${op} is not supported by the local Secrets Manager`);
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
    // Secrets Manager's own bound on a secret is 64 KB
    if (size > 128 * 1024) throw smError('InvalidParameterException', 'request too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The stand-in on 127.0.0.1:port, its secrets under dataDir. */
export async function startSecretsManager(port: number, dataDir: string, region: string) {
  const db = store(dataDir);
  const server = createServer((req, res) => {
    const target = String(req.headers['x-amz-target'] ?? '');
    const op = target.startsWith('secretsmanager.') ? target.slice('secretsmanager.'.length) : '';
    readBody(req)
      .then((text) => answer(res, 200, operate(region, db, op, (text ? JSON.parse(text) : {}) as Request)))
      .catch((e: unknown) => {
        const type = typeOf(e);
        answer(res, 400, { __type: type, message: (e as Error).message }, type);
      });
  });
  await listenOnLoopback(server, port);
  return { stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
