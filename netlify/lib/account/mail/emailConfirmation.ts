// The e-mail that confirms a learner's own address ('Not confirmed yet' on /account until it is opened).
import { greeting, renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';

export function emailConfirmationMail(input: { brand: MailBrand; userName: string | null; confirmUrl: string }): RenderedMail {
  return renderMail(input.brand, 'Please confirm your e-mail address', [
    { paragraph: greeting(input.userName) },
    { paragraph: 'Thank you for creating your course account. Please confirm that this e-mail address is yours:' },
    { button: { label: 'Confirm my e-mail address', href: input.confirmUrl } },
    { link: { label: 'If the button does not work, open this link:', href: input.confirmUrl } },
    { paragraph: 'The link can be used once and expires after a while; your account page can send a new one.' },
    { paragraph: 'If you did not create an account, simply ignore this e-mail.' },
    { signature: true },
  ]);
}
