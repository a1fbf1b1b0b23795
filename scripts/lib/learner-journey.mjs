// @ts-check
// What a new learner's browser asks of the site, step by step, as the islands do it (AuthForm + the auth store,
// the purchase flow, the local checkout page, the payment result page, the session page), and the admin's
// figures as the admin's Overview and Insight tabs read them. One definition for `npm run bench:burst` (over
// HTTP against `npm start`), the write rows of `npm run bench:load` (over HTTP against the built site) and
// tests/functions/burst.test.ts (through the handlers): all measure the product through its real interfaces
// only, so they keep working whatever the functions do inside.

/**
 * One call of the site's API, as the browser's request() makes it.
 * @typedef {{ method: 'GET' | 'POST', path: string, query?: Record<string, string>, token?: string | null, body?: unknown }} ApiCall
 * @typedef {(call: ApiCall) => Promise<Response>} Transport
 * @typedef {{ url: string, apiKey: string }} AuthEmulator  the Auth emulator's origin and the site's public API key
 * @typedef {{ id: string, pence: number, sessionId: string }} JourneyCourse  what every learner buys and opens
 * @typedef {{ index: number, email: string, password: string, fullName: string, token?: string, uid?: string, checkoutId?: string, paymentResult?: string }} Learner
 * @typedef {{ phase: string, step: string, learner: number, ms: number, ok: boolean, status: number, problem?: string, external: boolean }} StepRecord
 */

export const PHASES = /** @type {const} */ (['sign-up', 'buy', 'open', 'complete']);
/** @typedef {(typeof PHASES)[number]} Phase */

/** A step that did not give what the browser needs: its HTTP status (0 for no answer) and why. */
export class StepFailure extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The transport of `npm run bench:burst`: the site over HTTP, as the browser's request() sends it.
 * @param {string} baseUrl
 * @param {number} [timeoutMs]  a request without an answer by then counts as failed
 * @returns {Transport}
 */
export function httpTransport(baseUrl, timeoutMs = 60_000) {
  return ({ method, path, query, token, body }) => {
    const url = new URL(path, baseUrl);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
    /** @type {Record<string, string>} */
    const headers = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  };
}

/**
 * The answer's JSON when it is a 2xx; otherwise a StepFailure with the status and the start of the answer.
 * @param {Response} response
 */
export async function okJson(response) {
  const text = await response.text();
  if (!response.ok) throw new StepFailure(response.status, `${response.status} ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new StepFailure(response.status, `${response.status} but not JSON: ${text.slice(0, 120)}`);
  }
}

/** @param {unknown} condition @param {string} message @param {number} status */
function expectThat(condition, message, status = 200) {
  if (!condition) throw new StepFailure(status, message);
}

/**
 * The Auth emulator's REST API as the Firebase web SDK calls it (identitytoolkit v1).
 * @param {AuthEmulator} authEmulator
 * @param {string} method  e.g. 'accounts:signUp'
 * @param {Record<string, unknown>} body
 */
async function identityToolkit(authEmulator, method, body) {
  const response = await fetch(
    `${authEmulator.url}/identitytoolkit.googleapis.com/v1/${method}?key=${encodeURIComponent(authEmulator.apiKey)}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    },
  );
  return okJson(response);
}

