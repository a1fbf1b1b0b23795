// POST /api/send-enrollment-email (spec 7, 2.13 Manual Enrollment): tells a learner about an enrollment.
// A new account (or one nobody has set up yet) gets a password set-up link the SERVER builds (a Firebase
// password reset link, plus this site's /auth/set-password page with the same one-time code); everyone
// gets the dashboard link. Links are built on the configured site address (siteOrigin), never on the request's.
import type { Config } from '@netlify/functions';
import { sendEnrollmentEmailSchema } from '../../src/lib/admin';
import { HttpError } from '../../src/lib/http';
import { passwordSetupUrl } from '../../src/lib/passwordSetupLink';
import { auth } from '../lib/firebase';
import { defineHandler } from '../lib/handler';
import { ADMIN_MAIL_LIMIT, takeRateLimit } from '../lib/rateLimit';
import { getProfile } from '../lib/account/profiles';
import { findAuthUserByEmail, needsAccountSetup } from '../lib/account/users';
import { mailBrand } from '../lib/adapters/mail/brand';
import { siteOrigin } from '../lib/siteOrigin';
import { enrollmentExistingUserMail, enrollmentManualMail, enrollmentNewUserMail } from '../lib/admin/mail/enrollment';
import { services } from '../lib/compose';

export const NO_SUCH_ACCOUNT = 'No account exists with that email address';

export default defineHandler({
  methods: ['POST'],
  auth: 'admin',
  body: sendEnrollmentEmailSchema,
  handle: async ({ body, user: admin }) => {
    await takeRateLimit(ADMIN_MAIL_LIMIT, admin.uid);
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
    await services().mailer.send({ to: body.userEmail, ...mail, ...(brand.contactEmail ? { replyTo: brand.contactEmail } : {}) });
    return { success: true };
  },
});

export const config: Config = { path: '/api/send-enrollment-email' };
