// A visitor's message from the contact form, delivered to the practitioner (reply goes to the visitor).
import type { ContactMessage } from '../../../../src/lib/contact/message';
import { renderMail, type MailBrand } from '../../adapters/mail/layout';

export function contactMessageMail(message: ContactMessage, practitionerEmail: string, brand: MailBrand) {
  const subject = `New message from ${message.name}${message.subject ? `: ${message.subject}` : ''}`.slice(0, 200);
  const rows: Array<[string, string]> = [
    ['Name', message.name],
    ['Email', message.email],
    ...(message.phone ? [['Phone', message.phone] as [string, string]] : []),
    ...(message.subject ? [['Subject', message.subject] as [string, string]] : []),
  ];
  const mail = renderMail(brand, subject, [
    { paragraph: 'A new message arrived through the contact form of your website.' },
    { rows },
    { message: message.message },
    { paragraph: 'Reply to this email to answer them directly.' },
  ]);
  return { to: practitionerEmail, replyTo: message.email, ...mail };
}
