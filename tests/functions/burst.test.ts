// Learners never wait for each other: 20 new learners at the same moment sign up, buy (create-checkout, the local
// checkout's view and Pay, the payment result page's verify), open a session and complete it, through the real
// handlers on the emulators, phase after phase as `npm run bench:burst` does it over HTTP (the same steps:
// scripts/lib/learner-journey.mjs). Every request answers 2xx and the admin's Overview and Insight figures move
// by exactly 20. The correctness half of the burst: no timing here (the bench measures that), and no second try
// (a burst that fails once is a defect, not bad luck).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { DEMO_COURSES } from '../../scripts/lib/demo-data.mjs';
import {
  PHASES,
  adminFigures,
  burstPhase,
  compareFigures,
  expectedChange,
  journeySteps,
  newLearners,
  signInWithPassword,
  type ApiCall,
  type StepRecord,
} from '../../scripts/lib/learner-journey.mjs';
import accountEmailConfirmation from '../../netlify/functions/account-email-confirmation.mts';
import adminInsight from '../../netlify/functions/admin-insight.mts';
import adminOverview from '../../netlify/functions/admin-overview.mts';
import createCheckout from '../../netlify/functions/create-checkout.mts';
import dashboard from '../../netlify/functions/dashboard.mts';
import localCheckout from '../../netlify/functions/local-checkout.mts';
import localCheckoutPay from '../../netlify/functions/local-checkout-pay.mts';
import profile from '../../netlify/functions/profile.mts';
import progressComplete from '../../netlify/functions/progress-complete.mts';
import progressSave from '../../netlify/functions/progress-save.mts';
import session from '../../netlify/functions/session.mts';
import verifyPayment from '../../netlify/functions/verify-payment.mts';
import {
  accountEmailConfirmationRoute,
  adminInsightRoute,
  adminOverviewRoute,
  createCheckoutRoute,
  dashboardRoute,
  localCheckoutPayRoute,
  localCheckoutRoute,
  profileRoute,
  progressCompleteRoute,
  progressSaveRoute,
  sessionRoute,
  verifyPaymentRoute,
} from '../../src/api/contract';
import { context } from './learningSupport';

const LEARNERS = 20;
const COURSE = 'quantum-alchemy-breathwork';

type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;
/** The functions by their paths, as Netlify routes a browser's request to them. */
const functions = new Map<string, Handler>([
  [profileRoute.path, profile],
  [accountEmailConfirmationRoute.path, accountEmailConfirmation],
  [dashboardRoute.path, dashboard],
  [createCheckoutRoute.path, createCheckout],
  [localCheckoutRoute.path, localCheckout],
  [localCheckoutPayRoute.path, localCheckoutPay],
  [verifyPaymentRoute.path, verifyPayment],
  [sessionRoute.path, session],
  [progressSaveRoute.path, progressSave],
  [progressCompleteRoute.path, progressComplete],
  [adminOverviewRoute.path, adminOverview],
  [adminInsightRoute.path, adminInsight],
]);

/** The journey's calls go to the handlers themselves (a Request as the browser sends it, a fresh context). */
async function transport({ method, path, query, token, body }: ApiCall): Promise<Response> {
  const handler = functions.get(path);
  if (!handler) throw new Error(`no function for ${path} in this test`);
  const url = new URL(path, 'http://localhost');
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return handler(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }), context());
}

const authEmulator = { url: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, apiKey: 'fake-key' };
let adminToken: string;

beforeAll(async () => {
  // Checkout return addresses come from the configured site address.
  vi.stubEnv('URL', 'http://127.0.0.1:8894');
  await seedDemoData(process.env);
  adminToken = await signInWithPassword(authEmulator, 'admin@example.com', 'local-admin-pass');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

describe('a burst of new learners', () => {
  it(
    `${LEARNERS} at once sign up, buy, open and complete: every request 2xx, the admin's figures move by exactly ${LEARNERS}`,
    { retry: 0, timeout: 240_000 },
    async () => {
      const price = DEMO_COURSES.find((course) => course.id === COURSE)!.price;
      const { sessionId, figures: before } = await adminFigures(transport, adminToken, { id: COURSE });
      expect(sessionId).toBe(`${COURSE}-1`);
      const course = { id: COURSE, pence: Math.round(price * 100), sessionId: sessionId! };

      const learners = newLearners(`burst-${randomUUID().slice(0, 8)}`, LEARNERS);
      const steps = journeySteps({ transport, authEmulator, course });
      const records: StepRecord[] = [];
      const failed = new Set<number>();
      for (const phase of PHASES) await burstPhase(learners, steps, phase, records, failed);

      const failures = records
        .filter((record) => !record.ok)
        .map(({ phase, step, learner, problem }) => `${phase} / ${step} / learner ${learner}: ${problem}`);
      // Soft, so that a failing run also shows what the failures did to the admin's figures.
      expect.soft(failures).toEqual([]);
      // Every learner took every step, none dropped out.
      expect.soft(failed.size).toBe(0);
      expect.soft(records).toHaveLength(LEARNERS * steps.length);

      const { figures: after } = await adminFigures(transport, adminToken, course);
      const moved = Object.fromEntries(compareFigures(before, after, expectedChange(LEARNERS, course.pence)).map((f) => [f.name, f.moved]));
      expect(moved).toEqual(expectedChange(LEARNERS, course.pence));
    },
  );
});
