// Admin user functions against the emulators: the user list, granting admin, deleting a user completely
// (and finishing a half-done delete), manual enrollment, and the e-mails with their set-up link.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/emulators.mjs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from './adminSupport';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { auth, db } from '../../netlify/lib/firebase';
import { recountFigures } from '../../netlify/lib/data/figures';
import { profileDocument } from '../../netlify/lib/account/profiles';
import { MAX_SEARCH_MATCHES, PAGE_NEEDS_CURSOR } from '../../netlify/lib/admin/adminUserList';
import adminUsers from '../../netlify/functions/admin-users.mts';
import adminGrantAdmin from '../../netlify/functions/admin-grant-admin.mts';
import deleteUser from '../../netlify/functions/delete-user.mts';
import createUserAndEnroll from '../../netlify/functions/create-user-and-enroll.mts';
import sendEnrollmentEmail from '../../netlify/functions/send-enrollment-email.mts';
import adminSendEmail from '../../netlify/functions/admin-send-email.mts';
import {
  MANUAL_ENROLLMENT_REFERENCE,
  type AdminUser,
  type AdminUsersPage,
  type CreateUserAndEnrollResult,
} from '../../src/lib/admin/admin';
import { context, freshUser, request, signIn } from './learningSupport';
import { resetTestEmulators } from '../support/emulators';
import {
  adminGrantAdminRoute,
  adminSendEmailRoute,
  adminUsersRoute,
  createUserAndEnrollRoute,
  deleteUserRoute,
  sendEnrollmentEmailRoute,
} from '../../src/api/contract';

