// Certificates against the real emulators: the security matrix of /api/certificate (anonymous, forged, expired,
// another learner, the learner, an admin) and of the public /api/certificates/{code}; issuing only after every
// session is complete, exactly once per learner and course (even when asked for at the same moment), bad input
// refused with a clear reason and nothing written, and a public answer of name, course and date only.
import type { Context } from '@netlify/functions';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import certificate, { NAME_NEEDED } from '../../netlify/functions/certificate.mts';
import certificateVerify, { CERTIFICATE_LOOKUP_LIMIT, CERTIFICATE_NOT_FOUND } from '../../netlify/functions/certificate-verify.mts';
import { auth, db } from '../../netlify/lib/firebase';
import { ensureProfile } from '../../netlify/lib/account/profiles';
import { completeProgress } from '../../netlify/lib/learning/sessionProgress';
import { publicOrigin } from '../../src/lib/publicOrigin';
import type { Certificate, CertificateConfirmation, CertificateStatus } from '../../src/lib/learning/certificate';
import { context, freshUser, request, signIn } from './learningSupport';
import { craftedTokens } from './craftedTokens';
import { certificateStatusRoute, certificateVerifyRoute } from '../../src/api/contract';
import { routeUrl } from '../../src/api/request';

const COURSE = 'the-animal-that-walks-with-you';
const COURSE_TITLE = 'The Animal That Walks With You';
const SESSIONS = [1, 2, 3, 4, 5, 6].map((n) => `${COURSE}-${n}`);
const LAST_DONE = '2026-03-09T18:45:00.000Z';
type Caller = 'anonymous' | 'forged' | 'expired' | 'outsider' | 'learner' | 'admin';

let tokens: Record<Caller | 'other' | 'partial' | 'nameless', string | null>;
const uids: Record<string, string> = {};

/** Completes the first `count` sessions of the course, the last one at LAST_DONE and the others earlier. */
async function completeSessions(uid: string, count: number): Promise<void> {
  for (const [index, sessionId] of SESSIONS.slice(0, count).entries()) {
    const day = index === 5 ? LAST_DONE : `2026-03-0${index + 1}T10:00:00.000Z`;
    await completeProgress(uid, sessionId, 60, { now: day });
  }
}

async function learner(label: string, fullName: string, completed: number) {
  const user = await freshUser(label, [COURSE]);
  if (fullName !== '')
    await ensureProfile({ user_id: user.uid, email: user.email, full_name: fullName, created_at: new Date().toISOString() });
  await completeSessions(user.uid, completed);
  uids[label] = user.uid;
  return user.token;
}

const statusRequest = (token: string | null, courseId = COURSE) =>
  request(`${certificateStatusRoute.path}?courseId=${courseId}`, { token });
const issueRequest = (token: string | null, body: unknown = { courseId: COURSE }) => request(certificateStatusRoute.path, { token, body });
const verifyRequest = (code: string, init: { token?: string | null; method?: string } = {}) =>
  request(routeUrl(certificateVerifyRoute, { code }), { token: init.token, method: init.method });
/** What Netlify passes the public function: the route parameter and the caller's address. */
const verifyContext = (code: string, ip = '203.0.113.7') => ({ ...context(), params: { code }, ip }) as unknown as Context;

const certificatesOf = async (uid: string) => (await (await db()).collection('certificates').where('user_id', '==', uid).get()).docs;
const allCertificateDocs = async () =>
  (await (await db()).collection('certificates').get()).size + (await (await db()).collection('user_certificates').get()).size;

beforeAll(async () => {
  await seedDemoData(process.env);
  const outsider = await freshUser('outsider');
  await completeSessions(outsider.uid, 6); // progress without an enrollment earns nothing
  uids.outsider = outsider.uid;
  const learnerToken = await learner('learner', 'Zoë Ashford', 6);
  // Forged and expired tokens name the learner who has finished the course.
  const { forged, expired } = craftedTokens(uids.learner);
  tokens = {
    anonymous: null,
    forged,
    expired,
    outsider: outsider.token,
    learner: learnerToken,
    admin: await signIn('admin@example.com', 'local-admin-pass'),
    other: await learner('other', 'Priya Raman', 6),
    partial: await learner('partial', 'Tom Hale', 4),
    nameless: await learner('nameless', '', 6),
  };
});

