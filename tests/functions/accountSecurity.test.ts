// Security matrix: every account function (read, export, rename, change of address, delete) × every kind of
// caller (anonymous, forged, expired, a deleted account's token, another learner, the learner, an admin), and the
// session cookie's (garbage, expired, signed out, deleted account; a write from another site or no page). The uid
// always comes from the verified token: no request can name somebody else, so one learner can never read, export,
// rename, move or delete another's data. Bad input is refused with the reason and changes nothing.
import { outbox } from './adminSupport';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { auth, db } from '../../netlify/lib/firebase';
import account from '../../netlify/functions/account.mts';
import accountName from '../../netlify/functions/account-name.mts';
import accountEmail from '../../netlify/functions/account-email.mts';
import accountExport from '../../netlify/functions/account-export.mts';
import accountDelete from '../../netlify/functions/account-delete.mts';
import profile from '../../netlify/functions/profile.mts';
import { deleteUserCompletely } from '../../netlify/lib/account/users';
import { context, freshUser, request, signIn } from './learningSupport';
import { craftedTokens } from './craftedTokens';
import { asCookieRequest, cookieRefusalCells, refusedCookies, sessionCookieFor, type RefusedCookies } from './sessionSupport';
import {
  accountDeleteRoute,
  accountEmailRoute,
  accountExportRoute,
  accountNameRoute,
  accountRoute,
  profileRoute,
} from '../../src/api/contract';

const COURSE = 'quantum-alchemy-breathwork';
type Handler = (req: Request, ctx: ReturnType<typeof context>) => Promise<Response>;
type Caller = 'anonymous' | 'forged' | 'expired' | 'deleted' | 'other' | 'learner' | 'admin';
type Person = { uid: string; email: string; token: string };

let tokens: Record<Caller, string | null>;
let victim: Person;
let other: Person;
let adminUid: string;
let cookies: RefusedCookies & { learner: string };

/** A learner with a profile, an enrollment and a progress row: something worth protecting. */
async function person(label: string, fullName: string): Promise<Person> {
  const user = await freshUser(label, [COURSE]);
  await profile(request(profileRoute.path, { token: user.token, body: { fullName } }), context());
  await (
    await db()
  )
    .collection('user_session_progress')
    .doc(`${user.uid}_${COURSE}-1`)
    .set({ user_id: user.uid, session_id: `${COURSE}-1`, watch_time_seconds: 12, completed_at: null });
  return user;
}

async function snapshot(uid: string) {
  const firestore = await db();
  const [account, profileDoc, enrollments, progress] = await Promise.all([
    auth()
      .getUser(uid)
      .then(
        (u) => ({ email: u.email, displayName: u.displayName ?? null }),
        () => null,
      ),
    firestore.collection('profiles').doc(uid).get(),
    firestore.collection('user_enrollments').where('user_id', '==', uid).get(),
    firestore.collection('user_session_progress').where('user_id', '==', uid).get(),
  ]);
  return { account, profile: profileDoc.data() ?? null, enrollments: enrollments.size, progress: progress.size };
}

beforeAll(async () => {
  await seedDemoData(process.env);
  victim = await person('victim', 'Vera Victim');
  other = await person('other', 'Otto Other');
  const gone = await freshUser('gone', [COURSE]);
  await new Promise((resolve) => setTimeout(resolve, 1100)); // revocation counts whole seconds
  await deleteUserCompletely(gone.uid);
  adminUid = (await auth().getUserByEmail('admin@example.com')).uid;
  // Forged and expired tokens name the victim: neither may act for her.
  const { forged, expired } = craftedTokens(victim.uid, { email: victim.email });
  tokens = {
    anonymous: null,
    forged,
    expired,
    deleted: gone.token,
    other: other.token,
    learner: victim.token,
    admin: await signIn('admin@example.com', 'local-admin-pass'),
  };
  cookies = { ...(await refusedCookies()), learner: await sessionCookieFor(victim.token) };
});

// Each endpoint with a harmless valid request (the delete is checked apart: it succeeds only once).
const ENDPOINTS: Array<{ name: string; handler: Handler; req: (token: string | null) => Request }> = [
  { name: 'GET /api/account', handler: account, req: (token) => request(accountRoute.path, { token }) },
  { name: 'GET /api/account/export', handler: accountExport, req: (token) => request(accountExportRoute.path, { token }) },
  {
    name: 'POST /api/account/name',
    handler: accountName,
    req: (token) => request(accountNameRoute.path, { token, body: { fullName: 'Renamed By Caller' } }),
  },
  {
    name: 'POST /api/account/email',
    handler: accountEmail,
    req: (token) =>
      request(accountEmailRoute.path, {
        token,
        body: { newEmail: `elsewhere-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com` },
      }),
  },
  {
    name: 'POST /api/account/delete',
    handler: accountDelete,
    req: (token) => request(accountDeleteRoute.path, { token, body: { confirmation: 'DELETE' } }),
  },
];

