// GET /api/health: which implementation each integration runs on, and whether every integration a request needs
// answers (netlify/lib/healthProbes.ts says which are probed and why). Mode and integration names only, never
// values or hosts. 503 with Retry-After and `failing` naming each integration that did not answer within the
// backend deadline; the probes run at once, so the answer comes within one deadline.
import { healthRoute } from '../../src/api/contract';
import type { Config } from '@netlify/functions';
import { integrationModes, type IntegrationModes } from '../../src/lib/integrationModes';
import { checkHealth, healthProbes, type Probe } from '../lib/healthProbes';
import { RETRY_AFTER_SECONDS } from '../lib/faults';
import { deployContext, handlerFor, json } from '../lib/handler';

export type HealthBody = {
  status: 'ok' | 'unavailable';
  context: string;
  integrations: IntegrationModes;
  /** The integrations that were probed (names as in `integrations`); the others are reported by mode only. */
  checked: Array<keyof IntegrationModes>;
  /** The probed integrations that did not answer. */
  failing?: Array<keyof IntegrationModes>;
};

export function healthHandler(probes: () => readonly Probe[] = () => healthProbes()) {
  return handlerFor(healthRoute)({
    auth: 'public',
    handle: async ({ context }) => {
      const { status, checked, failing } = await checkHealth(probes());
      const body: HealthBody = {
        status,
        context: deployContext(context),
        integrations: integrationModes(process.env),
        checked,
        ...(failing && { failing }),
      };
      if (status === 'ok') return body;
      return json(body, { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
    },
  });
}

export default healthHandler();

export const config: Config = { path: '/api/health' };
