import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from '#shared/schemas/auth';
import { endChild, spawnChild } from './children.ts';
import { waitForPort } from './wait.ts';

const require = createRequire(import.meta.url);

/** cognito-local as a child process; it keeps its pools under <dataDir>/.cognito. */
export async function startCognito(port: number, dataDir: string): Promise<ChildProcess> {
  mkdirSync(join(dataDir, '.cognito'), { recursive: true });
  // Tokens must name the address the API verifies them against.
  writeFileSync(
    join(dataDir, '.cognito', 'config.json'),
    JSON.stringify({ TokenConfig: { IssuerDomain: `http://127.0.0.1:${port}` } }, null, 2),
  );
  const bin = join(dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  const child = spawnChild(process.execPath, [bin], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += d));
  child.on('exit', (code) => {
    if (code) process.stderr.write(`cognito-local exited ${code}: ${stderr}\n`);
  });
  await waitForPort(port, 60_000, () => child.exitCode !== null).catch(async (e: unknown) => {
    await endChild(child);
    throw e;
  });
  return child;
}

export const localCognitoClient = (port: number) =>
  new CognitoIdentityProviderClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-west-2',
  });

export interface PoolConfig {
  userPoolId: string;
  clientId: string;
  issuer: string;
}

/** Creates the user pool and app client once; their ids are kept beside the pool's data. */
export async function ensurePool(
  client: CognitoIdentityProviderClient,
  port: number,
  dataDir: string,
): Promise<PoolConfig> {
  const file = join(dataDir, 'pool.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as PoolConfig;
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'cannastamp-users',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        // the same policy as the cloud pool (shared/schemas/auth.ts)
        PasswordPolicy: {
          MinimumLength: PASSWORD_POLICY.minLength,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const app = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // the cloud's hour (infra/cdk/constructs/auth.ts), so the app renews its session here as there;
      // the test platform's API-level sessions do not renew themselves, so it asks for a day
      AccessTokenValidity: Number(process.env.ACCESS_TOKEN_MINUTES ?? 60),
      TokenValidityUnits: { AccessToken: 'minutes' },
    }),
  );
  const config = {
    userPoolId,
    clientId: app.UserPoolClient!.ClientId!,
    issuer: `http://127.0.0.1:${port}/${userPoolId}`,
  };
  writeFileSync(file, JSON.stringify(config, null, 2));
  return config;
}