let admin: string;
let adminUid: string;
type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;
const post = async <T = Record<string, unknown>>(handler: Handler, path: string, body: unknown, origin = 'http://localhost') => {
  const req = new Request(`${origin}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json', host: new URL(origin).host },
    body: JSON.stringify(body),
  });
  const response = await handler(req, context());
  return { status: response.status, body: (await response.json()) as T & { error?: string } };
};
const usersPage = async (query = '') => {
  const response = await adminUsers(request(`${adminUsersRoute.path}${query}`, { token: admin }), context());
  return { status: response.status, body: (await response.json()) as AdminUsersPage & { user?: AdminUser; error?: string } };
};
/** One page of users; with an e-mail, the search for it. */
const listUsers = async (search = '') => {
  const { status, body } = await usersPage(search ? `?q=${encodeURIComponent(search)}` : '');
  expect(status).toBe(200);
  return body.users;
};
const details = async (uid: string) => {
  const { status, body } = await usersPage(`?id=${encodeURIComponent(uid)}`);
  expect(status).toBe(200);
  return body.user!;
};
const exists = async (collection: string, id: string) => (await (await db()).collection(collection).doc(id).get()).exists;
const countWhere = async (collection: string, uid: string) =>
  (await (await db()).collection(collection).where('user_id', '==', uid).count().get()).data().count;
const authUser = (uid: string) =>
  auth()
    .getUser(uid)
    .then(
      (user) => user,
      () => null,
    );

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Runs one of the repository's npm scripts' files against the test emulators (their variables only). */
function runScript(file: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { PATH, HOME, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, FIREBASE_PROJECT_ID, GCLOUD_PROJECT } = process.env;
  const env = {
    PATH,
    HOME,
    FIREBASE_AUTH_EMULATOR_HOST,
    FIRESTORE_EMULATOR_HOST,
    FIREBASE_PROJECT_ID,
    GCLOUD_PROJECT,
    METADATA_SERVER_DETECTION: 'none',
  };
  return new Promise((resolve) => {
    execFile(process.execPath, [join(ROOT, 'scripts', file), ...args], { cwd: ROOT, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}
beforeAll(async () => {
  await resetTestEmulators();
  await seedDemoData(process.env);
  admin = await signIn('admin@example.com', 'local-admin-pass');
  adminUid = (await auth().getUserByEmail('admin@example.com')).uid;
});

describe('user list', () => {
  it('lists users newest first with name, admin flag and enrollment count; the enrolled courses come with the details', async () => {
    const users = await listUsers();
    const learner = users.find((user) => user.email === 'learner@example.com')!;
    const adminUser = users.find((user) => user.email === 'admin@example.com')!;
    expect(learner).toMatchObject({ full_name: 'Sam Rivers', isAdmin: false, enrollmentCount: 1 });
    expect(learner).not.toHaveProperty('enrollments');
    expect((await details(learner.uid)).enrollments).toEqual([
      expect.objectContaining({ courseId: 'quantum-alchemy-breathwork', courseTitle: 'Quantum Alchemy Breathwork', coursePrice: 25 }),
    ]);
    expect(adminUser).toMatchObject({ full_name: 'Maya Linwood', isAdmin: true, enrollmentCount: 0 });
    const dates = users.map((user) => user.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("shows '' as the name when none was given, and an account without a profile (found by its e-mail)", async () => {
    const email = `noprofile-${randomUUID()}@example.com`;
    const user = await auth().createUser({ email });
    const listed = (await listUsers(email)).find((u) => u.uid === user.uid)!;
    expect(listed).toMatchObject({ email, full_name: '', isAdmin: false, enrollmentCount: 0 });
    expect(Date.parse(listed.created_at)).not.toBeNaN();
    expect(await details(user.uid)).toMatchObject({ email, enrollments: [] });
  });

  describe('120 more users', () => {
    let tag: string;
    beforeAll(async () => {
      const firestore = await db();
      tag = randomUUID().slice(0, 8);
      const batch = firestore.batch();
      for (let i = 0; i < 120; i++) {
        const uid = `page-${tag}-${String(i).padStart(3, '0')}`;
        const name = i % 2 ? `Zelda Quill ${i}` : `Otto ${tag} ${i}`;
        // Written by hand in their stored form (with search terms); the figures are then counted again.
        batch.set(
          firestore.collection('profiles').doc(uid),
          profileDocument({
            user_id: uid,
            email: `pager${tag}-${i}@example.com`,
            full_name: name,
            created_at: new Date(Date.UTC(2040, 0, 1, 0, i)).toISOString(),
          }),
        );
      }
      await batch.commit();
      await recountFigures(await db());
    });
    afterAll(async () => {
      const firestore = await db();
      await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          firestore
            .collection('profiles')
            .doc(`page-${tag}-${String(i).padStart(3, '0')}`)
            .delete(),
        ),
      );
      await recountFigures(await db());
    });
    /** The next page after `page`, as the Users tab asks for it: the previous page's last row is the cursor. */
    const after = (page: AdminUsersPage) => {
      const last = page.users.at(-1)!;
      return `&after=${encodeURIComponent(`${last.created_at}|${last.uid}`)}`;
    };

    it('pages 50 at a time by joined date (by cursor, as the tab does) and sorts oldest first', async () => {
      const first = await usersPage();
      expect(first.body).toMatchObject({ page: 1, pageSize: 50, hasMore: true });
      expect(first.body.users).toHaveLength(50);
      expect(first.body.users[0]!.uid).toBe(`page-${tag}-119`);
      expect(first.body.total).toBeGreaterThanOrEqual(122);
      const second = await usersPage(`?page=2${after(first.body)}`);
      expect(second.body.users[0]!.uid).toBe(`page-${tag}-069`);
      const third = await usersPage(`?page=3${after(second.body)}`);
      expect(third.body).toMatchObject({ page: 3, hasMore: false });
      expect(third.body.users.slice(0, 20).map((u) => u.uid)).toEqual(
        Array.from({ length: 20 }, (_, i) => `page-${tag}-${String(19 - i).padStart(3, '0')}`),
      );
      // A later page without the cursor is refused with the reason (no offset scan of the rows before it).
      expect(await usersPage('?page=3')).toEqual({ status: 400, body: { error: PAGE_NEEDS_CURSOR, code: 'invalid_input' } });
      const oldest = await usersPage('?sort=oldest');
      // The two seeded accounts are the oldest (they may share a joined time).
      expect(
        oldest.body.users
          .slice(0, 2)
          .map((u) => u.email)
          .sort(),
      ).toEqual(['admin@example.com', 'learner@example.com']);
    });

    it('searches the start of any word of a name or e-mail, in any case, paged by cursor', async () => {
      // E-mail prefix in any case; 120 matches make three pages, each reached by cursor.
      const byEmail = await usersPage(`?q=PAGER${tag}`);
      expect(byEmail.body).toMatchObject({ total: 120, hasMore: true });
      expect(byEmail.body.users).toHaveLength(50);
      expect(byEmail.body.users[0]!.uid).toBe(`page-${tag}-119`);
      const byEmail2 = await usersPage(`?q=PAGER${tag}&page=2${after(byEmail.body)}`);
      expect(byEmail2.body.users.map((u) => u.uid)).toEqual(
        Array.from({ length: 50 }, (_, i) => `page-${tag}-${String(69 - i).padStart(3, '0')}`),
      );
      // A later word of the name ("Quill" finds "Zelda Quill 41"), the start of a name, oldest first, by cursor.
      const byLaterWord = await usersPage(`?q=quill&sort=oldest`);
      expect(byLaterWord.body).toMatchObject({ total: 60, page: 1, hasMore: true });
      const byName = await usersPage(`?q=${encodeURIComponent('zelda q')}&page=2&sort=oldest${after(byLaterWord.body)}`);
      expect(byName.body).toMatchObject({ total: 60, page: 2, hasMore: false });
      expect(byName.body.users.map((u) => u.full_name)).toEqual(Array.from({ length: 10 }, (_, i) => `Zelda Quill ${101 + i * 2}`));
    });

    it('a search matching more accounts than it reads lists the first 200 in joined order and asks for a narrower one', async () => {
      const firestore = await db();
      const many = randomUUID().slice(0, 6);
      const batch = firestore.batch();
      for (let i = 0; i < MAX_SEARCH_MATCHES + 5; i++) {
        const uid = `many-${many}-${String(i).padStart(3, '0')}`;
        batch.set(
          firestore.collection('profiles').doc(uid),
          profileDocument({
            user_id: uid,
            email: `${uid}@example.com`,
            full_name: `Crowd${many} ${i}`,
            created_at: new Date(Date.UTC(2041, 0, 1, 0, i)).toISOString(),
          }),
        );
      }
      await batch.commit();
      const first = await usersPage(`?q=crowd${many}`);
      expect(first.body).toMatchObject({ total: MAX_SEARCH_MATCHES, tooMany: true, hasMore: true });
      const joined = first.body.users.map((u) => u.created_at);
      expect(joined).toEqual([...joined].sort().reverse());
      const narrower = await usersPage(`?q=${encodeURIComponent(`crowd${many} 20`)}`);
      expect(narrower.body.tooMany).toBeUndefined();
      expect(narrower.body.users.map((u) => u.full_name).sort()).toEqual(
        ['20', ...Array.from({ length: 5 }, (_, i) => `20${i}`)].map((n) => `Crowd${many} ${n}`).sort(),
      );
      const remove = firestore.batch();
      for (let i = 0; i < MAX_SEARCH_MATCHES + 5; i++)
        remove.delete(firestore.collection('profiles').doc(`many-${many}-${String(i).padStart(3, '0')}`));
      await remove.commit();
    });

    it('finds a word in the middle of a name and a later part of an e-mail address, and nothing for no match', async () => {
      expect((await usersPage(`?q=${tag}%2011`)).body.users.map((u) => u.uid)).toEqual(
        [118, 116, 114, 112, 110].map((i) => `page-${tag}-${i}`),
      );
      const ours = (page: AdminUsersPage) => page.users.map((u) => u.uid).filter((uid) => uid.startsWith(`page-${tag}-`));
      expect(ours((await usersPage(`?q=${encodeURIComponent('7@Example.com')}`)).body)).toEqual([`page-${tag}-007`]);
      expect((await usersPage('?q=nobody-matches-this')).body).toMatchObject({ users: [], total: 0, hasMore: false });
    });
  });

  // Runs the script twice: two Node processes that load the TypeScript sources (several seconds each on a loaded machine).
  it("finds 'Sam Rivers' by 'Rivers', and a profile written before the word search once `npm run admin:search-terms` ran", async () => {
    expect((await listUsers('Rivers')).map((u) => u.email)).toEqual(['learner@example.com']);
    const firestore = await db();
    const uid = `older-${randomUUID().slice(0, 8)}`;
    // As profiles were stored before: the whole-field search forms, no terms.
    await firestore
      .collection('profiles')
      .doc(uid)
      .set({
        user_id: uid,
        email: `${uid}@archive.example`,
        full_name: 'Ada Lovelace Byron',
        created_at: '2024-05-01T00:00:00.000Z',
        search_name: 'ada lovelace byron',
        search_email: `${uid}@archive.example`,
      });
    expect(await listUsers('Lovelace')).toEqual([]);
    const result = await runScript('admin-search-terms.mjs', []);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^1 of \d+ profiles in the local emulators \(project [\w-]+\) got their search fields/);
    expect((await listUsers('Lovelace')).map((u) => u.uid)).toEqual([uid]);
    expect((await listUsers('archive.example')).map((u) => u.uid)).toEqual([uid]);
    // A second run changes nothing.
    expect((await runScript('admin-search-terms.mjs', [])).stdout).toMatch(/^0 of \d+ profiles/);
    await firestore.collection('profiles').doc(uid).delete();
  }, 90_000);

  it('refuses a bad page, sort, search or id with the reason, and answers 404 for an unknown user', async () => {
    const cases: Array<[string, RegExp]> = [
      ['?page=0', /Page must be a whole number/],
      ['?page=abc', /Page must be a whole number/],
      ['?sort=name', /Sort must be newest or oldest/],
      [`?q=${'x'.repeat(300)}`, /Search is too long/],
      ['?id=../etc', /id may only contain/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await usersPage(query);
      expect(status, query).toBe(400);
      expect(body.error).toMatch(message);
    }
    expect(await usersPage('?id=nobody-here')).toEqual({ status: 404, body: { error: 'User not found', code: 'not_found' } });
  });
});

describe('grant admin', () => {
  it('sets the claim and the role record; a second grant is harmless', async () => {
    const user = await freshUser('promote');
    await auth().setCustomUserClaims(user.uid, { tier: 'gold' });
    for (let i = 0; i < 2; i++) {
      expect(await post(adminGrantAdmin, adminGrantAdminRoute.path, { userId: user.uid })).toEqual({
        status: 200,
        body: { granted: true },
      });
    }
    expect((await auth().getUser(user.uid)).customClaims).toEqual({ tier: 'gold', admin: true });
    expect((await (await db()).collection('user_roles').doc(user.uid).get()).data()).toEqual({ user_id: user.uid, role: 'admin' });
    expect((await (await db()).collection('user_roles').where('user_id', '==', user.uid).get()).size).toBe(1);
    expect((await listUsers(user.email)).find((u) => u.uid === user.uid)!.isAdmin).toBe(true);
    // The new admin's next token carries the claim.
    const { status } = await adminUsers(request(adminUsersRoute.path, { token: await signIn(user.email) }), context());
    expect(status).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for bad input, writing nothing', async () => {
    expect(await post(adminGrantAdmin, adminGrantAdminRoute.path, { userId: 'nobody-here' })).toEqual({
      status: 404,
      body: { error: 'User not found', code: 'not_found' },
    });
    expect(await exists('user_roles', 'nobody-here')).toBe(false);
    expect((await post(adminGrantAdmin, adminGrantAdminRoute.path, {})).status).toBe(400);
    expect((await post(adminGrantAdmin, adminGrantAdminRoute.path, { userId: 'x', role: 'owner' })).status).toBe(400);
  });
});

describe('delete user', () => {
  async function userWithData() {
    const user = await freshUser('leaving', ['quantum-alchemy-breathwork', 'the-animal-that-walks-with-you']);
    const firestore = await db();
    await firestore
      .collection('profiles')
      .doc(user.uid)
      .set(profileDocument({ user_id: user.uid, email: user.email, full_name: 'Leaving Soon', created_at: new Date().toISOString() }));
    await firestore.collection('user_roles').doc(user.uid).set({ user_id: user.uid, role: 'admin' });
    for (const session of ['quantum-alchemy-breathwork-1', 'quantum-alchemy-breathwork-2']) {
      await firestore
        .collection('user_session_progress')
        .doc(`${user.uid}_${session}`)
        .set({ user_id: user.uid, session_id: session, watch_time_seconds: 30, completed_at: null });
    }
    await recountFigures(await db()); // written by hand: counted again
    return user;
  }
  async function traces(uid: string) {
    return {
      account: (await authUser(uid)) !== null,
      profile: await exists('profiles', uid),
      role: await exists('user_roles', uid),
      enrollments: await countWhere('user_enrollments', uid),
      progress: await countWhere('user_session_progress', uid),
    };
  }
  const NOTHING = { account: false, profile: false, role: false, enrollments: 0, progress: 0 };

  it('removes the account, profile, roles, enrollments and progress', async () => {
    const user = await userWithData();
    expect(await traces(user.uid)).toEqual({ account: true, profile: true, role: true, enrollments: 2, progress: 2 });
    expect(await post(deleteUser, deleteUserRoute.path, { userId: user.uid })).toEqual({ status: 200, body: { success: true } });
    expect(await traces(user.uid)).toEqual(NOTHING);
    expect((await listUsers(user.email)).some((u) => u.uid === user.uid)).toBe(false);
  });

  it('finishes a half-done delete, and a repeated delete is harmless', async () => {
    const user = await userWithData();
    // A delete that stopped after removing the sign-in account and one enrollment.
    await auth().deleteUser(user.uid);
    await (await db()).collection('user_enrollments').doc(`${user.uid}_quantum-alchemy-breathwork`).delete();
    const listed = (await listUsers(user.email)).find((u) => u.uid === user.uid);
    expect(listed).toMatchObject({ email: user.email, full_name: 'Leaving Soon' }); // still visible, so it can be deleted again
    for (let i = 0; i < 2; i++) {
      expect(await post(deleteUser, deleteUserRoute.path, { userId: user.uid })).toEqual({ status: 200, body: { success: true } });
      expect(await traces(user.uid)).toEqual(NOTHING);
    }
  });

  it("refuses to delete the admin's own account and bad input, deleting nothing", async () => {
    expect(await post(deleteUser, deleteUserRoute.path, { userId: adminUid })).toEqual({
      status: 400,
      body: { error: 'You cannot delete your own account from the admin dashboard.', code: 'invalid_input' },
    });
    expect((await post(deleteUser, deleteUserRoute.path, { userId: '../profiles' })).status).toBe(400);
    expect((await post(deleteUser, deleteUserRoute.path, { uid: adminUid })).status).toBe(400);
    expect(await authUser(adminUid)).not.toBeNull();
    expect(await exists('profiles', adminUid)).toBe(true);
  });
});

describe('manual enrollment and its e-mail', () => {
  const COURSE = 'the-animal-that-walks-with-you';

  it('creates a new e-mail’s account (no password) and profile and enrolls it; a second call changes nothing', async () => {
    const email = `New.Learner-${randomUUID().slice(0, 8)}@Example.com`;
    const first = await post<CreateUserAndEnrollResult>(createUserAndEnroll, createUserAndEnrollRoute.path, {
      userEmail: ` ${email} `,
      courseId: COURSE,
    });
    expect(first.status).toBe(200);
    const uid = first.body.userId;
    expect(first.body).toEqual({ success: true, userId: uid, isNewUser: true, enrollmentId: `${uid}_${COURSE}`, created: true });
    const user = (await auth().getUser(uid))!;
    expect(user.email).toBe(email.toLowerCase());
    expect(user.passwordHash).toBeUndefined();
    expect((await (await db()).collection('profiles').doc(uid).get()).data()).toMatchObject({
      user_id: uid,
      email: email.toLowerCase(),
      full_name: '',
    });
    const enrollment = (await (await db()).collection('user_enrollments').doc(`${uid}_${COURSE}`).get()).data()!;
    expect(enrollment).toMatchObject({ user_id: uid, course_id: COURSE, payment_intent_id: MANUAL_ENROLLMENT_REFERENCE });

    const second = await post<CreateUserAndEnrollResult>(createUserAndEnroll, createUserAndEnrollRoute.path, {
      userEmail: email,
      courseId: COURSE,
    });
    // Still never set up, so the next e-mail must carry a set-up link again.
    expect(second.body).toEqual({ success: true, userId: uid, isNewUser: true, enrollmentId: `${uid}_${COURSE}`, created: false });
    expect((await (await db()).collection('user_enrollments').doc(`${uid}_${COURSE}`).get()).data()).toEqual(enrollment);
    expect((await auth().listUsers(1000)).users.filter((u) => u.email === email.toLowerCase())).toHaveLength(1);
  });

  it('enrolls an existing user without creating anything else', async () => {
    const learner = await auth().getUserByEmail('learner@example.com');
    const result = await post<CreateUserAndEnrollResult>(createUserAndEnroll, createUserAndEnrollRoute.path, {
      userEmail: 'LEARNER@example.com',
      courseId: COURSE,
    });
    expect(result.body).toEqual({
      success: true,
      userId: learner.uid,
      isNewUser: false,
      enrollmentId: `${learner.uid}_${COURSE}`,
      created: true,
    });
    expect(await countWhere('user_enrollments', learner.uid)).toBe(2);
    expect((await (await db()).collection('profiles').doc(learner.uid).get()).get('full_name')).toBe('Sam Rivers');
  });

  it('refuses an unknown course or a bad e-mail, creating no account', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    expect(await post(createUserAndEnroll, createUserAndEnrollRoute.path, { userEmail: email, courseId: 'no-such-course' })).toEqual({
      status: 404,
      body: { error: 'Course not found', code: 'not_found' },
    });
    const bad = await post(createUserAndEnroll, createUserAndEnrollRoute.path, { userEmail: 'not-an-email', courseId: COURSE });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/User Email must be a valid email address/);
    expect((await post(createUserAndEnroll, createUserAndEnrollRoute.path, { courseId: COURSE })).body.error).toMatch(
      /User Email is required/,
    );
    expect(
      await auth()
        .getUserByEmail(email)
        .then(
          () => true,
          () => false,
        ),
    ).toBe(false);
  });

  it('mails a new user a working set-up link on this site plus the dashboard link', async () => {
    // The site's configured address; the request comes from (and names the Host) evil.example.
    vi.stubEnv('URL', 'https://site.example');
    const email = `setup-${randomUUID().slice(0, 8)}@example.com`;
    const created = await post<CreateUserAndEnrollResult>(createUserAndEnroll, createUserAndEnrollRoute.path, {
      userEmail: email,
      courseId: COURSE,
    });
    const before = outbox().length;
    const sent = await post(
      sendEnrollmentEmail,
      sendEnrollmentEmailRoute.path,
      {
        userEmail: email,
        userName: 'setup',
        courseTitle: 'The Animal That Walks With You',
        courseDashboardUrl: 'https://evil.example/course-dashboard',
        isNewUser: created.body.isNewUser,
        isManualEnrollment: true,
        passwordSetupUrl: 'https://evil.example/auth',
      },
      'https://evil.example',
    );
    expect(sent).toEqual({ status: 200, body: { success: true } });
    const mails = outbox();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.replyTo).toBe('hello@mayalinwood-hypnotherapy.co.uk');
    expect(mail.subject).toBe('Welcome to The Animal That Walks With You: set up your account');
    expect(mail.text).toContain('Go to my course dashboard: https://site.example/course-dashboard');
    expect(mail.text + mail.html).not.toContain('evil.example');
    const setupLink = /Set up my password: (\S+)/.exec(mail.text)![1]!;
    const url = new URL(setupLink);
    expect(url.origin + url.pathname).toBe('https://site.example/auth/set-password');
    expect(url.searchParams.get('email')).toBe(email);
    expect(mail.html).toContain(setupLink.replace(/&/g, '&amp;'));

    // The code in the link really sets the password (what the set-up page does with the web SDK).
    const reset = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ oobCode: url.searchParams.get('oobCode'), newPassword: 'a-new-password-1' }),
      },
    );
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect(await signIn(email, 'a-new-password-1')).toBeTruthy();

    // Set up now: a later enrollment is an existing user's.
    const again = await post<CreateUserAndEnrollResult>(createUserAndEnroll, createUserAndEnrollRoute.path, {
      userEmail: email,
      courseId: 'quantum-alchemy-breathwork',
    });
    expect(again.body).toMatchObject({ isNewUser: false, created: true });
  });

  it('mails an existing user the dashboard link and no set-up link', async () => {
    // No URL configured: in local mode (Auth emulator) links use the default local address.
    vi.stubEnv('URL', undefined);
    vi.stubEnv('PORT', undefined);
    const before = outbox().length;
    const sent = await post(sendEnrollmentEmail, sendEnrollmentEmailRoute.path, {
      userEmail: 'learner@example.com',
      userName: 'Sam <Rivers>',
      courseTitle: 'The Animal That Walks With You',
      isNewUser: false,
      isManualEnrollment: true,
      passwordSetupUrl: null,
    });
    expect(sent.status).toBe(200);
    const mail = outbox().at(-1)!;
    expect(outbox()).toHaveLength(before + 1);
    expect(mail.subject).toBe('I have added you to The Animal That Walks With You');
    expect(mail.text).toContain('Go to my course dashboard: http://127.0.0.1:4321/course-dashboard');
    // The learner's own profile name wins over the name the admin's form sent (she may have renamed herself).
    expect(mail.html).toContain('Hello Sam Rivers,');
    expect(mail.html).not.toContain('Rivers&gt;');
    expect(mail.text + mail.html).not.toMatch(/set-password|oobCode/);
  });

  it('refuses bad input and a set-up mail for an unknown account, sending nothing', async () => {
    const before = outbox().length;
    expect((await post(sendEnrollmentEmail, sendEnrollmentEmailRoute.path, { userEmail: 'x@example.com' })).status).toBe(400);
    expect((await post(sendEnrollmentEmail, sendEnrollmentEmailRoute.path, { userEmail: 'nope', courseTitle: 'T' })).status).toBe(400);
    expect(
      await post(sendEnrollmentEmail, sendEnrollmentEmailRoute.path, {
        userEmail: `ghost-${randomUUID()}@example.com`,
        courseTitle: 'T',
        isNewUser: true,
      }),
    ).toEqual({
      status: 404,
      body: { error: 'No account exists with that email address', code: 'not_found' },
    });
    expect(outbox()).toHaveLength(before);
  });
});

describe('admin e-mail', () => {
  it('sends a general message, escaped, greeting the user by name', async () => {
    const before = outbox().length;
    const sent = await post(adminSendEmail, adminSendEmailRoute.path, {
      userEmail: 'Learner@Example.com',
      subject: 'Your next session & more',
      message: 'Hello!\n<script>alert(1)</script>',
    });
    expect(sent).toEqual({ status: 200, body: { success: true } });
    const mail = outbox().at(-1)!;
    expect(outbox()).toHaveLength(before + 1);
    expect(mail).toMatchObject({
      to: 'learner@example.com',
      subject: 'Your next session & more',
      replyTo: 'hello@mayalinwood-hypnotherapy.co.uk',
    });
    expect(mail.text).toContain('Hello Sam Rivers,\n\nHello!\n<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('Maya Linwood');
  });

  it('refuses a multi-line subject or an empty message, sending nothing', async () => {
    const before = outbox().length;
    const multi = await post(adminSendEmail, adminSendEmailRoute.path, {
      userEmail: 'learner@example.com',
      subject: 'Hi\nBcc: x@example.com',
      message: 'm',
    });
    expect(multi).toEqual({ status: 400, body: expect.objectContaining({ error: expect.stringMatching(/Subject must be one line/) }) });
    expect(
      (await post(adminSendEmail, adminSendEmailRoute.path, { userEmail: 'learner@example.com', subject: 'Hi', message: '  ' })).status,
    ).toBe(400);
    expect(outbox()).toHaveLength(before);
  });
});
