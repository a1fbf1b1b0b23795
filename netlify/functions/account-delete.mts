// POST /api/account/delete { confirmation: "DELETE" }: the signed-in person deletes their own account with the
// admin's very deletion (deleteUserCompletely: sign-in revoked and removed, profile, roles, enrollments,
// progress and certificates removed, payments kept without name or e-mail; safe to repeat), then gets a
// goodbye e-mail. An admin account cannot delete itself here (the practice must keep an admin).
import { accountDeleteRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { ADMIN_SELF_DELETE, accountDeleteSchema, type AccountDeleteResult } from '../../src/lib/account/schemas';
import { HttpError } from '../../src/lib/http';
import { handlerFor } from '../lib/handler';
import { getProfile } from '../lib/account/profiles';
import { deleteUserCompletely, findAuthUser } from '../lib/account/users';
import { mailBrand } from '../lib/adapters/mail/brand';
import { accountDeletedMail } from '../lib/account/mail/accountDeleted';
import { services } from '../lib/compose';

export default handlerFor(accountDeleteRoute)({
  body: accountDeleteSchema,
  maxBodyBytes: 1024,
  handle: async ({ user }): Promise<AccountDeleteResult> => {
    if (user.isAdmin) throw new HttpError(403, ADMIN_SELF_DELETE);
    // Who to say goodbye to, read before the records go.
    const [account, profile] = await Promise.all([findAuthUser(user.uid), getProfile(user.uid)]);
    const to = account?.email ?? profile?.email ?? user.email;
    await deleteUserCompletely(user.uid, { payments: services().payments });
    let emailSent = false;
    if (to) {
      try {
        const brand = await mailBrand();
        await services().mailer.send({
          to,
          ...accountDeletedMail({ brand, userName: profile?.full_name || null }),
          ...(brand.contactEmail ? { replyTo: brand.contactEmail } : {}),
        });
        emailSent = true;
      } catch (error) {
        // The account is gone either way; the goodbye is a courtesy.
        console.error('[account-delete] the confirmation e-mail failed', error);
      }
    }
    return { deleted: true, emailSent };
  },
});

export const config: Config = { path: '/api/account/delete' };
