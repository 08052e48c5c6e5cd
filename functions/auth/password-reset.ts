import * as authMessages from '#shared/messages/auth';
import * as auth from '#shared/routes/auth';
import { startPasswordReset } from '#lib/users/store/password-resets';
import { findUserByEmail } from '#lib/users/store';
import { httpRoute } from '#lib/runtime/http';
import { newId } from '#lib/base/ids';
import { clientIp, rateLimit, withinLimit } from '#lib/auth/rate-limit';
import { setting } from '#lib/base/config';

const siteUrl = () => setting('SITE_URL') ?? 'https://cannastamp.com';
/** Reset mails one account receives per hour, whoever asks; the links already sent stay good. */
const MAILS_PER_HOUR = 3;

/**
 * Sends a reset link (spec 1: 'We have sent a passwod reset link'). The answer is the same whether
 * or not the e-mail has an account, so the form cannot be used to find out who has one. Requests
 * are limited per address only: a stranger asking for someone else's resets gets the same answer,
 * but the account receives at most MAILS_PER_HOUR mails, so the inbox is not flooded and the
 * newest link in it keeps working (an hour) however often the stranger asks.
 */
export const handler = httpRoute(auth.passwordReset, async ({ body, event }) => {
  const ip = clientIp(event.headers, event.requestContext.http.sourceIp);
  await rateLimit({ key: `reset:ip:${ip}`, max: 10, windowSeconds: 3600 });
  const user = await findUserByEmail(body.email);
  if (
    user &&
    !user.disabled &&
    (await withinLimit({ key: `reset:mail:${user._id}`, max: MAILS_PER_HOUR, windowSeconds: 3600 }))
  ) {
    await startPasswordReset(user._id, user.email, (token) => {
      const link = `${siteUrl()}/resetPassword/${token}`;
      return {
        _id: newId(),
        channel: 'email',
        to: user.email,
        subject: 'Reset your Cannastamp password',
        text:
          `Someone asked to reset the password of your Cannastamp account.\n\n` +
          `Open this link within one hour to choose a new one:\n${link}\n\n` +
          `If it wasn't you, ignore this e-mail: your password stays as it is.`,
        html:
          `<p>Someone asked to reset the password of your Cannastamp account.</p>` +
          `<p><a href="${link}">Choose a new password</a> (the link works once, for one hour).</p>` +
          `<p>If it wasn't you, ignore this e-mail: your password stays as it is.</p>`,
        status: 'pending',
        createdAt: new Date().toISOString(),
      };
    });
  }
  return { error: false as const, message: authMessages.resetSent };
});
