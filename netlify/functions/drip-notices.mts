// Scheduled, once a day (Netlify runs it; it has no address): the e-mails saying a dripped session opened today
// for a learner, one per learner and session however often it runs (lib/learning/dripNotices.ts). Under `npm
// start` the local stack runs the same work daily, and `npm run drip` runs it now.
import type { Config } from '@netlify/functions';
import { services } from '../lib/compose';
import { sendDripNotices } from '../lib/learning/dripNotices';
import { siteOrigin } from '../lib/siteOrigin';

export default async (): Promise<Response> => {
  try {
    const run = await sendDripNotices({ mailer: services().mailer, siteOrigin: siteOrigin() });
    console.info(
      `[drip] ${run.sent} sent, ${run.alreadySent} already sent, ${run.failed} failed (retried tomorrow), ${run.noAddress} without an address`,
    );
    return Response.json(run);
  } catch (error) {
    // Nothing half-done stays claimed (a failed send releases its notice): tomorrow's run picks it up.
    console.error('[drip] the run failed', error);
    return Response.json({ error: 'The drip run failed; see the function log.' }, { status: 500 });
  }
};

export const config: Config = { schedule: '@daily' };
