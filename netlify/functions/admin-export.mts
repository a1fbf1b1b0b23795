// GET /api/admin/export?type=users|enrollments|payments: a CSV download (UTF-8, header row,
// formulas neutralised) for the practitioner's own records, streamed a page at a time as it is read.
import { adminExportRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { exportQuerySchema } from '../../src/lib/admin/admin';
import { handlerFor } from '../lib/handler';
import { adminExportStream } from '../lib/admin/adminExport';

export default handlerFor(adminExportRoute)({
  auth: 'admin',
  query: exportQuerySchema,
  handle: async ({ query }) => {
    const csv = await adminExportStream(query.type);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${query.type}-${day}.csv"`,
        'cache-control': 'no-store',
      },
    });
  },
});

export const config: Config = { path: '/api/admin/export' };
