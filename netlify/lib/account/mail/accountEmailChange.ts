// The e-mails of a sign-in address change (/account): the confirmation link to the new address (the change
// happens only when it is opened), and a notice to the current address in case the change was not theirs.
import { greeting, renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';

type EmailChangeInput = { brand: MailBrand; userName: string | null; newEmail: string };

export function emailChangeConfirmMail(input: EmailChangeInput & { confirmUrl: string }): RenderedMail {
  return renderMail(input.brand, 'Confirm your new e-mail address', [
    { paragraph: greeting(input.userName) },
    { paragraph: `You asked to sign in to your course account with ${input.newEmail} from now on. Please confirm it is yours:` },
    { button: { label: 'Confirm my new e-mail address', href: input.confirmUrl } },
    { link: { label: 'If the button does not work, open this link:', href: input.confirmUrl } },
    {
      paragraph:
        'Until you confirm, nothing changes: you keep signing in with your current address. The link can be used once and expires after a while.',
    },
    { paragraph: 'If you did not ask for this, simply ignore this e-mail.' },
    { signature: true },
  ]);
}

export function emailChangeNoticeMail(input: EmailChangeInput): RenderedMail {
  return renderMail(input.brand, 'A change of e-mail address was requested', [
    { paragraph: greeting(input.userName) },
    {
      paragraph: `Someone signed in to your course account asked to change its e-mail address to ${input.newEmail}. A confirmation link has been sent there; nothing changes unless it is opened.`,
    },
    {
      paragraph:
        'If this was you, there is nothing more to do. If it was not, please change your password on your account page and reply to this e-mail so that I can help.',
    },
    { signature: true },
  ]);
}
