import { signedPost } from './sigv4.ts';
import { required, setting } from '#lib/base/config';

// User pool administration, as signed JSON calls with the function's role. The SDK's Cognito
// client would add 35 KB to each bundle for four operations; the requests are the same. Sign-in
// and refresh are unsigned, in cognito-auth.ts. The pool holds identities and passwords;
// everything the API trusts about a user (roles, client assignment, disabled) is on the user item
// in the table (docs/auth.md).

/** One admin operation; COGNITO_ENDPOINT is set only by the local runtime (cognito-local). */
async function admin<T>(operation: string, input: Record<string, unknown>): Promise<T> {
  const region = required('AWS_REGION');
  return (await signedPost({
    service: 'cognito-idp',
    region,
    url: setting('COGNITO_ENDPOINT') ?? `https://cognito-idp.${region}.amazonaws.com/`,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify({ UserPoolId: required('USER_POOL_ID'), ...input }),
  })) as T;
}

/** Creates a confirmed login with a permanent password; answers its subject. */
export async function createLogin(email: string, password: string): Promise<string> {
  const created = await admin<{ User?: { Attributes?: { Name: string; Value: string }[] } }>('AdminCreateUser', {
    Username: email,
    MessageAction: 'SUPPRESS',
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
  await setPassword(email, password);
  const sub = created.User?.Attributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('the user pool answered no subject');
  return sub;
}

/** Sets a new permanent password (password recovery, change password). */
export async function setPassword(email: string, password: string): Promise<void> {
  await admin('AdminSetUserPassword', { Username: email, Password: password, Permanent: true });
}

/** Changes a login's e-mail (its user name), marked verified: the account page is the proof. */
export async function changeLoginEmail(oldEmail: string, newEmail: string): Promise<void> {
  await admin('AdminUpdateUserAttributes', {
    Username: oldEmail,
    UserAttributes: [
      { Name: 'email', Value: newEmail },
      { Name: 'email_verified', Value: 'true' },
    ],
  });
}

/** Removes a login (account deletion, or undoing a sign-up the table refused). */
export async function deleteLogin(email: string): Promise<void> {
  await admin('AdminDeleteUser', { Username: email }).catch((e: Error) => {
    if (e.name !== 'UserNotFoundException') throw e;
  });
}

/**
 * Ends every refresh token of a login (a new password). cognito-local does not implement the
 * operation; there the table's session list (users/store/sessions.ts), which the API checks on every
 * request and refresh, is what ends the sessions.
 */
export async function globalSignOut(email: string): Promise<void> {
  await admin('AdminUserGlobalSignOut', { Username: email }).catch((e: Error) => {
    if (e.name !== 'Unsupported' || !setting('COGNITO_ENDPOINT')) throw e;
  });
}

export const isUsernameTaken = (e: unknown) => (e as Error).name === 'UsernameExistsException';
