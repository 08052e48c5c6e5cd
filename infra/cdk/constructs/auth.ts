import { Duration, RemovalPolicy, SecretValue } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolIdentityProviderGoogle,
} from 'aws-cdk-lib/aws-cognito';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';
import { PASSWORD_POLICY } from '#shared/schemas/auth';

/**
 * The user pool: e-mail as the user name, the shared password policy, recovery by e-mail and
 * threat protection. Sign-up goes through the API (AdminCreateUser), so self sign-up is off; the
 * API trusts roles only from the user item in the table (docs/auth.md).
 */
/** Google federation, when the deployment has credentials for it (cdk.json context or -c). */
export interface GoogleConfig {
  /** SSM parameter holding the Google OAuth client id. */
  clientIdParameter: string;
  /** Secrets Manager secret holding the Google OAuth client secret. */
  clientSecretName: string;
  /** Prefix of the user pool's OAuth domain: <prefix>.auth.<region>.amazoncognito.com. */
  domainPrefix: string;
}

export function createAuth(scope: Construct, { siteOrigin, google }: { siteOrigin: string; google?: GoogleConfig }) {
  const construct = new Construct(scope, 'Auth');
  const pool = new UserPool(construct, 'Users', {
    userPoolName: 'cannastamp-users',
    signInAliases: { email: true },
    autoVerify: { email: true },
    selfSignUpEnabled: false,
    passwordPolicy: {
      minLength: PASSWORD_POLICY.minLength,
      requireLowercase: true,
      requireUppercase: true,
      requireDigits: true,
      requireSymbols: true,
      tempPasswordValidity: Duration.days(3),
    },
    accountRecovery: AccountRecovery.EMAIL_ONLY,
    mfa: Mfa.OPTIONAL,
    mfaSecondFactor: { sms: false, otp: true },
    featurePlan: FeaturePlan.PLUS,
    standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  const client = new UserPoolClient(construct, 'WebClient', {
    userPool: pool,
    userPoolClientName: 'web',
    generateSecret: false,
    authFlows: { userPassword: true },
    preventUserExistenceErrors: true,
    enableTokenRevocation: true,
    accessTokenValidity: Duration.hours(1),
    idTokenValidity: Duration.hours(1),
    // the session cookie lasts 30 hours from the last visit (spec 1 section 9); the refresh token
    // behind it must outlive that
    refreshTokenValidity: Duration.days(30),
  });
  const issuer = `https://cognito-idp.${pool.stack.region}.amazonaws.com/${pool.userPoolId}`;
  return {
    pool,
    client,
    issuer,
    oidc: google ? federateGoogle(construct, pool, issuer, siteOrigin, google) : undefined,
  };
}

/**
 * Google behind the user pool: the API's Google routes run the authorization-code flow (PKCE)
 * against the pool's OAuth endpoints with identity_provider=Google, and the session is the pool's
 * ID token. Credentials come from SSM and Secrets Manager, never from the repository.
 */
function federateGoogle(scope: Construct, pool: UserPool, issuer: string, siteOrigin: string, google: GoogleConfig) {
  const domain = pool.addDomain('OAuthDomain', { cognitoDomain: { domainPrefix: google.domainPrefix } });
  const provider = new UserPoolIdentityProviderGoogle(scope, 'Google', {
    userPool: pool,
    clientId: StringParameter.valueForStringParameter(scope, google.clientIdParameter),
    clientSecretValue: SecretValue.secretsManager(google.clientSecretName),
    scopes: ['openid', 'email', 'profile'],
    attributeMapping: {
      email: ProviderAttribute.GOOGLE_EMAIL,
      emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
      givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
      familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
    },
  });
  const client = new UserPoolClient(scope, 'GoogleClient', {
    userPool: pool,
    userPoolClientName: 'web-google',
    generateSecret: false,
    supportedIdentityProviders: [UserPoolClientIdentityProvider.GOOGLE],
    oAuth: {
      flows: { authorizationCodeGrant: true },
      scopes: [OAuthScope.OPENID, OAuthScope.EMAIL, OAuthScope.PROFILE],
      callbackUrls: [`${siteOrigin}/api/authentication/google/callback`],
      logoutUrls: [siteOrigin],
    },
    preventUserExistenceErrors: true,
    // logout revokes the refresh token at /oauth2/revoke
    enableTokenRevocation: true,
    idTokenValidity: Duration.hours(1),
    accessTokenValidity: Duration.hours(1),
    refreshTokenValidity: Duration.days(30),
  });
  client.node.addDependency(provider);
  return {
    OIDC_ISSUER: issuer,
    OIDC_AUTHORIZE_URL: `${domain.baseUrl()}/oauth2/authorize`,
    OIDC_TOKEN_URL: `${domain.baseUrl()}/oauth2/token`,
    OIDC_JWKS_URL: `${issuer}/.well-known/jwks.json`,
    OIDC_REVOKE_URL: `${domain.baseUrl()}/oauth2/revoke`,
    OIDC_CLIENT_ID: client.userPoolClientId,
    OIDC_IDP: 'Google',
  };
}
