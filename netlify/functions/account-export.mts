// GET /api/account/export: "Download my data": one JSON file with the signed-in person's profile,
// enrollments, progress per session, payments (amounts and dates, no card data) and certificates, built by the
// server for that person only (the uid comes from the verified token; the request names nobody).
import { accountExportRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { exportFileName } from '../../src/lib/account/schemas';
import { handlerFor } from '../lib/handler';
import { buildAccountExport } from '../lib/account/accountExport';

export default handlerFor(accountExportRoute)({
  handle: async ({ user }) => {
    const now = new Date();
    const data = await buildAccountExport(user.uid, now);
    return new Response(`${JSON.stringify(data, null, 2)}\n`, {
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(now)}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
});

export const config: Config = { path: '/api/account/export' };
