// Enrollment e-mails (spec 7 send-enrollment-email): a new account (with its password set-up link), an
// existing learner, and an existing learner enrolled by hand by the practitioner. Every one links to the dashboard.
import { greeting, renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';

export type EnrollmentMailInput = {
  brand: MailBrand;
  /** The learner's name, or null (the greeting then uses no name). */
  userName: string | null;
  courseTitle: string;
  dashboardUrl: string;
};

/** A new account made for the learner: they choose a password first. */
export function enrollmentNewUserMail(
  input: EnrollmentMailInput & {
    /** This site's set-up page with the one-time code, or null when only Firebase's own link exists. */
    passwordSetupUrl: string | null;
    /** Firebase's password reset link (its own page): the link when this site's set-up page has none. */
    firebaseResetLink: string;
  },
): RenderedMail {
  const primary = input.passwordSetupUrl ?? input.firebaseResetLink;
  return renderMail(input.brand, `Welcome to ${input.courseTitle}: set up your account`, [
    { paragraph: greeting(input.userName) },
    { paragraph: `I have enrolled you in ${input.courseTitle}, and I am so glad you are joining me.` },
    { paragraph: 'I have created an account for you with this e-mail address. To begin, please choose your password:' },
    { button: { label: 'Set up my password', href: primary } },
    // The button's own address, written out: Firebase's page (the Auth emulator's, locally) is never the fallback.
    { link: { label: 'If the button does not work, this link does the same:', href: primary } },
    { paragraph: 'Once your password is set, your course is waiting for you on your dashboard:' },
    { button: { label: 'Go to my course dashboard', href: input.dashboardUrl } },
    {
      paragraph:
        'The set-up link can be used once and expires after a while. If it has expired, simply reply to this e-mail and I will send you a new one.',
    },
    { signature: true },
  ]);
}

/** An existing learner enrolled in a course (for example after a purchase). */
export function enrollmentExistingUserMail(input: EnrollmentMailInput): RenderedMail {
  return renderMail(input.brand, `You are enrolled in ${input.courseTitle}`, [
    { paragraph: greeting(input.userName) },
    { paragraph: `Thank you for joining ${input.courseTitle}. Your course is ready for you now.` },
    { paragraph: 'Sign in with your usual e-mail address and password to begin:' },
    { button: { label: 'Go to my course dashboard', href: input.dashboardUrl } },
    { paragraph: 'If you have any questions along the way, just reply to this e-mail.' },
    { signature: true },
  ]);
}

/** An existing learner the practitioner enrolled by hand. */
export function enrollmentManualMail(input: EnrollmentMailInput): RenderedMail {
  return renderMail(input.brand, `I have added you to ${input.courseTitle}`, [
    { paragraph: greeting(input.userName) },
    { paragraph: `I have enrolled you in ${input.courseTitle}. There is nothing to pay and nothing more to do.` },
    { paragraph: 'Sign in with your usual e-mail address and password and you will find it on your dashboard:' },
    { button: { label: 'Go to my course dashboard', href: input.dashboardUrl } },
    { paragraph: 'If you have any questions, just reply to this e-mail.' },
    { signature: true },
  ]);
}
