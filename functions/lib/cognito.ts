import {
  AdminCreateUserCommand, AdminDeleteUserCommand, AdminSetUserPasswordCommand, AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';

// User pool administration (signed with the function's role). Sign-in and refresh are in
// cognito-auth.ts. The user pool holds identities and passwords; everything the API trusts about a user (roles,
// client assignment, disabled) is on the user item in the table (docs/auth.md).

let client: CognitoIdentityProviderClient | undefined;
/** Made on first use; COGNITO_ENDPOINT is set only by the local runtime (cognito-local). */
const cognito = {
  send: ((command: Parameters<CognitoIdentityProviderClient['send']>[0]) => {
    const endpoint = process.env.COGNITO_ENDPOINT;
    client ??= new CognitoIdentityProviderClient(endpoint ? { endpoint, region: process.env.AWS_REGION ?? 'us-west-2' } : {});
    return client.send(command);
  }) as CognitoIdentityProviderClient['send'],
};

const required = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is not configured`);
  return v;
};

/** Creates a confirmed login with a permanent password; answers its subject. */
export async function createLogin(email: string, password: string): Promise<string> {
  const poolId = required('USER_POOL_ID');
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: poolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: poolId, Username: email, Password: password, Permanent: true }));
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('the user pool answered no subject');
  return sub;
}

/** Removes a login (used to undo a sign-up the table refused). */
export async function deleteLogin(email: string): Promise<void> {
  await cognito.send(new AdminDeleteUserCommand({ UserPoolId: required('USER_POOL_ID'), Username: email })).catch((e: Error) => {
    if (e.name !== 'UserNotFoundException') throw e;
  });
}

export const isUsernameTaken = (e: unknown) => (e as Error).name === 'UsernameExistsException';

/** Sets a new permanent password (password recovery). */
export async function setPassword(email: string, password: string): Promise<void> {
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: required('USER_POOL_ID'), Username: email, Password: password, Permanent: true }));
}

/** Changes a login's e-mail (its user name), marked verified: the account page is the proof. */
export async function changeLoginEmail(oldEmail: string, newEmail: string): Promise<void> {
  await cognito.send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: required('USER_POOL_ID'),
      Username: oldEmail,
      UserAttributes: [{ Name: 'email', Value: newEmail }, { Name: 'email_verified', Value: 'true' }],
    }),
  );
}
