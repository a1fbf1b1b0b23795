// @ts-check
// `npm run drip`: sends now the e-mails of the daily drip run (a session that opens some days after enrollment,
// opening today for a learner), in the running local emulators of `npm start` (mail into its outbox) or in a
// real Firebase project with the same variables as `npm run admin:grant` (mail through Mailgun when it is set).
// One e-mail per learner and session, however often it runs; `npm start` runs it once a day by itself.
import { chooseTarget, loadDotEnv, runScript, UsageError } from './lib/firebase-target.mjs';
import './lib/ts-modules.mjs';

/** @param {string[]} args @param {Record<string, string | undefined>} env */
export async function main(args, env = process.env) {
  if (args.length > 0) throw new UsageError('Usage: npm run drip');
  loadDotEnv();
  const target = await chooseTarget(env, { purpose: 'send the drip e-mails of', needs: ['auth', 'firestore'] });
  const [{ sendDripNotices }, { services }, { siteOrigin }] = await Promise.all([
    import('../netlify/lib/learning/dripNotices.ts'),
    import('../netlify/lib/compose.ts'),
    import('../netlify/lib/siteOrigin.ts'),
  ]);
  const run = await sendDripNotices({ mailer: services().mailer, siteOrigin: siteOrigin() });
  console.log(
    `Drip run on ${target}: ${run.sent} e-mail${run.sent === 1 ? '' : 's'} sent, ${run.alreadySent} already sent before, ` +
      `${run.failed} failed (tried again on the next run), ${run.noAddress} learner${run.noAddress === 1 ? '' : 's'} without an address.`,
  );
}

await runScript(main, 'Could not run the drip e-mails');
