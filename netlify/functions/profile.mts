// POST /api/profile: creates the caller's profile document {user_id, email, full_name, created_at} once, with the
// name typed at sign-up. Should this call fail, the account's next signed-in request makes the profile from its
// token (netlify/lib/account/profileOnFirstRequest.ts).
import { profileRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { profileSchema } from '../../src/lib/learning/learning';
import { handlerFor } from '../lib/handler';
import { ensureProfile } from '../lib/account/profiles';

export default handlerFor(profileRoute)({
  // A write: a deleted or signed-out-everywhere user's open tab must not recreate their records.
  checkRevoked: true,
  // Made here with the name typed at sign-up (the token may not carry it yet), not by the sign-in step.
  ensureProfile: false,
  body: profileSchema,
  maxBodyBytes: 2048,
  handle: async ({ body, user }) => {
    const { profile, created } = await ensureProfile({
      user_id: user.uid,
      email: user.email ?? '',
      full_name: body.fullName ?? '',
      created_at: new Date().toISOString(),
    });
    return { profile, created };
  },
});

export const config: Config = { path: '/api/profile' };
