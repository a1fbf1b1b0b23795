// The learner's own account against the real emulators: renaming (the dashboard and the next
// e-mail use the new name), the e-mail change with its confirmation link, "Download my data" with every record,
// and deleting the account with the admin's very deletion (payments kept without name or e-mail).
import { outbox } from './adminSupport';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { auth, db } from '../../netlify/lib/firebase';
import account from '../../netlify/functions/account.mts';
import accountName from '../../netlify/functions/account-name.mts';
import accountEmail from '../../netlify/functions/account-email.mts';
import accountExport from '../../netlify/functions/account-export.mts';
import accountDelete from '../../netlify/functions/account-delete.mts';
import adminOverview from '../../netlify/functions/admin-overview.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import deleteUser from '../../netlify/functions/delete-user.mts';
import createCheckout from '../../netlify/functions/create-checkout.mts';
import localCheckoutPay from '../../netlify/functions/local-checkout-pay.mts';
import dashboard from '../../netlify/functions/dashboard.mts';
import profile from '../../netlify/functions/profile.mts';
import session from '../../netlify/functions/session.mts';
import progressComplete from '../../netlify/functions/progress-complete.mts';
import { deleteUserCompletely } from '../../netlify/lib/account/users';
import type { AccountExport } from '../../netlify/lib/account/accountExport';
import type { AccountOverview } from '../../src/lib/account/schemas';
import type { AdminOverview } from '../../src/lib/admin/admin';
import type { DashboardData } from '../../src/lib/learning/learning';
import { context, freshUser, PASSWORD, request, signIn } from './learningSupport';
import {
  accountDeleteRoute,
  accountEmailRoute,
  accountExportRoute,
  accountNameRoute,
  accountRoute,
  adminOverviewRoute,
  adminUsersRoute,
  createCheckoutRoute,
  dashboardRoute,
  deleteUserRoute,
  localCheckoutPayRoute,
  profileRoute,
  progressCompleteRoute,
  sessionRoute,
} from '../../src/api/contract';

const BREATHWORK = 'quantum-alchemy-breathwork';
const ANIMALS = 'the-animal-that-walks-with-you';
type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;

async function call<T = Record<string, unknown>>(handler: Handler, path: string, init: Parameters<typeof request>[1] = {}) {
  const response = await handler(request(path, init), context());
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}

/** A learner with a profile (named through the real sign-up call). */
async function learner(label: string, fullName: string) {
  const user = await freshUser(label);
  expect((await call(profile, profileRoute.path, { token: user.token, body: { fullName } })).status).toBe(200);
  return user;
}

