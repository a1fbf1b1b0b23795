// The confirmation of a learner's own e-mail address: a link to this site's /account page carrying Firebase's
// verify-email code, sent through the site's mailer (Firebase's own e-mail would come from Firebase's page and,
// locally, never reach the outbox). Sent after sign-up and on 'Resend'; rate limited.
import { HttpError } from '../../../src/lib/http';
import { EMAIL_CONFIRM_MODE, type EmailConfirmationResult } from '../../../src/lib/account/rules';
import type { SignedInUser } from '../auth';
import { auth } from '../firebase';
import { takeRateLimit, type RateLimit } from '../rateLimit';
import { mailBrand } from '../adapters/mail/brand';
import type { Mailer } from '../adapters/mail/mailer';
import { accountLinkUrl } from './accountLinks';
import { emailConfirmationMail } from './mail/emailConfirmation';
import { getProfile } from './profiles';
import { findAuthUser } from './users';

/** Each account may ask for this many confirmation e-mails an hour. */
export const EMAIL_CONFIRMATION_LIMIT: RateLimit = {
  scope: 'account-email-confirmation',
  max: 5,
  windowMs: 60 * 60 * 1000,
  message: 'Several confirmation e-mails are already on their way. Please look for them, or try again in an hour.',
};

export async function sendEmailConfirmation(
  user: SignedInUser,
  deps: { mailer: Mailer; siteOrigin: string },
): Promise<EmailConfirmationResult> {
  await takeRateLimit(EMAIL_CONFIRMATION_LIMIT, user.uid);
  const account = await findAuthUser(user.uid);
  if (!account?.email) throw new HttpError(400, 'This account has no e-mail address to confirm.');
  if (account.emailVerified) return { confirmed: true };
  const origin = deps.siteOrigin.replace(/\/+$/, '');
  const firebaseLink = await auth().generateEmailVerificationLink(account.email, { url: `${origin}/account` });
  const [brand, profile] = await Promise.all([mailBrand(), getProfile(user.uid)]);
  await deps.mailer.send({
    to: account.email,
    ...emailConfirmationMail({
      brand,
      userName: profile?.full_name || null,
      confirmUrl: accountLinkUrl(origin, firebaseLink, EMAIL_CONFIRM_MODE),
    }),
    ...(brand.contactEmail ? { replyTo: brand.contactEmail } : {}),
  });
  return { sentTo: account.email };
}
