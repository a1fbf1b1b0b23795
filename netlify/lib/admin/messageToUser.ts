// The admin's "Send Email" (spec 2.13): a general message from the practitioner to one user, in the site's mail
// frame (every value escaped), with the greeting and sign-off she saw in the dialog's preview (by default "Hello"
// and the name of the profile with this address, and "Warm wishes," with her name). The preview and the send are
// made by the same function, so what she sees is what is sent.
import type { AdminEmailPreview } from '../../../src/lib/admin/admin';
import { mailBrand } from '../adapters/mail/brand';
import { greeting as defaultGreeting, type RenderedMail } from '../adapters/mail/layout';
import type { Mailer } from '../adapters/mail/mailer';
import { collections } from '../data/collections';
import { db } from '../firebase';
import { adminMessageMail, defaultSignOff } from './mail/adminMessage';

export type MessageToUser = { userEmail: string; subject?: string; message?: string; greeting?: string; signOff?: string };

/** The full name of the profile with this e-mail address, or null. */
async function nameOf(email: string): Promise<string | null> {
  const snapshot = await collections(await db())
    .profiles.where('email', '==', email)
    .select('full_name')
    .limit(1)
    .get();
  const name = snapshot.docs[0]?.get('full_name');
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

/** The message as it will be sent, with the greeting and sign-off it uses. */
async function compose(body: MessageToUser): Promise<{ mail: RenderedMail; preview: AdminEmailPreview; replyTo: string | null }> {
  const [brand, userName] = await Promise.all([mailBrand(), nameOf(body.userEmail)]);
  const greeting = body.greeting ?? defaultGreeting(userName);
  const signOff = body.signOff ?? defaultSignOff(brand);
  const mail = adminMessageMail({ brand, userName, subject: body.subject ?? '', message: body.message ?? '', greeting, signOff });
  return { mail, preview: { greeting, signOff, subject: mail.subject, text: mail.text }, replyTo: brand.contactEmail };
}

export async function previewMessageToUser(body: MessageToUser): Promise<AdminEmailPreview> {
  return (await compose(body)).preview;
}

export async function sendMessageToUser(body: MessageToUser, mailer: Mailer): Promise<void> {
  const { mail, replyTo } = await compose(body);
  await mailer.send({
    to: body.userEmail,
    ...mail,
    // Replies reach the practitioner, not the (often unattended) sending address.
    ...(replyTo ? { replyTo } : {}),
  });
}
