import { describe, expect, it } from 'vitest';
import { signedSendEmail } from './ses.ts';

describe('SES SendEmail request', () => {
  it('is a SigV4-signed POST of the v2 SendEmail body', async () => {
    const credentials = async () => ({
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      sessionToken: 'session',
    });
    const req = await signedSendEmail(
      {
        from: 'Cannastamp <no-reply@cannastamp.com>',
        to: 'a@b.test',
        subject: 'Hi',
        text: 'Hello',
        html: '<p>Hello</p>',
      },
      'us-west-2',
      credentials,
    );
    expect(req.method).toBe('POST');
    expect(`${req.hostname}${req.path}`).toBe('email.us-west-2.amazonaws.com/v2/email/outbound-emails');
    expect(req.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-west-2\/ses\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(req.headers['x-amz-security-token']).toBe('session');
    expect(req.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(JSON.parse(req.body as string)).toEqual({
      FromEmailAddress: 'Cannastamp <no-reply@cannastamp.com>',
      Destination: { ToAddresses: ['a@b.test'] },
      Content: {
        Simple: {
          Subject: { Data: 'Hi', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Hello', Charset: 'UTF-8' }, Html: { Data: '<p>Hello</p>', Charset: 'UTF-8' } },
        },
      },
    });
  });
});