describe('/api/certificate: who may ask', () => {
  for (const caller of ['anonymous', 'forged', 'expired'] as const) {
    it(`refuses the ${caller} caller with 401 and writes nothing`, async () => {
      for (const req of [statusRequest(tokens[caller]), issueRequest(tokens[caller])]) {
        const response = await certificate(req, context());
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
      }
      expect(await certificatesOf(uids.learner!)).toHaveLength(0);
    });
  }

  it('refuses (403) a signed-in learner who is not enrolled, even with every session completed, and writes nothing', async () => {
    for (const req of [statusRequest(tokens.outsider), issueRequest(tokens.outsider)]) {
      const response = await certificate(req, context());
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Course Not Accessible', code: 'forbidden' });
    }
    expect(await certificatesOf(uids.outsider!)).toHaveLength(0);
  });

  it('tells an admin her own standing, and gives her no certificate for sessions she has not completed', async () => {
    const status = await certificate(statusRequest(tokens.admin), context());
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ total: 6, remaining: 6, certificate: null });
    const issue = await certificate(issueRequest(tokens.admin), context());
    expect(issue.status).toBe(409);
    expect(((await issue.json()) as { error: string }).error).toBe(
      'You have 6 sessions to go before your certificate. Complete every session and I will have it ready for you here.',
    );
  });
});

