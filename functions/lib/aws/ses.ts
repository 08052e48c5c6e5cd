import { signedPost, sign } from './sigv4.ts';
import { required } from '#lib/base/config';

// SES v2 SendEmail as one signed request: the SDK's SES client adds 60 KB of schemas for 100
// operations to a worker that needs one.

export interface Email {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** The request (exported for its unit test). */
export function sendEmailRequest(email: Email, region: string) {
  return {
    service: 'ses',
    region,
    url: `https://email.${region}.amazonaws.com/v2/email/outbound-emails`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      FromEmailAddress: email.from,
      Destination: { ToAddresses: [email.to] },
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: email.text, Charset: 'UTF-8' },
            ...(email.html ? { Html: { Data: email.html, Charset: 'UTF-8' } } : {}),
          },
        },
      },
    }),
  };
}

export const signedSendEmail = (email: Email, region: string, credentials?: Parameters<typeof sign>[1]) =>
  sign(sendEmailRequest(email, region), credentials);

export async function sendEmail(email: Email): Promise<void> {
  const region = required('AWS_REGION');
  await signedPost(sendEmailRequest(email, region));
}