/** Buys a course through the real functions: create-checkout, then the local test checkout's Pay. */
async function buy(token: string, courseId: string) {
  const checkout = await call<{ url: string; checkoutId: string }>(createCheckout, createCheckoutRoute.path, { token, body: { courseId } });
  expect(checkout.status, JSON.stringify(checkout.body)).toBe(200);
  const paid = await call(localCheckoutPay, localCheckoutPayRoute.path, { token, body: { id: checkout.body.checkoutId } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return checkout.body.checkoutId;
}

const mailsTo = (email: string) => outbox().filter((mail) => mail.to === email);
const exists = async (collection: string, id: string) => (await (await db()).collection(collection).doc(id).get()).exists;
const countWhere = async (collection: string, uid: string) =>
  (await (await db()).collection(collection).where('user_id', '==', uid).get()).size;

let adminToken: string;
beforeAll(async () => {
  await seedDemoData(process.env);
  adminToken = await signIn('admin@example.com', 'local-admin-pass');
});

describe('the account page data', () => {
  it('shows the profile, each purchase (course, date, amount paid) and each enrollment, newest first', async () => {
    const user = await learner('overview', 'Ada Overview');
    const checkoutId = await buy(user.token, BREATHWORK);
    await (
      await db()
    )
      .collection('user_enrollments')
      .doc(`${user.uid}_${ANIMALS}`)
      .set({
        user_id: user.uid,
        course_id: ANIMALS,
        enrolled_at: new Date(Date.now() + 1000).toISOString(),
        payment_intent_id: 'manual_admin_enrollment',
      });
    const { status, body } = await call<AccountOverview>(account, accountRoute.path, { token: user.token });
    expect(status).toBe(200);
    expect(body.profile).toMatchObject({ email: user.email, full_name: 'Ada Overview' });
    expect(body.isAdmin).toBe(false);
    expect(body.purchases).toEqual([
      expect.objectContaining({
        courseId: BREATHWORK,
        courseTitle: 'Quantum Alchemy Breathwork',
        amountPence: 2500,
        currency: 'gbp',
        refunded: false,
      }),
    ]);
    expect(Date.parse(body.purchases[0]!.paidAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(body.enrollments.map((e) => [e.courseId, e.courseTitle, e.source])).toEqual([
      [ANIMALS, 'The Animal That Walks With You', 'manual'],
      [BREATHWORK, 'Quantum Alchemy Breathwork', 'purchase'],
    ]);
    expect(checkoutId).toBeTruthy();
  });
});

describe('changing the full name', () => {
  it('changes the profile and the sign-in name; the dashboard and the next e-mail greet with the new name', async () => {
    const user = await learner('rename', 'Old Name');
    const renamed = await call(accountName, accountNameRoute.path, { token: user.token, body: { fullName: '  Juniper Vale  ' } });
    expect(renamed).toMatchObject({ status: 200, body: { profile: { full_name: 'Juniper Vale' } } });
    expect((await (await db()).collection('profiles').doc(user.uid).get()).get('full_name')).toBe('Juniper Vale');
    expect((await auth().getUser(user.uid)).displayName).toBe('Juniper Vale');

    const board = await call<DashboardData>(dashboard, dashboardRoute.path, { token: user.token });
    expect(board.body.profile.full_name).toBe('Juniper Vale');
    // The admin finds her by the new name, not the old one.
    const found = async (q: string) =>
      JSON.stringify((await call(adminUsers, `${adminUsersRoute.path}?q=${encodeURIComponent(q)}`, { token: adminToken })).body).includes(
        user.uid,
      );
    expect(await found('juniper va')).toBe(true);
    expect(await found('old name')).toBe(false);

    await buy(user.token, ANIMALS);
    const confirmation = mailsTo(user.email).find((mail) => mail.subject === 'Your course is ready: The Animal That Walks With You');
    expect(confirmation, JSON.stringify(mailsTo(user.email).map((m) => m.subject))).toBeDefined();
    expect(confirmation!.text).toContain('Hello Juniper Vale,');
    expect(confirmation!.text).not.toContain('Old Name');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const user = await learner('rename-bad', 'Kept Name');
    const cases: Array<[unknown, RegExp]> = [
      [{}, /fullName is required/],
      [{ fullName: 42 }, /fullName must be text/],
      [{ fullName: 'x'.repeat(201) }, /fullName is too long/],
      [{ fullName: 'Bad\u0000Name' }, /fullName/],
      [{ fullName: 'Ok', userId: 'someone-else' }, /userId/],
    ];
    for (const [body, message] of cases) {
      const answer = await call<{ error: string }>(accountName, accountNameRoute.path, { token: user.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
    expect((await (await db()).collection('profiles').doc(user.uid).get()).get('full_name')).toBe('Kept Name');
  });
});

describe('changing the e-mail address', () => {
  it('mails a confirmation link to the new address; once opened, sign-in and the profile use the new address', async () => {
    const user = await learner('move', 'Mover');
    const newEmail = `moved-${user.uid.slice(0, 6).toLowerCase()}@example.com`;
    const answer = await call(accountEmail, accountEmailRoute.path, {
      token: user.token,
      body: { newEmail: ` ${newEmail.toUpperCase()} ` },
    });
    expect(answer).toEqual({ status: 200, headers: expect.anything(), body: { sentTo: newEmail } });
    // Nothing changes before the link is opened.
    expect((await auth().getUser(user.uid)).email).toBe(user.email);

    const [confirm] = mailsTo(newEmail);
    expect(confirm?.subject).toBe('Confirm your new e-mail address');
    const link = /(http\S+\/account\?mode=verifyAndChangeEmail&oobCode=[^\s"<]+)/.exec(confirm!.text)?.[1];
    expect(link, confirm!.text).toBeDefined();
    expect(link).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+\/account\?/);
    expect(mailsTo(user.email).map((mail) => mail.subject)).toContain('A change of e-mail address was requested');

    // What the /account page does with the link: Firebase's applyActionCode (its REST call).
    const oobCode = new URL(link!).searchParams.get('oobCode');
    const applied = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode }),
      },
    );
    expect(applied.status).toBe(200);
    expect((await auth().getUser(user.uid)).email).toBe(newEmail);
    await expect(signIn(user.email, PASSWORD)).rejects.toThrow();
    const token = await signIn(newEmail, PASSWORD);

    // The next load of the account page brings the profile along.
    const overview = await call<AccountOverview>(account, accountRoute.path, { token });
    expect(overview.body.profile.email).toBe(newEmail);
    expect(overview.body.emailVerified).toBe(true);
    expect((await (await db()).collection('profiles').doc(user.uid).get()).get('email')).toBe(newEmail);
  });

  it('refuses the same address and a malformed one, sending nothing', async () => {
    const user = await learner('stay', 'Stayer');
    const before = outbox().length;
    const cases: Array<[unknown, number, RegExp]> = [
      [{ newEmail: user.email }, 400, /already your e-mail address/],
      [{ newEmail: 'not-an-address' }, 400, /newEmail must be a valid email address/],
      [{}, 400, /newEmail is required/],
    ];
    for (const [body, status, message] of cases) {
      const answer = await call<{ error: string }>(accountEmail, accountEmailRoute.path, { token: user.token, body });
      expect({ body, status: answer.status }).toEqual({ body, status });
      expect(answer.body.error).toMatch(message);
    }
    expect(outbox().length).toBe(before);
    expect((await auth().getUser(user.uid)).email).toBe(user.email);
  });

  it('answers an address another account has exactly as a free one, and tells that address in its mail that nothing changed', async () => {
    const user = await learner('asker', 'Asker');
    const other = await freshUser('taken');
    const free = `free-${user.uid.slice(0, 6).toLowerCase()}@example.com`;
    const taken = await call(accountEmail, accountEmailRoute.path, { token: user.token, body: { newEmail: other.email } });
    const untaken = await call(accountEmail, accountEmailRoute.path, { token: user.token, body: { newEmail: free } });
    // The same status, headers and words but for the address itself: nobody learns whether an account exists.
    expect(taken).toEqual({ status: 200, headers: expect.anything(), body: { sentTo: other.email } });
    expect(untaken).toEqual({ status: 200, headers: expect.anything(), body: { sentTo: free } });
    expect([...taken.headers.keys()].sort()).toEqual([...untaken.headers.keys()].sort());

    const [inUse, ...more] = mailsTo(other.email);
    expect(more).toEqual([]);
    expect(inUse?.subject).toBe('Someone asked to use your e-mail address for another account');
    expect(inUse!.text).toContain('This address already has its own account here, so nothing was changed');
    expect(inUse!.text).not.toMatch(/oobCode/);
    // The asker's own notice reads the same either way.
    const notices = mailsTo(user.email).filter((mail) => mail.subject === 'A change of e-mail address was requested');
    const noticeTexts = notices.map((mail) => mail.text.replace(other.email, free));
    expect(noticeTexts).toHaveLength(2);
    expect(noticeTexts[0]).toBe(noticeTexts[1]);
    // Neither account moved.
    expect((await auth().getUser(user.uid)).email).toBe(user.email);
    expect((await auth().getUser(other.uid)).email).toBe(other.email);
  });

  it('is limited to 5 requests an hour per account (429 with Retry-After), counting refused ones', async () => {
    const user = await learner('eager', 'Eager');
    for (let i = 0; i < 5; i++) {
      expect((await call(accountEmail, accountEmailRoute.path, { token: user.token, body: { newEmail: user.email } })).status).toBe(400);
    }
    const refused = await call<{ error: string }>(accountEmail, accountEmailRoute.path, {
      token: user.token,
      body: { newEmail: `eager-new-${Date.now()}@example.com` },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error).toMatch(/try again in an hour/);
    expect((await auth().getUser(user.uid)).email).toBe(user.email);
  });
});

describe('Download my data', () => {
  it('is one JSON attachment with the profile, enrollments, progress per session, payments and certificates of the caller only', async () => {
    const user = await learner('export', 'Ivy Export');
    const stranger = await learner('stranger', 'Not Me');
    await buy(user.token, BREATHWORK);
    await buy(stranger.token, BREATHWORK);
    for (const sessionId of [`${BREATHWORK}-1`, `${BREATHWORK}-2`]) {
      expect(
        (await call(session, `${sessionRoute.path}?courseId=${BREATHWORK}&sessionId=${sessionId}`, { token: user.token })).status,
      ).toBe(200);
    }
    await progressComplete(
      request(progressCompleteRoute.path, {
        token: user.token,
        body: { courseId: BREATHWORK, sessionId: `${BREATHWORK}-1`, watchTimeSeconds: 95 },
      }),
      context(),
    );
    await call(session, `${sessionRoute.path}?courseId=${BREATHWORK}&sessionId=${BREATHWORK}-3`, { token: stranger.token });
    const firestore = await db();
    const issued = new Date().toISOString();
    await firestore
      .collection('certificates')
      .doc(`MLH-${user.uid.slice(0, 6)}`)
      .set({
        code: `MLH-${user.uid.slice(0, 6)}`,
        user_id: user.uid,
        full_name: 'Ivy Export',
        course_id: BREATHWORK,
        course_title: 'Quantum Alchemy Breathwork',
        completed_at: issued,
        issued_at: issued,
      });
    await firestore
      .collection('certificates')
      .doc(`MLH-${stranger.uid.slice(0, 6)}`)
      .set({
        code: `MLH-${stranger.uid.slice(0, 6)}`,
        user_id: stranger.uid,
        full_name: 'Not Me',
        course_id: BREATHWORK,
        course_title: 'Quantum Alchemy Breathwork',
        completed_at: issued,
        issued_at: issued,
      });

    const response = await accountExport(request(accountExportRoute.path, { token: user.token }), context());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    const data = JSON.parse(text) as AccountExport;

    expect(data.account).toMatchObject({ user_id: user.uid, email: user.email });
    expect(data.profile).toMatchObject({ email: user.email, full_name: 'Ivy Export' });
    expect(data.enrollments).toEqual([
      expect.objectContaining({ course_id: BREATHWORK, course_title: 'Quantum Alchemy Breathwork', source: 'purchase' }),
    ]);
    expect(data.progress.map((p) => [p.session_id, p.course_title, p.watch_time_seconds, p.completed_at !== null])).toEqual([
      [`${BREATHWORK}-1`, 'Quantum Alchemy Breathwork', 95, true],
      [`${BREATHWORK}-2`, 'Quantum Alchemy Breathwork', 0, false],
    ]);
    expect(data.progress.every((p) => typeof p.session_title === 'string' && p.session_title.length > 0)).toBe(true);
    expect(data.payments).toEqual([
      expect.objectContaining({ course_id: BREATHWORK, amount_paid_pence: 2500, currency: 'gbp', refunded: false }),
    ]);
    expect(data.payments[0]!.paid_at).toBeTruthy();
    expect(data.certificates).toEqual([
      expect.objectContaining({ code: `MLH-${user.uid.slice(0, 6)}`, course_id: BREATHWORK, full_name: 'Ivy Export' }),
    ]);
    expect(data.activity?.last_active_at).toBeTruthy();
    // Nothing of anybody else, and nothing that looks like card data.
    expect(text).not.toContain(stranger.uid);
    expect(text).not.toContain(stranger.email);
    expect(text).not.toContain('Not Me');
    expect(JSON.stringify(data.payments)).not.toMatch(/card|last4|cvc|exp_month|brand/i);
    expect(Object.keys(data.payments[0]!).sort()).toEqual([
      'amount_paid_pence',
      'amount_refunded_pence',
      'course_id',
      'course_title',
      'currency',
      'paid_at',
      'reference',
      'refunded',
      'refunded_at',
    ]);
  });
});

describe('deleting my account', () => {
  async function learnerWithEverything(label: string) {
    const user = await learner(label, `Leaving ${label}`);
    const checkoutId = await buy(user.token, BREATHWORK);
    await call(session, `${sessionRoute.path}?courseId=${BREATHWORK}&sessionId=${BREATHWORK}-1`, { token: user.token });
    const firestore = await db();
    await firestore
      .collection('certificates')
      .doc(`MLH-DEL-${user.uid.slice(0, 6)}`)
      .set({
        code: 'x',
        user_id: user.uid,
        full_name: `Leaving ${label}`,
        course_id: BREATHWORK,
        course_title: 'Quantum Alchemy Breathwork',
        completed_at: 'x',
        issued_at: 'x',
      });
    await firestore
      .collection('user_certificates')
      .doc(`${user.uid}_${BREATHWORK}`)
      .set({ user_id: user.uid, course_id: BREATHWORK, code: `MLH-DEL-${user.uid.slice(0, 6)}` });
    // An open checkout for the other course, not paid.
    expect((await call(createCheckout, createCheckoutRoute.path, { token: user.token, body: { courseId: ANIMALS } })).status).toBe(200);
    return { ...user, checkoutId };
  }
  async function traces(uid: string) {
    return {
      account: await auth()
        .getUser(uid)
        .then(
          () => true,
          () => false,
        ),
      profile: await exists('profiles', uid),
      enrollments: await countWhere('user_enrollments', uid),
      progress: await countWhere('user_session_progress', uid),
      certificates: (await countWhere('certificates', uid)) + (await countWhere('user_certificates', uid)),
      openCheckouts: await countWhere('open_checkouts', uid),
      activity: await exists('learner_activity', uid),
    };
  }
  const NOTHING = { account: false, profile: false, enrollments: 0, progress: 0, certificates: 0, openCheckouts: 0, activity: false };

  it('needs the typed confirmation: anything else is refused with the reason and deletes nothing', async () => {
    const user = await learnerWithEverything('careful');
    const before = await traces(user.uid);
    for (const body of [
      {},
      { confirmation: 'delete' },
      { confirmation: 'yes' },
      { confirmation: user.email },
      { confirmation: 'DELETE', userId: 'x' },
    ]) {
      const answer = await call<{ error: string }>(accountDelete, accountDeleteRoute.path, { token: user.token, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toMatch(body && 'userId' in body ? /userId/ : /Type DELETE in capital letters to confirm\./);
    }
    expect(await traces(user.uid)).toEqual(before);
  });

  it('removes the sign-in, profile, enrollments, progress and certificates, keeps the payment without name or e-mail, says goodbye, and the admin totals drop', async () => {
    const user = await learnerWithEverything('leaver');
    const overview = async () => (await call<AdminOverview>(adminOverview, adminOverviewRoute.path, { token: adminToken })).body.totals;
    const totalsBefore = await overview();

    const answer = await call(accountDelete, accountDeleteRoute.path, { token: user.token, body: { confirmation: ' DELETE ' } });
    expect(answer).toMatchObject({ status: 200, body: { deleted: true, emailSent: true } });
    expect(await traces(user.uid)).toEqual(NOTHING);

    const payment = (await (await db()).collection('payments').doc(user.checkoutId).get()).data()!;
    expect(payment).toMatchObject({ user_id: user.uid, course_id: BREATHWORK, amount_total: 2500, currency: 'gbp', customer_email: null });
    expect(payment.fulfilled_at).toBeTruthy();
    expect(JSON.stringify(payment)).not.toContain(user.email);
    expect(JSON.stringify(payment)).not.toContain('Leaving');

    const goodbye = mailsTo(user.email).find((mail) => mail.subject === 'Your account has been deleted');
    expect(goodbye?.text).toContain('Hello Leaving leaver,');

    await expect(signIn(user.email, PASSWORD)).rejects.toThrow();
    // The old token is refused everywhere (revoked, then deleted).
    expect((await call(account, accountRoute.path, { token: user.token })).status).toBe(401);
    expect((await call(accountDelete, accountDeleteRoute.path, { token: user.token, body: { confirmation: 'DELETE' } })).status).toBe(401);

    const totalsAfter = await overview();
    expect(totalsAfter.totalUsers).toBe(totalsBefore.totalUsers - 1);
    expect(totalsAfter.totalEnrollments).toBe(totalsBefore.totalEnrollments - 1);
    // Money received stays received: the payment is a financial record.
    expect(totalsAfter.totalRevenue).toBe(totalsBefore.totalRevenue);
  });

  it("is the admin's delete too: same removal, and a repeated or resumed delete is harmless", async () => {
    const user = await learnerWithEverything('removed');
    expect((await call(deleteUser, deleteUserRoute.path, { token: adminToken, body: { userId: user.uid } })).status).toBe(200);
    expect(await traces(user.uid)).toEqual(NOTHING);
    expect((await (await db()).collection('payments').doc(user.checkoutId).get()).get('customer_email')).toBeNull();
    const again = await deleteUserCompletely(user.uid);
    expect(again).toEqual({ authAccount: false, enrollments: 0, progress: 0, certificates: 0, paymentsAnonymised: 0 });
    expect(await traces(user.uid)).toEqual(NOTHING);
  });

  it('an admin account cannot delete itself here', async () => {
    const answer = await call<{ error: string }>(accountDelete, accountDeleteRoute.path, {
      token: adminToken,
      body: { confirmation: 'DELETE' },
    });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatch(/admin account cannot delete itself/);
    expect((await auth().getUserByEmail('admin@example.com')).disabled).toBe(false);
  });
});
