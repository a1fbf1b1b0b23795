// The e-mail about an enrollment (spec 7, 2.13 Manual Enrollment). A new account (or one nobody has set up yet)
// gets a password set-up link the SERVER builds (a Firebase password reset link, plus this site's
// /auth/set-password page with the same one-time code); everyone gets the dashboard link. Links are built on the
// configured site address (siteOrigin), never on the request's.
import type { z } from 'zod';
import type { sendEnrollmentEmailSchema } from '../../../src/lib/admin/admin';
import { HttpError } from '../../../src/lib/http';
import { passwordSetupUrl } from '../../../src/lib/account/passwordSetupLink';
import { getProfile } from '../account/profiles';
import { findAuthUserByEmail, needsAccountSetup } from '../account/users';
import { mailBrand } from '../adapters/mail/brand';
import type { Mailer } from '../adapters/mail/mailer';
import { auth } from '../firebase';
import { siteOrigin } from '../siteOrigin';
import { enrollmentExistingUserMail, enrollmentManualMail, enrollmentNewUserMail } from './mail/enrollment';

export const NO_SUCH_ACCOUNT = 'No account exists with that email address';

export type EnrollmentEmailRequest = z.output<typeof sendEnrollmentEmailSchema>;

export async function sendEnrollmentEmail(body: EnrollmentEmailRequest, mailer: Mailer): Promise<void> {
  const origin = siteOrigin();
  const dashboardUrl = `${origin}/course-dashboard`;
  const user = await findAuthUserByEmail(body.userEmail);
  const isNewUser = body.isNewUser || (user !== null && needsAccountSetup(user));
  const brand = await mailBrand();
  // The learner's own name from her profile (she may have renamed herself); the admin's form only for a new account.
  const userName = (user && (await getProfile(user.uid))?.full_name) || body.userName;
  const common = { brand, userName, courseTitle: body.courseTitle, dashboardUrl };

  let mail;
  if (isNewUser) {
    if (!user) throw new HttpError(404, NO_SUCH_ACCOUNT);
    const firebaseResetLink = await auth().generatePasswordResetLink(body.userEmail, { url: `${origin}/auth` });
    mail = enrollmentNewUserMail({
      ...common,
      firebaseResetLink,
      passwordSetupUrl: passwordSetupUrl(origin, firebaseResetLink, body.userEmail),
    });
  } else if (body.isManualEnrollment) {
    mail = enrollmentManualMail(common);
  } else {
    mail = enrollmentExistingUserMail(common);
  }
  // Replies reach the practitioner, not the (often unattended) sending address.
  await mailer.send({ to: body.userEmail, ...mail, ...(brand.contactEmail ? { replyTo: brand.contactEmail } : {}) });
}
