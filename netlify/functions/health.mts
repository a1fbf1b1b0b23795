// GET /api/health: which implementation each integration runs on, and whether the database answers.
// Mode names only, never values or hosts. 503 with Retry-After and the failing integration's name when the
// database does not answer within the backend deadline.
import { healthRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { integrationModes, type IntegrationModes } from '../../src/lib/integrationModes';
import { probeDatabase } from '../lib/databaseProbe';
import { RETRY_AFTER_SECONDS } from '../lib/faults';
import { deployContext, handlerFor, json } from '../lib/handler';

export type HealthBody = {
  status: 'ok' | 'unavailable';
  context: string;
  integrations: IntegrationModes;
  /** The integrations that did not answer (names as in `integrations`). */
  failing?: Array<keyof IntegrationModes>;
};

export function healthHandler(probe: () => Promise<void> = probeDatabase) {
  return handlerFor(healthRoute)({
    auth: 'public',
    handle: async ({ context }) => {
      const base = { context: deployContext(context), integrations: integrationModes(process.env) };
      try {
        await probe();
      } catch (error) {
        console.error('[health] the database did not answer:', error);
        const body: HealthBody = { status: 'unavailable', ...base, failing: ['database'] };
        return json(body, { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
      }
      const body: HealthBody = { status: 'ok', ...base };
      return body;
    },
  });
}

export default healthHandler();

export const config: Config = { path: '/api/health' };
