// POST /api/admin/send-email { userEmail, subject, message } (spec 2.13 'Send Email'): a general message
// from the practitioner to one user, in the site's mail frame, every value escaped.
import type { Config } from '@netlify/functions';
import { adminEmailSchema } from '../../src/lib/admin';
import { db } from '../lib/firebase';
import { defineHandler } from '../lib/handler';
import { ADMIN_MAIL_LIMIT, takeRateLimit } from '../lib/rateLimit';
import { mailBrand } from '../lib/adapters/mail/brand';
import { adminMessageMail } from '../lib/admin/mail/adminMessage';
import { services } from '../lib/compose';

async function nameOf(email: string): Promise<string | null> {
  const snapshot = await (await db()).collection('profiles').where('email', '==', email).select('full_name').limit(1).get();
  const name = snapshot.docs[0]?.get('full_name');
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

export default defineHandler({
  methods: ['POST'],
  auth: 'admin',
  body: adminEmailSchema,
  handle: async ({ body, user }) => {
    await takeRateLimit(ADMIN_MAIL_LIMIT, user.uid);
    const [brand, userName] = await Promise.all([mailBrand(), nameOf(body.userEmail)]);
    await services().mailer.send({
      to: body.userEmail,
      ...adminMessageMail({ brand, userName, subject: body.subject, message: body.message }),
      // Replies reach the practitioner, not the (often unattended) sending address.
      ...(brand.contactEmail ? { replyTo: brand.contactEmail } : {}),
    });
    return { success: true };
  },
});

export const config: Config = { path: '/api/admin/send-email' };
