// The admin's "Send Email" (spec 2.13): a general message from the practitioner to one user, in the site's mail
// frame (every value escaped), greeting them by the name of their profile when one has this address.
import { mailBrand } from '../adapters/mail/brand';
import type { Mailer } from '../adapters/mail/mailer';
import { collections } from '../data/collections';
import { db } from '../firebase';
import { adminMessageMail } from './mail/adminMessage';

export type MessageToUser = { userEmail: string; subject: string; message: string };

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

export async function sendMessageToUser(body: MessageToUser, mailer: Mailer): Promise<void> {
  const [brand, userName] = await Promise.all([mailBrand(), nameOf(body.userEmail)]);
  await mailer.send({
    to: body.userEmail,
    ...adminMessageMail({ brand, userName, subject: body.subject, message: body.message }),
    // Replies reach the practitioner, not the (often unattended) sending address.
    ...(brand.contactEmail ? { replyTo: brand.contactEmail } : {}),
  });
}
