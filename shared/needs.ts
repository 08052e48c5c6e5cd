import type { MEDIA } from './media.ts';
import type { QueueName } from './queues.ts';

// What a function uses, declared once beside its route (route-def.ts) or worker (infra/workers.ts).
// infra/needs.ts turns it into the function's environment and IAM grants, in the CDK stack and in
// the local runtime alike; nothing else names an environment variable or a grant for a function.
// Plain data with no infra imports, since the route table also reaches the web app's types.

/** Where companies' messaging credentials live in Secrets Manager: one secret per company under it. */
export const MESSAGING_SECRETS_PREFIX = 'cannastamp/messaging/';

/** A media bucket prefix of shared/media.ts; a grant covers the objects under it and nothing else. */
export type MediaPrefix = (typeof MEDIA.public)[number] | (typeof MEDIA.private)[keyof typeof MEDIA.private];

/**
 * Settings that are neither a resource nor a grant (parameters and secrets of the deployment):
 * siteOrigins, the cross-site guard's trusted origins; siteUrl, the site's address for links and
 * redirects; certifiedLabWord, what earns a lab 'Certified By'; originSecret, the header value only
 * CloudFront knows (a secret); sessions, verifying session tokens and setting session cookies;
 * google, the OpenID endpoints of Google sign-in; labLinks, fetching documents from the links labs
 * give (in the cloud nothing: any public https address; locally the lab stand-in's origin and the
 * authority its certificate is signed by, the one private address let through).
 */
export type Setting =
  'siteOrigins' | 'siteUrl' | 'certifiedLabWord' | 'originSecret' | 'sessions' | 'google' | 'labLinks';

/**
 * User pool operations. The Admin* ones are signed with the function's role and granted action by
 * action on the pool; InitiateAuth and RevokeToken are public (unsigned) and need the app client id only.
 */
export type UserPoolOperation =
  | 'InitiateAuth'
  | 'RevokeToken'
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminSetUserPassword'
  | 'AdminUpdateUserAttributes'
  | 'AdminUserGlobalSignOut';

/** Files a handler reads at run time, shipped beside its bundle (infra/bundling.ts names the files). */
export type Asset = 'raster' | 'fonts';

/** A function's timeout unless its profile says otherwise. */
export const DEFAULT_TIMEOUT_SECONDS = 10;

/** The function's runtime: defaults are 512 MB, 10 s, arm64 and a bundle of at most 300 KB. */
export interface Profile {
  memoryMb?: number;
  timeoutSeconds?: number;
  /** @sparticuz/chromium's npm package carries the x64 Chromium only, so its users run on x86_64. */
  architecture?: 'arm64' | 'x86_64';
  /**
   * A budget above the default (infra/bundling.ts), for a function whose bundle needs it; the
   * area's docs page says what takes it there. The infra test fails one that is no longer needed.
   */
  bundleKb?: number;
  /** Chromium, unpacked from the stack's layer at /opt by @sparticuz/chromium on the first launch. */
  chromium?: boolean;
  assets?: readonly Asset[];
  /**
   * Packages kept out of the bundle and shipped in the function's node_modules with the packages
   * they depend on (infra/bundling.ts): a native binary, or a worker script loaded by its path.
   */
  nodeModules?: readonly string[];
  /**
   * Files of those packages the function never loads, left out of what ships: paths under
   * node_modules, a `*` matching within one name (infra/bundling.ts, `omittedFiles`).
   */
  unshipped?: readonly string[];
}

export interface Needs {
  /** The single table: 'read', or 'write' (reads included). */
  table?: 'read' | 'write';
  /** Media bucket prefixes whose objects the function reads (GetObject, HEAD), writes (PutObject) or deletes (DeleteObject). */
  media?: { read?: readonly MediaPrefix[]; write?: readonly MediaPrefix[]; delete?: readonly MediaPrefix[] };
  /** Queues (infra/workers.ts names) the function sends to; each gives QUEUE_URL_<NAME>. */
  queues?: readonly QueueName[];
  /**
   * A stream consumer's dead-letter queue (infra/workers.ts gives every stream worker its own):
   * the worker sends a record it can never handle there itself, since its failures are otherwise
   * retried for as long as the stream keeps the record. Gives DEAD_LETTER_QUEUE and its URL.
   */
  deadLetter?: string;
  /**
   * A queue consumer's delivery terms, from the worker table: how many receives before the
   * dead-letter queue takes a message, and how long a delivery may hold what it works on (the
   * function's timeout, so a delivery that died gives it back). Gives MAX_RECEIVES and LEASE_SECONDS.
   */
  delivery?: { maxReceives: number; leaseSeconds: number };
  settings?: readonly Setting[];
  userPool?: readonly UserPoolOperation[];
  /** Sends e-mail through SES, from the deployment's sender (its domain only). */
  mail?: boolean;
  /**
   * Companies' API secrets, sealed with the deployment's KMS key (envelope encryption,
   * #lib/aws/kms): 'seal' makes data keys (GenerateDataKey), 'open' decrypts them (Decrypt).
   */
  apiSecrets?: 'seal' | 'open';
  /**
   * Companies' messaging credentials (provider phone number, account id, auth token) in AWS Secrets
   * Manager under `cannastamp/messaging/` (#lib/aws/secrets): the grant is secretsmanager:* there and
   * nowhere else.
   */
  messagingSecrets?: boolean;
  profile?: Profile;
}

const union = <T>(a: readonly T[] = [], b: readonly T[] = []) => [...new Set([...a, ...b])];

/** Both manifests' needs: the wider table access, every prefix, queue, setting and operation, b's profile over a's. */
export function mergeNeeds(a: Needs, b: Needs): Needs {
  const table = a.table === 'write' || b.table === 'write' ? 'write' : (a.table ?? b.table);
  const media =
    a.media || b.media
      ? {
          read: union(a.media?.read, b.media?.read),
          write: union(a.media?.write, b.media?.write),
          ...((a.media?.delete || b.media?.delete) && { delete: union(a.media?.delete, b.media?.delete) }),
        }
      : undefined;
  const merged: Needs = {
    table,
    media,
    queues: union(a.queues, b.queues),
    deadLetter: a.deadLetter ?? b.deadLetter,
    delivery: a.delivery ?? b.delivery,
    settings: union(a.settings, b.settings),
    userPool: union(a.userPool, b.userPool),
    mail: a.mail || b.mail,
    apiSecrets: a.apiSecrets ?? b.apiSecrets,
    messagingSecrets: a.messagingSecrets || b.messagingSecrets,
    profile: a.profile || b.profile ? { ...a.profile, ...b.profile } : undefined,
  };
  return Object.fromEntries(
    Object.entries(merged).filter(([, v]) => v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0)),
  ) as Needs;
}
