// POST /api/admin/email-preview { userEmail, subject?, message?, greeting?, signOff? }: exactly what 'Send Email'
// would send (the same composition), with the greeting and sign-off it uses, so the dialog can show and edit them.
import type { Config } from '@netlify/functions';
import { adminEmailPreviewRoute } from '../../src/api/contract';
import { adminEmailPreviewSchema } from '../../src/lib/admin/admin';
import { handlerFor } from '../lib/handler';
import { previewMessageToUser } from '../lib/admin/messageToUser';

export default handlerFor(adminEmailPreviewRoute)({
  auth: 'admin',
  body: adminEmailPreviewSchema,
  handle: async ({ body }) => previewMessageToUser(body),
});

export const config: Config = { path: '/api/admin/email-preview' };
