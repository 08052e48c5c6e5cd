import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { workers } from '#infra/workers';
import { nagFindings, platformApp, testApp, wholeTemplate } from '#test/support/test-app';

// Google federation exists only where the deployment names its credentials: the infra tests'
// shared app names none. The configured stack is built without the stream and schedule workers,
// which the sign-in has nothing to do with; the queue workers stay, since routes send to their
// queues.

function synth(context: Record<string, unknown>) {
  const built = testApp({ workers: workers.filter((w) => w.kind === 'queue'), context });
  return { stack: built.stack, template: wholeTemplate(built.stack) };
}

describe('Google sign-in in the stack', () => {
  it('is absent until configured: no identity provider, no OAuth client, no OIDC settings', () => {
    const { template } = platformApp();
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    for (const f of Object.values(template.findResources('AWS::Lambda::Function')))
      expect(f.Properties.Environment?.Variables?.OIDC_CLIENT_ID).toBeUndefined();
  });

  it('federates Google with credentials from SSM and Secrets Manager, an OAuth code client and the callback', () => {
    const { stack, template } = synth({
      googleClientIdParameter: '/cannastamp/google/client-id',
      googleClientSecretName: 'cannastamp/google/client-secret',
      authDomainPrefix: 'cannastamp-test',
      siteOrigin: 'https://cannastamp.example',
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: Match.objectLike({ Ref: Match.stringLikeRegexp('SsmParameterValue') }),
        client_secret: Match.stringLikeRegexp('^\\{\\{resolve:secretsmanager:cannastamp/google/client-secret'),
        authorize_scopes: 'openid email profile',
      },
      AttributeMapping: Match.objectLike({ email: 'email', email_verified: 'email_verified' }),
    });
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'cannastamp-test' });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email', 'profile']),
      SupportedIdentityProviders: ['Google'],
      CallbackURLs: ['https://cannastamp.example/api/authentication/google/callback'],
      GenerateSecret: false,
    });
    const callback = Object.values(template.findResources('AWS::Lambda::Function')).find((f) =>
      JSON.stringify(f.Properties.Environment.Variables.OIDC_AUTHORIZE_URL ?? '').includes('/oauth2/authorize'),
    );
    expect(callback?.Properties.Environment.Variables).toMatchObject({
      OIDC_IDP: 'Google',
      OIDC_CLIENT_ID: expect.anything(),
    });
    expect(nagFindings(stack)).toEqual([]);
  });
});
