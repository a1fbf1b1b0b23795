// The e-mails a visitor asks for on /auth: a sign-in link, a password reset link, and, for an address with no
// account, a note saying so (the page answers the same either way; only the address's owner reads which).
import type { AuthLinkPurpose } from '../../../../src/lib/account/authLinks';
import { greeting, renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';

const NOT_YOU = 'If you did not ask for this, you can ignore this e-mail: nothing changes until the link is opened.';

export function signInLinkMail(input: { brand: MailBrand; name: string | null; signInUrl: string }): RenderedMail {
  return renderMail(input.brand, `Your sign-in link for ${input.brand.brandName}`, [
    { paragraph: greeting(input.name) },
    { paragraph: 'Here is the link you asked for. It signs you in to your courses, no password needed:' },
    { button: { label: 'Sign in to my courses', href: input.signInUrl } },
    { link: { label: 'If the button does not work, open this address:', href: input.signInUrl } },
    {
      paragraph:
        'The link can be used once and expires after a while. If you open it on another device, you will be asked for your e-mail address again.',
    },
    { paragraph: NOT_YOU },
    { signature: true },
  ]);
}

export function passwordResetMail(input: { brand: MailBrand; name: string | null; resetUrl: string }): RenderedMail {
  return renderMail(input.brand, `Reset your password for ${input.brand.brandName}`, [
    { paragraph: greeting(input.name) },
    { paragraph: 'Someone (hopefully you) asked to reset the password of your course account. Choose a new one here:' },
    { button: { label: 'Choose a new password', href: input.resetUrl } },
    { link: { label: 'If the button does not work, open this address:', href: input.resetUrl } },
    { paragraph: 'The link can be used once and expires after a while. Your current password keeps working until you choose a new one.' },
    { paragraph: NOT_YOU },
    { signature: true },
  ]);
}

/** For an address with no account: says so, and where to create one. */
export function noAccountMail(input: { brand: MailBrand; purpose: AuthLinkPurpose; signUpUrl: string }): RenderedMail {
  const asked = input.purpose === 'sign-in' ? 'a sign-in link' : 'a password reset';
  return renderMail(input.brand, `About your request on ${input.brand.brandName}`, [
    { paragraph: greeting(null) },
    { paragraph: `Someone asked for ${asked} for this e-mail address, but there is no course account with this address.` },
    {
      paragraph:
        'If you have an account under another address, please ask again with that one. To create an account, choose "Sign up" here:',
    },
    { button: { label: 'Create my account', href: input.signUpUrl } },
    { paragraph: 'If you did not ask for this, you can ignore this e-mail.' },
    { signature: true },
  ]);
}