describe.each(ENDPOINTS)('$name', ({ name, handler, req }) => {
  let before: Awaited<ReturnType<typeof snapshot>>;
  let mails: number;
  beforeAll(async () => {
    before = await snapshot(victim.uid);
    mails = outbox().length;
  });
  // A write from another site carries the victim's own valid cookie: it must change nothing of hers.
  cookieRefusalCells(
    { handler, req: () => req(null), write: !name.startsWith('GET ') },
    () => cookies,
    () => cookies.learner,
  );
  it("the refused cookies changed nothing of the victim's and sent nothing", async () => {
    expect(await snapshot(victim.uid)).toEqual(before);
    expect(outbox().length).toBe(mails);
  });

  for (const caller of ['anonymous', 'forged', 'expired', 'deleted'] as const) {
    it(`refuses the ${caller} caller with 401 and leaves the victim's data alone`, async () => {
      const before = await snapshot(victim.uid);
      const mails = outbox().length;
      const response = await handler(req(tokens[caller]), context());
      expect(response.status).toBe(401);
      expect(response.headers.get('content-disposition')).toBeNull();
      expect(await response.json()).toEqual({ error: 'Authentication required', code: 'unauthenticated' });
      expect(await snapshot(victim.uid)).toEqual(before);
      expect(outbox().length).toBe(mails);
    });
  }

  it('a request naming another person is refused (400), whoever is named', async () => {
    const before = await snapshot(victim.uid);
    const base = req(tokens.other);
    if (base.method === 'GET') {
      // GET endpoints take no parameters: a uid in the query is ignored, the answer is the caller's own.
      const response = await handler(
        request(`${new URL(base.url).pathname}?userId=${victim.uid}&uid=${victim.uid}`, { token: tokens.other }),
        context(),
      );
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(text).not.toContain(victim.email);
      expect(text).not.toContain('Vera Victim');
      expect(text).toContain(other.email);
    } else {
      const body = JSON.parse(await base.text()) as Record<string, unknown>;
      const response = await handler(
        request(new URL(base.url).pathname, { token: tokens.other, body: { ...body, userId: victim.uid } }),
        context(),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/userId/);
    }
    expect(await snapshot(victim.uid)).toEqual(before);
  });
});

describe('what each signed-in caller gets', () => {
  it("another learner reads and exports only their own data, never the victim's", async () => {
    for (const handler of [account, accountExport]) {
      const path = handler === account ? accountRoute.path : accountExportRoute.path;
      const response = await handler(request(path, { token: tokens.other }), context());
      const text = await response.text();
      expect(response.status).toBe(200);
      expect(text).toContain(other.email);
      expect(text).not.toContain(victim.email);
      expect(text).not.toContain(victim.uid);
      expect(text).not.toContain('Vera Victim');
    }
  });

  it("another learner's rename, e-mail change and delete act on their own account only", async () => {
    const before = await snapshot(victim.uid);
    expect(
      (await accountName(request(accountNameRoute.path, { token: tokens.other, body: { fullName: 'Otto Renamed' } }), context())).status,
    ).toBe(200);
    expect((await auth().getUser(other.uid)).displayName).toBe('Otto Renamed');
    const moved = await accountEmail(
      request(accountEmailRoute.path, { token: tokens.other, body: { newEmail: `otto-new-${Date.now()}@example.com` } }),
      context(),
    );
    expect(moved.status).toBe(200);
    expect(outbox().some((mail) => mail.to === victim.email)).toBe(false);
    expect(
      (await accountDelete(request(accountDeleteRoute.path, { token: tokens.other, body: { confirmation: 'DELETE' } }), context())).status,
    ).toBe(200);
    expect(await snapshot(other.uid)).toMatchObject({ account: null, profile: null, enrollments: 0, progress: 0 });
    expect(await snapshot(victim.uid)).toEqual(before);
  });

  it('the learner is served with her session cookie alone: her reads, and a rename from the site’s own page', async () => {
    const overview = await account(asCookieRequest(request(accountRoute.path), cookies.learner, 'nowhere'), context());
    expect(overview.status).toBe(200);
    expect(await overview.json()).toMatchObject({ profile: { email: victim.email, full_name: 'Vera Victim' }, isAdmin: false });
    const exported = await accountExport(asCookieRequest(request(accountExportRoute.path), cookies.learner, 'nowhere'), context());
    expect(await exported.json()).toMatchObject({ account: { user_id: victim.uid } });
    const renamed = await accountName(
      asCookieRequest(request(accountNameRoute.path, { body: { fullName: 'Vera Victim' } }), cookies.learner, 'own'),
      context(),
    );
    expect(renamed.status).toBe(200);
  });

  it('the learner gets her own data from each read', async () => {
    const overview = await account(request(accountRoute.path, { token: tokens.learner }), context());
    expect(overview.status).toBe(200);
    expect(await overview.json()).toMatchObject({ profile: { email: victim.email, full_name: 'Vera Victim' }, isAdmin: false });
    const exported = await accountExport(request(accountExportRoute.path, { token: tokens.learner }), context());
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await exported.json()).toMatchObject({ account: { user_id: victim.uid }, profile: { full_name: 'Vera Victim' } });
  });

  it('the admin gets her own account (not anybody else’s) and cannot delete it here', async () => {
    const overview = await account(request(accountRoute.path, { token: tokens.admin }), context());
    expect(overview.status).toBe(200);
    expect(await overview.json()).toMatchObject({ profile: { email: 'admin@example.com' }, isAdmin: true });
    const exported = await accountExport(request(accountExportRoute.path, { token: tokens.admin }), context());
    expect(await exported.json()).toMatchObject({ account: { user_id: adminUid }, roles: ['admin'] });
    const refused = await accountDelete(
      request(accountDeleteRoute.path, { token: tokens.admin, body: { confirmation: 'DELETE' } }),
      context(),
    );
    expect(refused.status).toBe(403);
    expect((await auth().getUser(adminUid)).disabled).toBe(false);
  });
});

