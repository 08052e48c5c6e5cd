import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import Provider from 'oidc-provider';

// Google, as far as the local runtime needs it: an OpenID provider (oidc-provider) with one public
// client, PKCE, refresh tokens, and a sign-in page where a person types the Google address they
// want to be. The API's Google routes talk to it exactly as they talk to the user pool's OAuth
// endpoints in AWS.

export const LOCAL_OIDC_CLIENT_ID = 'cannastamp-local-web';

/** The signing key survives restarts, so sessions signed before one stay good after it. */
function signingKey(dataDir: string) {
  const file = join(dataDir, 'jwks.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  mkdirSync(dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'local-google-stand-in', alg: 'RS256', use: 'sig' };
  writeFileSync(file, JSON.stringify(jwk));
  return jwk;
}

// account ids are the address itself, base64url, so no account store is needed
const accountIdOf = (email: string) => Buffer.from(email.toLowerCase()).toString('base64url');
const emailOf = (accountId: string) => Buffer.from(accountId, 'base64url').toString();

const page = (uid: string, error?: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in with Google (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;background:#f1f3f4;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:8px;padding:32px;width:min(360px,90vw);box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.4rem;margin:0 0 8px}p{color:#5f6368;font-size:.9rem}label{display:block;font-size:.9rem;margin:16px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;font:inherit;border:1px solid #dadce0;border-radius:4px}
.row{display:flex;gap:8px;justify-content:flex-end;margin-top:20px}button{font:inherit;padding:8px 16px;border-radius:4px;border:0;cursor:pointer}
.go{background:#1a73e8;color:#fff}.no{background:none;color:#1a73e8}.err{color:#d93025}</style></head><body><main>
<h1>Sign in with Google</h1><p>Local stand-in: no real Google account is used. Type the address to sign in as.</p>
${error ? `<p class="err" role="alert">${error}</p>` : ''}
<form method="post" action="/interaction/${uid}/login"><label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus>
<div class="row"><button class="no" type="submit" formaction="/interaction/${uid}/abort" formnovalidate>Cancel</button>
<button class="go" type="submit">Continue</button></div></form></main></body></html>`;

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return new URLSearchParams(raw);
}

export async function startOidc(opts: { port: number; dataDir: string; redirectUri: string }) {
  const issuer = `http://127.0.0.1:${opts.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: LOCAL_OIDC_CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [signingKey(opts.dataDir)] },
    cookies: { keys: ['cannastamp-local-oidc-stand-in'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // ID tokens carry the scope's claims, as Google's and Cognito's do
    conformIdTokenClaims: false,
    // revocation: logout hands the refresh token back, as it does to the user pool in AWS
    features: { devInteractions: { enabled: false }, revocation: { enabled: true } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed: (g: string) => boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: emailOf(id), email_verified: true, name: emailOf(id).split('@')[0] }),
    }),
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Session: 86400,
      Grant: 30 * 86400,
      RefreshToken: 30 * 86400,
    },
  });
  const handle = provider.callback();

  // Google's page is not ours, but this stand-in still runs no script and cannot be framed; its
  // form may post to itself and be redirected on to the site's callback
  const pageHeaders = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(opts.redirectUri).origin}; frame-ancestors 'none'; base-uri 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  const interaction = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const [, , uid, action] = path.split('/');
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'GET' && details.prompt.name === 'login') {
      res.writeHead(200, pageHeaders);
      res.end(page(uid!));
      return;
    }
    if (action === 'abort')
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    if (action === 'login') {
      const email = (await formBody(req)).get('email')?.trim() ?? '';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
        res.writeHead(400, pageHeaders);
        res.end(page(uid!, 'Enter an email address.'));
        return;
      }
      return provider.interactionFinished(
        req,
        res,
        { login: { accountId: accountIdOf(email) } },
        { mergeWithLastSubmission: false },
      );
    }
    // consent: a person who signs in with Google to this site consents to it
    const grant = new provider.Grant({ accountId: details.session!.accountId!, clientId: details.params.client_id! });
    grant.addOIDCScope(details.params.scope ?? 'openid email profile');
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname;
    if (!path.startsWith('/interaction/')) return handle(req, res);
    interaction(req, res, path).catch((e: unknown) => {
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(`The sign-in could not continue: ${(e as Error).message}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