/** An ID token for an existing account (the admin's, for the figures). @param {AuthEmulator} authEmulator @param {string} email @param {string} password */
export async function signInWithPassword(authEmulator, email, password) {
  const answer = await identityToolkit(authEmulator, 'accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return /** @type {string} */ (answer.idToken);
}

/**
 * `count` new learners with addresses nobody has used (the run's tag keeps runs apart).
 * @param {string} tag @param {number} count @returns {Learner[]}
 */
export function newLearners(tag, count) {
  return Array.from({ length: count }, (_, index) => ({
    index,
    email: `${tag}-${index}@example.com`,
    password: `burst-${tag}-pass`,
    fullName: `Burst Learner ${index}`,
  }));
}

/**
 * Every step of a new learner's journey, in order, as their browser takes it. Each step sends one request and
 * keeps what later steps need on the learner. `external` marks the Auth emulator's own calls (Firebase's in
 * production, not the site's); `write` the site's requests that store something.
 * @typedef {{ phase: Phase, name: string, external: boolean, write: boolean, run: (learner: Learner) => Promise<void> }} JourneyStep
 * @param {{ transport: Transport, authEmulator: AuthEmulator, course: JourneyCourse }} options
 * @returns {JourneyStep[]}
 */
export function journeySteps({ transport: api, authEmulator, course }) {
  const token = (/** @type {Learner} */ learner) => {
    if (!learner.token) throw new StepFailure(0, 'not signed in (an earlier step failed)');
    return learner.token;
  };
  const ids = { courseId: course.id, sessionId: course.sessionId };
  /** An Auth call with the learner's e-mail and password (sign-up, sign-in); the learner holds its token. */
  const withPassword = async (/** @type {string} */ method, /** @type {Learner} */ learner) => {
    const answer = await identityToolkit(authEmulator, method, {
      email: learner.email,
      password: learner.password,
      returnSecureToken: true,
    });
    learner.token = answer.idToken;
    return answer;
  };
  /** @type {(phase: Phase, name: string, kind: 'auth' | 'read' | 'write', run: JourneyStep['run']) => JourneyStep} */
  const step = (phase, name, kind, run) => ({ phase, name, external: kind === 'auth', write: kind === 'write', run });
  return [
    // AuthForm's "Create Account": createUserWithEmailAndPassword, a sign-in of its own right after (see
    // signUpWithPassword in src/stores/auth.ts) and updateProfile (the Auth service), then POST /api/profile and
    // POST /api/account/email-confirmation, then the dashboard it lands on.
    step('sign-up', 'Auth accounts:signUp', 'auth', async (learner) => {
      learner.uid = (await withPassword('accounts:signUp', learner)).localId;
    }),
    step('sign-up', 'Auth accounts:signInWithPassword', 'auth', async (learner) => {
      await withPassword('accounts:signInWithPassword', learner);
    }),
    step('sign-up', 'Auth accounts:update (name)', 'auth', async (learner) => {
      const answer = await identityToolkit(authEmulator, 'accounts:update', {
        idToken: token(learner),
        displayName: learner.fullName,
        returnSecureToken: true,
      });
      if (answer.idToken) learner.token = answer.idToken;
    }),
    step('sign-up', 'POST /api/profile', 'write', async (learner) => {
      const answer = await okJson(
        await api({ method: 'POST', path: '/api/profile', token: token(learner), body: { fullName: learner.fullName } }),
      );
      expectThat(answer.created === true, `the profile was not created: ${JSON.stringify(answer)}`);
    }),
    // The e-mail that confirms the address, through the site's mailer, as the sign-up form asks for it.
    step('sign-up', 'POST /api/account/email-confirmation', 'write', async (learner) => {
      const answer = await okJson(await api({ method: 'POST', path: '/api/account/email-confirmation', token: token(learner) }));
      expectThat(answer.sentTo === learner.email, `no confirmation e-mail was sent: ${JSON.stringify(answer)}`);
    }),
    step('sign-up', 'GET /api/dashboard', 'read', async (learner) => {
      const answer = await okJson(await api({ method: 'GET', path: '/api/dashboard', token: token(learner) }));
      expectThat(Array.isArray(answer.courses), 'the dashboard has no course list');
    }),
    // The purchase button, the local checkout page (its view, Pay) and the payment result page (verify).
    step('buy', 'POST /api/create-checkout', 'write', async (learner) => {
      const answer = await okJson(
        await api({ method: 'POST', path: '/api/create-checkout', token: token(learner), body: { courseId: course.id } }),
      );
      expectThat(typeof answer.checkoutId === 'string' && answer.checkoutId, 'no checkout id');
      learner.checkoutId = answer.checkoutId;
    }),
    step('buy', 'GET /api/local-checkout', 'read', async (learner) => {
      const view = await okJson(
        await api({ method: 'GET', path: '/api/local-checkout', query: { id: learner.checkoutId ?? '' }, token: token(learner) }),
      );
      expectThat(view.amountTotal === course.pence && view.paid === false, `unexpected checkout: ${JSON.stringify(view)}`);
    }),
    step('buy', 'POST /api/local-checkout/pay', 'write', async (learner) => {
      const answer = await okJson(await api({ method: 'POST', path: '/api/local-checkout/pay', body: { id: learner.checkoutId ?? '' } }));
      const result = new URL(answer.redirectUrl, 'http://site.invalid');
      expectThat(result.searchParams.get('session_id') === learner.checkoutId, `unexpected return address ${answer.redirectUrl}`);
      learner.paymentResult = result.search;
    }),
    step('buy', 'POST /api/verify-payment', 'write', async (learner) => {
      const result = new URLSearchParams(learner.paymentResult ?? '');
      const body = { sessionId: result.get('session_id') ?? '', courseId: result.get('course_id') ?? course.id };
      const answer = await okJson(await api({ method: 'POST', path: '/api/verify-payment', token: token(learner), body }));
      expectThat(answer.success === true && answer.courseId === course.id, `not verified: ${JSON.stringify(answer)}`);
    }),
    // The session page: one request, whose answer carries the progress and which starts it (a write: it creates
    // the progress row of a session opened for the first time).
    step('open', 'GET /api/session', 'write', async (learner) => {
      const answer = await okJson(await api({ method: 'GET', path: '/api/session', query: ids, token: token(learner) }));
      expectThat(answer.session?.id === course.sessionId, 'not the session asked for');
      const progress = answer.session?.progress;
      expectThat(progress?.watch_time_seconds === 0 && progress?.completed_at === null, `not started: ${JSON.stringify(progress)}`);
    }),
    // Listening (the 30-second save), then "Mark as Complete".
    step('complete', 'POST /api/progress/save', 'write', async (learner) => {
      await okJson(
        await api({ method: 'POST', path: '/api/progress/save', token: token(learner), body: { ...ids, watchTimeSeconds: 30 } }),
      );
    }),
    step('complete', 'POST /api/progress/complete', 'write', async (learner) => {
      const answer = await okJson(
        await api({ method: 'POST', path: '/api/progress/complete', token: token(learner), body: { ...ids, watchTimeSeconds: 45 } }),
      );
      expectThat(typeof answer.progress?.completed_at === 'string', 'the session is not marked complete');
    }),
  ];
}

/**
 * Times one step for one learner into `records`; true when it succeeded.
 * @param {JourneyStep} step @param {Learner} learner @param {StepRecord[]} records
 */
export async function timedStep(step, learner, records) {
  const started = performance.now();
  const base = { phase: step.phase, step: step.name, learner: learner.index, external: step.external };
  try {
    await step.run(learner);
    records.push({ ...base, ms: performance.now() - started, ok: true, status: 200 });
    return true;
  } catch (error) {
    const status = error instanceof StepFailure ? error.status : 0;
    const problem = error instanceof Error ? error.message : String(error);
    records.push({ ...base, ms: performance.now() - started, ok: false, status, problem });
    return false;
  }
}

/**
 * Runs one phase for every learner at the same moment (all requests leave together; the next phase starts when
 * every learner is through this one). A learner whose step fails stops there and sits out the later phases.
 * @param {Learner[]} learners
 * @param {JourneyStep[]} steps  the journey (only this phase's steps run)
 * @param {Phase} phase
 * @param {StepRecord[]} records  gets every step taken
 * @param {Set<number>} failed  learners out of the race: skipped, and added to on failure
 */
export async function burstPhase(learners, steps, phase, records, failed) {
  const mine = steps.filter((step) => step.phase === phase);
  await Promise.all(
    learners
      .filter((learner) => !failed.has(learner.index))
      .map(async (learner) => {
        for (const step of mine) {
          if (!(await timedStep(step, learner, records))) {
            failed.add(learner.index);
            return;
          }
        }
      }),
  );
}

/**
 * One step for many learners, at most `connections` requests in flight at any time (a load generator's
 * connections): each request for a different learner. Returns the learners it succeeded for.
 * @param {Learner[]} learners @param {JourneyStep} step @param {number} connections @param {StepRecord[]} records
 */
export async function stepUnderLoad(learners, step, connections, records) {
  /** @type {Learner[]} */
  const succeeded = [];
  let next = 0;
  const worker = async () => {
    while (next < learners.length) {
      const learner = learners[next++];
      if (await timedStep(step, learner, records)) succeeded.push(learner);
    }
  };
  await Promise.all(Array.from({ length: Math.min(connections, learners.length) }, worker));
  return succeeded.sort((a, b) => a.index - b.index);
}

/**
 * What the learner's own dashboard shows of the course: enrolled or not, and sessions completed. After a failed
 * step it tells whether the failure changed something anyway (an error that asks to try again must mean that
 * nothing happened). Null when the learner has no token or the dashboard does not answer.
 * @param {Transport} api @param {Learner} learner @param {string} courseId
 */
export async function learnerSees(api, learner, courseId) {
  if (!learner.token) return null;
  try {
    const answer = await okJson(await api({ method: 'GET', path: '/api/dashboard', token: learner.token }));
    const course = answer.courses.find((/** @type {{ id: string }} */ c) => c.id === courseId);
    return { enrolled: !!course?.enrolled, completed: Number(course?.completedCount ?? 0) };
  } catch {
    return null;
  }
}

/**
 * The admin's figures that a purchase of `course` and a completion of its session move, read as the admin's
 * Overview and Insight tabs read them.
 * @param {Transport} api @param {string} adminToken @param {{ id: string, sessionId?: string }} course
 */
export async function adminFigures(api, adminToken, course) {
  const [overview, insight] = await Promise.all([
    api({ method: 'GET', path: '/api/admin/overview', token: adminToken }).then(okJson),
    api({ method: 'GET', path: '/api/admin/insight', token: adminToken }).then(okJson),
  ]);
  /** @type {{ courseId: string, steps: Array<{ sessionId: string, order: number, started: number, completed: number }> } | undefined} */
  const funnel = insight.funnels.find((/** @type {{ courseId: string }} */ f) => f.courseId === course.id);
  const sessionId = course.sessionId ?? funnel?.steps[0]?.sessionId;
  const funnelStep = funnel?.steps.find((s) => s.sessionId === sessionId);
  const byCourse = insight.enrollmentsByCourse.find((/** @type {{ courseId: string }} */ c) => c.courseId === course.id);
  return {
    /** The session the funnel figures are of (the course's first when none was named). */
    sessionId,
    figures: {
      'users (Overview)': overview.totals.totalUsers,
      'enrollments (Overview)': overview.totals.totalEnrollments,
      'manual enrollments (Overview)': overview.totals.manualEnrollments,
      'revenue, pence (Overview)': Math.round(overview.totals.totalRevenue * 100),
      'revenue of the last 12 months, pence (Insight)': insight.revenueByMonth.reduce(
        (/** @type {number} */ sum, /** @type {{ pence: number }} */ month) => sum + month.pence,
        0,
      ),
      'enrollments in the course (Insight)': byCourse?.enrollments ?? 0,
      'started the session (Insight funnel)': funnelStep?.started ?? 0,
      'completed the session (Insight funnel)': funnelStep?.completed ?? 0,
    },
  };
}
/** @typedef {Awaited<ReturnType<typeof adminFigures>>['figures']} Figures */

/**
 * How each figure should have moved when `count` new learners each bought the course and completed its session.
 * @param {number} count @param {number} pence  the course's price
 * @returns {Figures}
 */
export function expectedChange(count, pence) {
  return {
    'users (Overview)': count,
    'enrollments (Overview)': count,
    'manual enrollments (Overview)': 0,
    'revenue, pence (Overview)': count * pence,
    'revenue of the last 12 months, pence (Insight)': count * pence,
    'enrollments in the course (Insight)': count,
    'started the session (Insight funnel)': count,
    'completed the session (Insight funnel)': count,
  };
}

/**
 * Each figure's move against the expected one.
 * @param {Figures} before @param {Figures} after @param {Figures} expected
 */
export function compareFigures(before, after, expected) {
  return /** @type {Array<keyof Figures>} */ (Object.keys(expected)).map((name) => ({
    name,
    before: before[name],
    after: after[name],
    moved: after[name] - before[name],
    expected: expected[name],
    exact: after[name] - before[name] === expected[name],
  }));
}

/** Nearest-rank percentile of sorted numbers. @param {number[]} sorted @param {number} p */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Per step and per phase (a learner's phase = the sum of its steps): count, p50, p95, max and errors.
 * @param {StepRecord[]} records
 */
export function summarise(records) {
  /** @type {Map<string, { phase: string, step: string, external: boolean, times: number[], errors: number, problems: string[] }>} */
  const rows = new Map();
  /** @type {Map<string, Map<number, { ms: number, ok: boolean }>>} */
  const perLearner = new Map();
  for (const record of records) {
    const key = `${record.phase}\u0000${record.step}`;
    const row = rows.get(key) ?? { phase: record.phase, step: record.step, external: record.external, times: [], errors: 0, problems: [] };
    rows.set(key, row);
    row.times.push(record.ms);
    if (!record.ok) {
      row.errors += 1;
      if (row.problems.length < 3) row.problems.push(/** @type {string} */ (record.problem));
    }
    const learners = perLearner.get(record.phase) ?? new Map();
    perLearner.set(record.phase, learners);
    const total = learners.get(record.learner) ?? { ms: 0, ok: true };
    learners.set(record.learner, { ms: total.ms + record.ms, ok: total.ok && record.ok });
  }
  const stats = (/** @type {number[]} */ times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
  };
  return {
    steps: [...rows.values()].map((row) => ({ ...row, ...stats(row.times) })),
    phases: [...perLearner].map(([phase, learners]) => ({
      phase,
      ...stats([...learners.values()].map((l) => l.ms)),
      errors: [...learners.values()].filter((l) => !l.ok).length,
    })),
  };
}