describe('bad input', () => {
  it('answers each with a clear message and changes nothing', async () => {
    const t = tokens.learner;
    const cases: Array<[string, Handler, Request, number, RegExp]> = [
      [
        'name: broken JSON',
        accountName,
        request(accountNameRoute.path, { token: t, rawBody: '{"fullName":' }),
        400,
        /Request body must be JSON/,
      ],
      [
        'name: oversized body',
        accountName,
        request(accountNameRoute.path, { token: t, rawBody: JSON.stringify({ fullName: 'x'.repeat(4000) }) }),
        413,
        /too large/,
      ],
      [
        'name: not text',
        accountName,
        request(accountNameRoute.path, { token: t, body: { fullName: ['Vera'] } }),
        400,
        /fullName must be text/,
      ],
      [
        'email: not an address',
        accountEmail,
        request(accountEmailRoute.path, { token: t, body: { newEmail: 'vera@' } }),
        400,
        /newEmail must be a valid email address/,
      ],
      [
        'email: line break',
        accountEmail,
        request(accountEmailRoute.path, { token: t, body: { newEmail: 'a@example.com\r\nBcc: x@example.com' } }),
        400,
        /newEmail/,
      ],
      [
        'delete: no confirmation',
        accountDelete,
        request(accountDeleteRoute.path, { token: t, body: {} }),
        400,
        /Type DELETE in capital letters to confirm\./,
      ],
      [
        'delete: wrong word',
        accountDelete,
        request(accountDeleteRoute.path, { token: t, body: { confirmation: 'Delete' } }),
        400,
        /Type DELETE/,
      ],
      [
        'delete: not JSON',
        accountDelete,
        request(accountDeleteRoute.path, { token: t, rawBody: 'DELETE' }),
        400,
        /Request body must be JSON/,
      ],
    ];
    const before = await snapshot(victim.uid);
    const mails = outbox().length;
    for (const [label, handler, req, status, message] of cases) {
      const response = await handler(req, context());
      const body = (await response.json()) as { error: string };
      expect({ label, status: response.status }).toEqual({ label, status });
      expect(body.error, label).toMatch(message);
    }
    expect(await snapshot(victim.uid)).toEqual(before);
    expect(outbox().length).toBe(mails);
  });

  it('refuses other methods with 405', async () => {
    const cases: Array<[Handler, string, string]> = [
      [account, accountRoute.path, 'POST'],
      [accountExport, accountExportRoute.path, 'POST'],
      [accountName, accountNameRoute.path, 'GET'],
      [accountEmail, accountEmailRoute.path, 'GET'],
      [accountDelete, accountDeleteRoute.path, 'DELETE'],
    ];
    for (const [handler, path, method] of cases) {
      const response = await handler(
        new Request(`http://localhost${path}`, { method, headers: { authorization: `Bearer ${tokens.learner}` } }),
        context(),
      );
      expect({ path, status: response.status }).toEqual({ path, status: 405 });
    }
  });
});
