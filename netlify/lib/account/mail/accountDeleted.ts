// The goodbye e-mail after a learner deletes their own account on /account: what was removed and what is kept.
import { greeting, renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';

export function accountDeletedMail(input: { brand: MailBrand; userName: string | null }): RenderedMail {
  return renderMail(input.brand, 'Your account has been deleted', [
    { paragraph: greeting(input.userName) },
    { paragraph: 'As you asked, your course account has been deleted. You can no longer sign in with it.' },
    {
      paragraph:
        'Removed: your sign-in, your profile, your enrollments, your progress in every session and your certificates. ' +
        'Kept: the records of what you paid (course, amount and date, without your name or e-mail address), because I must keep financial records.',
    },
    {
      paragraph:
        'Thank you for the time we spent together. You are always welcome back; if you have any questions, simply reply to this e-mail.',
    },
    { signature: true },
  ]);
}