describe('/api/certificate: the learner', () => {
  let issued: Certificate;

  it('says how many sessions remain before completion, and refuses to issue early (409, nothing written)', async () => {
    const status = await certificate(statusRequest(tokens.partial), context());
    expect(await status.json()).toEqual({ total: 6, remaining: 2, needsName: false, certificate: null });
    const issue = await certificate(issueRequest(tokens.partial), context());
    expect(issue.status).toBe(409);
    expect(((await issue.json()) as { error: string }).error).toBe(
      'You have 2 sessions to go before your certificate. Complete every session and I will have it ready for you here.',
    );
    expect(await certificatesOf(uids.partial!)).toHaveLength(0);
  });

  it('issues the certificate once every session is complete: her name, the course, the last completion date, the practitioner, a code and its public address', async () => {
    const response = await certificate(issueRequest(tokens.learner), context());
    expect(response.status).toBe(200);
    issued = ((await response.json()) as { certificate: Certificate }).certificate;
    expect(issued).toMatchObject({
      fullName: 'Zoë Ashford',
      courseTitle: COURSE_TITLE,
      completedAt: LAST_DONE,
      practitionerName: 'Maya Linwood',
      brandName: 'Maya Linwood Hypnotherapy',
    });
    expect(issued.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    expect(issued.verifyUrl).toBe(`${publicOrigin(process.env)}/certificates/${issued.code}`);
    // Stored per contract C3, doc id = the code.
    const docs = await certificatesOf(uids.learner!);
    expect(docs.map((doc) => doc.id)).toEqual([issued.code]);
    expect(docs[0]!.data()).toEqual({
      code: issued.code,
      user_id: uids.learner,
      full_name: 'Zoë Ashford',
      course_id: COURSE,
      course_title: COURSE_TITLE,
      completed_at: LAST_DONE,
      issued_at: issued.issuedAt,
    });
  });

  it('gives the same certificate every time, even to many requests at the same moment', async () => {
    const again = await Promise.all(Array.from({ length: 6 }, () => certificate(issueRequest(tokens.learner), context())));
    const codes = await Promise.all(
      again.map(async (response) => ((await response.json()) as { certificate: Certificate }).certificate.code),
    );
    expect(new Set(codes)).toEqual(new Set([issued.code]));
    const status = (await (await certificate(statusRequest(tokens.learner), context())).json()) as CertificateStatus;
    expect(status).toMatchObject({ total: 6, remaining: 0, needsName: false, certificate: { code: issued.code } });
    expect(await certificatesOf(uids.learner!)).toHaveLength(1);

    // A fresh learner asking many times at once still ends with exactly one certificate.
    const racer = await learner('racer', 'Ada Quick', 6);
    const raced = await Promise.all(Array.from({ length: 8 }, () => certificate(issueRequest(racer), context())));
    const racedCodes = await Promise.all(
      raced.map(async (response) => ((await response.json()) as { certificate: Certificate }).certificate.code),
    );
    expect(new Set(racedCodes).size).toBe(1);
    expect(await certificatesOf(uids.racer!)).toHaveLength(1);
  });

  it('another learner only ever gets her own certificate: no id of anyone else is accepted', async () => {
    const response = await certificate(issueRequest(tokens.other), context());
    const own = ((await response.json()) as { certificate: Certificate }).certificate;
    expect(own.fullName).toBe('Priya Raman');
    expect(own.code).not.toBe(issued.code);
    const status = (await (await certificate(statusRequest(tokens.other), context())).json()) as CertificateStatus;
    expect(status.certificate?.code).toBe(own.code);
    const before = await allCertificateDocs();
    for (const body of [
      { courseId: COURSE, userId: uids.learner },
      { courseId: COURSE, code: issued.code },
      { courseId: COURSE, user_id: uids.learner },
    ]) {
      const refused = await certificate(issueRequest(tokens.other, body), context());
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: string }).error).toMatch(/Unrecognized key|not allowed|unknown/i);
    }
    expect(await allCertificateDocs()).toBe(before);
  });

  it('asks a learner whose profile has no name for the name to print, and uses it', async () => {
    const status = (await (await certificate(statusRequest(tokens.nameless), context())).json()) as CertificateStatus;
    expect(status).toMatchObject({ remaining: 0, needsName: true, certificate: null });
    const refused = await certificate(issueRequest(tokens.nameless), context());
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(NAME_NEEDED);
    const blank = await certificate(issueRequest(tokens.nameless, { courseId: COURSE, fullName: '   ' }), context());
    expect(blank.status).toBe(400);
    expect(await certificatesOf(uids.nameless!)).toHaveLength(0);
    const named = await certificate(issueRequest(tokens.nameless, { courseId: COURSE, fullName: '  Siobhán Ní Bhriain ' }), context());
    expect(((await named.json()) as { certificate: Certificate }).certificate.fullName).toBe('Siobhán Ní Bhriain');
  });

  it('refuses a signed-out-everywhere learner (revoked token) without writing', async () => {
    const token = await learner('revoked', 'Rev Oked', 6);
    // Revocation counts whole seconds: a token issued in the same second as the revocation stays valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth().revokeRefreshTokens(uids.revoked!);
    const response = await certificate(issueRequest(token), context());
    expect(response.status).toBe(401);
    expect(await certificatesOf(uids.revoked!)).toHaveLength(0);
  });
});

describe('/api/certificate: bad input', () => {
  it('answers each with a clear message and writes nothing', async () => {
    const t = tokens.learner;
    const cases: Array<[string, Request, number, RegExp]> = [
      ['status without a course', request(certificateStatusRoute.path, { token: t }), 400, /courseId: courseId is required/],
      ['status with a path in the id', statusRequest(t, '..%2F..%2Fx'), 400, /courseId may only contain/],
      ['status of an unknown course', statusRequest(t, 'no-such-course'), 404, /Course not found\./],
      ['issue without a course', issueRequest(t, {}), 400, /courseId: courseId is required/],
      ['issue of an unknown course', issueRequest(t, { courseId: 'no-such-course' }), 404, /Course not found\./],
      ['issue with a non-text name', issueRequest(t, { courseId: COURSE, fullName: 42 }), 400, /fullName must be text/],
      [
        'issue with a too long name',
        issueRequest(tokens.nameless, { courseId: COURSE, fullName: 'n'.repeat(121) }),
        400,
        /fullName is too long/,
      ],
      [
        'issue with broken JSON',
        request(certificateStatusRoute.path, { token: t, rawBody: '{"courseId":' }),
        400,
        /Request body must be JSON/,
      ],
      [
        'issue with an oversized body',
        request(certificateStatusRoute.path, { token: t, rawBody: JSON.stringify({ courseId: COURSE, pad: 'x'.repeat(5000) }) }),
        413,
        /too large/,
      ],
    ];
    const before = await allCertificateDocs();
    for (const [label, req, status, message] of cases) {
      const response = await certificate(req, context());
      const body = (await response.json()) as { error: string };
      expect({ label, status: response.status }).toEqual({ label, status });
      expect(body.error, label).toMatch(message);
    }
    expect(await allCertificateDocs()).toBe(before);
  });

  it('refuses other methods with 405', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const response = await certificate(
        request(`${certificateStatusRoute.path}?courseId=${COURSE}`, { token: tokens.learner, method }),
        context(),
      );
      expect(response.status).toBe(405);
    }
  });
});

