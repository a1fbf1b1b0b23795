// A general message from the practitioner to one user (admin 'Send Email'): her greeting, her message and her
// sign-off, each exactly as she left them in the dialog's preview (an empty greeting or sign-off is left out).
import { greeting as defaultGreeting, renderMail, type MailBlock, type MailBrand, type RenderedMail } from '../../adapters/mail/layout';

/** The sign-off the dialog starts with: the one every other e-mail of the site ends with. */
export function defaultSignOff(brand: MailBrand): string {
  return `Warm wishes,\n${brand.practitionerName}`;
}

export function adminMessageMail(input: {
  brand: MailBrand;
  userName: string | null;
  subject: string;
  message: string;
  /** Absent: "Hello Ann," (or "Hello,"); empty: none. */
  greeting?: string;
  /** Absent: "Warm wishes," and her name; empty: none. */
  signOff?: string;
}): RenderedMail {
  const greeting = input.greeting ?? defaultGreeting(input.userName);
  const signOff = input.signOff ?? defaultSignOff(input.brand);
  const blocks: MailBlock[] = [
    ...(greeting ? [{ paragraph: greeting }] : []),
    ...(input.message ? [{ message: input.message }] : []),
    ...(signOff ? [{ message: signOff }] : []),
  ];
  return renderMail(input.brand, input.subject, blocks);
}
