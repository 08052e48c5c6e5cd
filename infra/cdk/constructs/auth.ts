import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery, FeaturePlan, Mfa, StandardThreatProtectionMode, UserPool, UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { PASSWORD_POLICY } from '#shared/schemas/auth';

/**
 * The user pool: e-mail as the user name, the shared password policy, recovery by e-mail and
 * threat protection. Sign-up goes through the API (AdminCreateUser), so self sign-up is off; the
 * API trusts roles only from the user item in the table (docs/auth.md).
 */
export function createAuth(scope: Construct) {
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
  return { pool, client, issuer };
}
