// The e-mails of a sign-in address change (/account): the confirmation link to the new address (the change
// happens only when it is opened), and a notice to the current address in case the change was not theirs; or, when
// the new address already has an account, a word to that address saying nothing changed.
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
      paragraph: `Someone signed in to your course account asked to change its e-mail address to ${input.newEmail}. An e-mail has been sent there; your address changes only if the change is confirmed from it.`,
    },
    {
      paragraph:
        'If this was you, there is nothing more to do. If it was not, please change your password on your account page and reply to this e-mail so that I can help.',
    },
    { signature: true },
  ]);
}

/**
 * To an address that already has its own account, when someone asks to move another account to it: the answer
 * to the asker is the same as for a free address (it must not tell whether an account exists), so this e-mail is
 * where the owner of the address learns what happened.
 */
export function emailChangeAddressInUseMail(input: { brand: MailBrand; newEmail: string; signInUrl: string }): RenderedMail {
  return renderMail(input.brand, 'Someone asked to use your e-mail address for another account', [
    { paragraph: greeting(null) },
    {
      paragraph: `Someone signed in to a course account asked to change its e-mail address to ${input.newEmail}. This address already has its own account here, so nothing was changed: both accounts stay as they were.`,
    },
    {
      paragraph:
        'If this was you, you already have an account with this address: sign in with it instead (the sign-in page can send you a sign-in link or reset your password).',
    },
    { button: { label: 'Sign in', href: input.signInUrl } },
    { paragraph: 'If it was not you, there is nothing to do: your account is unchanged.' },
    { signature: true },
  ]);
}