describe('/api/certificates/{code}: the public check', () => {
  let code: string;
  beforeAll(async () => {
    const response = await certificate(issueRequest(tokens.learner), context());
    code = ((await response.json()) as { certificate: Certificate }).certificate.code;
  });

  for (const caller of ['anonymous', 'forged', 'expired', 'outsider', 'learner', 'admin'] as const) {
    it(`confirms name, course and date, and nothing else, to the ${caller} caller`, async () => {
      const response = await certificateVerify(
        verifyRequest(code, { token: tokens[caller] }),
        verifyContext(code, `198.51.100.${caller.length}`),
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const text = await response.text();
      const body = JSON.parse(text) as CertificateConfirmation;
      expect(body).toEqual({ fullName: 'Zoë Ashford', courseTitle: COURSE_TITLE, completedAt: LAST_DONE });
      expect(text).not.toContain(uids.learner!);
      expect(text).not.toMatch(/@example\.com|user_id|issued/);
    });
  }

  it('reads the code however it was typed (case, the printed dash)', async () => {
    const typed = `${code.slice(0, 5).toLowerCase()}-${code.slice(5)}`;
    const response = await certificateVerify(verifyRequest(typed), verifyContext(typed));
    expect(response.status).toBe(200);
  });

  it('finds the code in the address when no route parameter is passed', async () => {
    const response = await certificateVerify(verifyRequest(code), { ...context(), ip: '203.0.113.99' } as unknown as Context);
    expect(response.status).toBe(200);
  });

  it('answers 404 with a clear message for an unknown or malformed code, and looks nothing up for a malformed one', async () => {
    const rateLimitsBefore = (await (await db()).collection('rate_limits').get()).size;
    for (const bad of ['ABCDEFGHJK', '2222222222']) {
      const response = await certificateVerify(verifyRequest(bad), verifyContext(bad, '192.0.2.1'));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: CERTIFICATE_NOT_FOUND, code: 'not_found' });
    }
    const afterUnknown = (await (await db()).collection('rate_limits').get()).size;
    for (const bad of ['nope', 'O0O0O0O0O0', "'%20OR%201=1", 'x'.repeat(300)]) {
      const response = await certificateVerify(verifyRequest(bad), verifyContext(bad, '192.0.2.2'));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: CERTIFICATE_NOT_FOUND, code: 'not_found' });
    }
    expect(afterUnknown).toBeGreaterThan(rateLimitsBefore);
    expect((await (await db()).collection('rate_limits').get()).size).toBe(afterUnknown);
  });

  it('limits how often one address may check (429 with Retry-After), so codes cannot be guessed', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < CERTIFICATE_LOOKUP_LIMIT.max; i++) {
      const response = await certificateVerify(verifyRequest('ABCDEFGHJK'), verifyContext('ABCDEFGHJK', ip));
      expect(response.status).toBe(404);
    }
    const refused = await certificateVerify(verifyRequest(code), verifyContext(code, ip));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toBe(CERTIFICATE_LOOKUP_LIMIT.message);
    // Someone else is not held back.
    expect((await certificateVerify(verifyRequest(code), verifyContext(code, '192.0.2.78'))).status).toBe(200);
  });

  it('refuses other methods with 405', async () => {
    for (const method of ['POST', 'DELETE']) {
      const response = await certificateVerify(verifyRequest(code, { method }), verifyContext(code));
      expect(response.status).toBe(405);
    }
  });
});
