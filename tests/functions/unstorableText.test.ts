// Text that cannot be stored: a lone UTF-16 surrogate or a control character in a profile name, a
// course title or an admin message is refused with 400 and a clear message, and nothing is written or sent.
// And the admin mail endpoints' per-admin hourly cap answers 429 with Retry-After.
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import adminCourses from '../../netlify/functions/admin-courses.mts';
import adminSendEmail from '../../netlify/functions/admin-send-email.mts';
import profile from '../../netlify/functions/profile.mts';
import { db } from '../../netlify/lib/firebase';
import { ADMIN_MAIL_LIMIT, takeRateLimit } from '../../netlify/lib/rateLimit';
import { auth } from '../../netlify/lib/firebase';
import { context, freshUser, request, signIn } from './learningSupport';
import { adminCoursesRoute, adminSendEmailRoute, profileRoute } from '../../src/api/contract';

const LONE_SURROGATE = '\uD800';
let adminToken: string;

beforeAll(async () => {
  await seedDemoData(process.env);
  adminToken = await signIn('admin@example.com', 'local-admin-pass');
});

describe('unstorable text', () => {
  it('a profile name with a lone surrogate: 400, no profile', async () => {
    const user = await freshUser('surrogate');
    const response = await profile(
      request(profileRoute.path, { token: user.token, body: { fullName: `Ada ${LONE_SURROGATE}` } }),
      context(),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      'fullName: fullName contains characters that cannot be stored (broken Unicode). Please retype it.',
    );
    expect((await (await db()).collection('profiles').doc(user.uid).get()).exists).toBe(false);
  });

  it('a course title with a lone surrogate or a control character: 400, no course', async () => {
    const before = (await (await db()).collection('courses').get()).size;
    for (const title of [`Calm ${LONE_SURROGATE}`, 'Calm\u0007']) {
      const response = await adminCourses(
        request(adminCoursesRoute.path, { token: adminToken, body: { title, description: 'A course', price: 10 } }),
        context(),
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/^title: Course Title contains/);
    }
    expect((await (await db()).collection('courses').get()).size).toBe(before);
  });

  it('an admin message with a control character: 400, nothing sent', async () => {
    const before = outbox().length;
    const response = await adminSendEmail(
      request(adminSendEmailRoute.path, {
        token: adminToken,
        body: { userEmail: 'ann@example.com', subject: 'Hello', message: 'Hi\u001b[31m' },
      }),
      context(),
    );
    expect(response.status).toBe(400);
    expect(outbox()).toHaveLength(before);
  });
});

describe('admin mail cap', () => {
  it(`allows each admin ${ADMIN_MAIL_LIMIT.max} e-mails an hour, then answers 429 with Retry-After`, async () => {
    const admin = await auth().getUserByEmail('admin@example.com');
    // Spend this hour's allowance directly (as 100 sends would), then the endpoint refuses.
    await Promise.all(Array.from({ length: ADMIN_MAIL_LIMIT.max }, () => takeRateLimit(ADMIN_MAIL_LIMIT, admin.uid)));
    const before = outbox().length;
    const response = await adminSendEmail(
      request(adminSendEmailRoute.path, { token: adminToken, body: { userEmail: 'ann@example.com', subject: 'Hello', message: 'Hi' } }),
      context(),
    );
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: ADMIN_MAIL_LIMIT.message, code: 'rate_limited' });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(outbox()).toHaveLength(before);
  });
});
