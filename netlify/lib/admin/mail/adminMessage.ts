// A general message from the practitioner to one user (admin 'Send Email').
import { greeting, renderMail, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';

export function adminMessageMail(input: { brand: MailBrand; userName: string | null; subject: string; message: string }): RenderedMail {
  return renderMail(input.brand, input.subject, [{ paragraph: greeting(input.userName) }, { message: input.message }, { signature: true }]);
}
