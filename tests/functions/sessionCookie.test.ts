// The site's session cookie against the real Auth emulator: made from a fresh sign-in's ID token by
// POST /api/auth/session, enough on its own for every signed-in function (no Bearer token), refused once the
// account signed out, was disabled or deleted, and never accepted for a write another site's page sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { auth } from '../../netlify/lib/firebase';
import { grantAdmin } from '../../netlify/lib/account/users';
import { SIGN_IN_AGAIN, startSession } from '../../netlify/lib/account/session';
import { CROSS_SITE_REFUSED } from '../../netlify/lib/auth';
import authSession from '../../netlify/functions/auth-session.mts';
import dashboard from '../../netlify/functions/dashboard.mts';
import accountName from '../../netlify/functions/account-name.mts';
import adminOverview from '../../netlify/functions/admin-overview.mts';
import { accountNameRoute, adminOverviewRoute, dashboardRoute } from '../../src/api/contract';
import { craftToken } from './craftedTokens';
import { context, freshUser, PASSWORD, request, signIn } from './learningSupport';
import { asCookieRequest, cookieFrom, endSessionRequest, sessionCookieFor, startSessionRequest, type From } from './sessionSupport';

const COURSE = 'quantum-alchemy-breathwork';
const REFUSED = { error: 'Authentication required', code: 'unauthenticated' };

beforeAll(async () => {
  await seedDemoData(process.env);
});

const readDashboard = (cookie: string | null, from: From = 'nowhere') =>
  dashboard(asCookieRequest(request(dashboardRoute.path), cookie, from), context());
const rename = (cookie: string | null, from: From, fullName = 'Cookie Person') =>
  accountName(asCookieRequest(request(accountNameRoute.path, { body: { fullName } }), cookie, from), context());
/** Revocation counts whole seconds: wait into a later second than the sign-in before ending its sessions. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('POST /api/auth/session', () => {
  it('answers a fresh sign-in with an httpOnly, SameSite=Lax session cookie that lasts 14 days', async () => {
    const learner = await freshUser('cookie', [COURSE]);
    const response = await authSession(startSessionRequest(learner.token), context());
    expect(response.status).toBe(200);
    // Who the session names, which the pages keep as their signed-in hint (no Firebase client on app pages).
    expect(await response.json()).toEqual({
      ok: true,
      user: {
        uid: learner.uid,
        email: learner.email,
        displayName: null,
        isAdmin: false,
        createdAt: expect.any(String),
        lastSignInAt: expect.any(String),
      },
    });
    const header = response.headers.get('set-cookie')!;
    expect(header).toMatch(/^__session=[\w.-]+; /);
    expect(header.split('; ').slice(1)).toEqual(['Path=/', 'Max-Age=1209600', 'HttpOnly', 'SameSite=Lax']);
    // The tests' site is plain http on this machine: no Secure there (sessionCookie.test.ts in unit covers https).
    const claims = await auth().verifySessionCookie(cookieFrom(response)!, true);
    expect(claims).toMatchObject({ uid: learner.uid, email: learner.email });
  });

  it('serves every signed-in call with the cookie alone: a read, and a write from the site’s own page', async () => {
    const learner = await freshUser('alone', [COURSE]);
    const cookie = await sessionCookieFor(learner.token);
    const read = await readDashboard(cookie);
    expect(read.status, await read.clone().text()).toBe(200);
    expect(JSON.stringify(await read.json())).toContain(COURSE);
    expect((await rename(cookie, 'own')).status).toBe(200);
    expect((await auth().getUser(learner.uid)).displayName).toBe('Cookie Person');
    // A browser that sends no Origin on a same-site POST still sends the Referer.
    expect((await rename(cookie, 'own-referer', 'Referer Person')).status).toBe(200);
    expect((await auth().getUser(learner.uid)).displayName).toBe('Referer Person');
  });

  it('refuses a token from a page of another site or from no page at all (403) and a broken one (401)', async () => {
    const learner = await freshUser('elsewhere');
    for (const from of ['other', 'other-referer', 'nowhere'] as const) {
      const response = await authSession(startSessionRequest(learner.token, from), context());
      expect({ from, status: response.status }).toEqual({ from, status: 403 });
      expect(await response.json()).toEqual({ error: CROSS_SITE_REFUSED, code: 'forbidden' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    for (const idToken of ['not-a-token', craftToken({ sub: learner.uid })]) {
      const response = await authSession(startSessionRequest(idToken), context());
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const missing = await authSession(startSessionRequest(undefined), context());
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: string }).error).toMatch(/idToken is required/);
  });

  it('starts a new session only for a recent sign-in, but renews the session of the browser that holds it', async () => {
    const learner = await freshUser('late');
    const sixMinutesLater = Date.now() + 6 * 60 * 1000;
    const late = await startSession(startSessionRequest(learner.token), learner.token, sixMinutesLater).catch((error: unknown) => error);
    expect(late).toMatchObject({ status: 401, message: SIGN_IN_AGAIN });
    // The browser of that sign-in renews it (fresh claims after a change of name or address) at any time.
    const signedIn = await signInKeepingRefresh(learner.email);
    const cookie = await sessionCookieFor(signedIn.idToken);
    await auth().updateUser(learner.uid, { displayName: 'Renamed Later' });
    const fresh = await refreshedSameSignIn(signedIn.refreshToken);
    const renewed = await startSession(startSessionRequest(fresh.idToken, 'own', cookie), fresh.idToken, sixMinutesLater);
    expect(renewed.status).toBe(200);
    expect(await auth().verifySessionCookie(cookieFrom(renewed)!, true)).toMatchObject({ uid: learner.uid, name: 'Renamed Later' });
    // Another account's cookie does not renew this one.
    const stranger = await sessionCookieFor((await freshUser('stranger')).token);
    const refused = await startSession(startSessionRequest(fresh.idToken, 'own', stranger), fresh.idToken, sixMinutesLater).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ status: 401 });
  });
});

/** A sign-in as Firebase's client makes it: its ID token, and the refresh token that renews it. */
async function signInKeepingRefresh(email: string): Promise<{ idToken: string; refreshToken: string }> {
  return (await (
    await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
      },
    )
  ).json()) as { idToken: string; refreshToken: string };
}

/** A refreshed ID token of the same sign-in (same auth_time, current claims), as Firebase's client gets it. */
async function refreshedSameSignIn(refreshToken: string): Promise<{ idToken: string }> {
  const refreshed = (await (
    await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/securetoken.googleapis.com/v1/token?key=fake-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    })
  ).json()) as { id_token: string };
  return { idToken: refreshed.id_token };
}

describe('the cookie on signed-in calls', () => {
  it('refuses a write carried by the cookie from another site or from no page (403), and changes nothing', async () => {
    const learner = await freshUser('csrf');
    const cookie = await sessionCookieFor(learner.token);
    for (const from of ['other', 'other-referer', 'nowhere'] as const) {
      const response = await rename(cookie, from, 'Hijacked');
      expect({ from, status: response.status }).toEqual({ from, status: 403 });
      expect(await response.json()).toEqual({ error: 'This request came from another site.', code: 'forbidden' });
    }
    expect((await auth().getUser(learner.uid)).displayName).toBeUndefined();
    // A read is not a change: the browser keeps its answer from the other site (no CORS), and SameSite=Lax keeps the
    // cookie off another site's fetches in the first place.
    expect((await readDashboard(cookie, 'other')).status).toBe(200);
    // A Bearer token is never sent by a browser on its own: its writes are not checked for their origin.
    const bearer = await accountName(
      new Request(request(accountNameRoute.path, { token: learner.token, body: { fullName: 'Script' } }), {
        headers: { authorization: `Bearer ${learner.token}`, 'content-type': 'application/json', origin: 'https://elsewhere.example' },
      }),
      context(),
    );
    expect(bearer.status).toBe(200);
  });

  it('refuses a garbage, forged or expired cookie with 401', async () => {
    const learner = await freshUser('stale');
    const now = Math.floor(Date.now() / 1000);
    const sessionClaims = { sub: learner.uid, user_id: learner.uid, auth_time: now, aud: process.env.FIREBASE_PROJECT_ID };
    const issuer = `https://session.firebase.google.com/${process.env.FIREBASE_PROJECT_ID}`;
    const expired = craftToken({ ...sessionClaims, iss: issuer, iat: now - 7200, exp: now - 3600 });
    const forged = craftToken({
      ...sessionClaims,
      iss: 'https://session.firebase.google.com/demo-other',
      aud: 'demo-other',
      iat: now,
      exp: now + 3600,
    });
    for (const cookie of ['garbage', expired, forged, learner.token]) {
      const response = await readDashboard(cookie);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(REFUSED);
    }
  });

  it('sign-out clears the cookie and ends the session everywhere: the old cookie and token are refused', async () => {
    const learner = await freshUser('signout', [COURSE]);
    const cookie = await sessionCookieFor(learner.token);
    expect((await readDashboard(cookie)).status).toBe(200);
    await nextSecond();
    const out = await authSession(endSessionRequest(cookie), context());
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^__session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);
    const again = await readDashboard(cookie);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual(REFUSED);
    expect((await dashboard(request(dashboardRoute.path, { token: learner.token }), context())).status).toBe(401);
    // Signing out again with the revoked cookie (or none) still clears it.
    for (const stale of [cookie, null]) {
      const repeat = await authSession(endSessionRequest(stale), context());
      expect(repeat.status).toBe(200);
      expect(repeat.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    }
    // A new sign-in starts a new session.
    const newCookie = await sessionCookieFor(await signIn(learner.email));
    expect((await readDashboard(newCookie)).status).toBe(200);
  });

  it('another site cannot sign the learner out (403, nothing ended)', async () => {
    const learner = await freshUser('keep');
    const cookie = await sessionCookieFor(learner.token);
    await nextSecond();
    const response = await authSession(endSessionRequest(cookie, 'other'), context());
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect((await readDashboard(cookie)).status).toBe(200);
  });

  it('refuses the cookie of a disabled or deleted account at the next request', async () => {
    const disabled = await freshUser('disabled');
    const disabledCookie = await sessionCookieFor(disabled.token);
    await auth().updateUser(disabled.uid, { disabled: true });
    expect((await readDashboard(disabledCookie)).status).toBe(401);
    const deleted = await freshUser('deleted');
    const deletedCookie = await sessionCookieFor(deleted.token);
    await auth().deleteUser(deleted.uid);
    const response = await readDashboard(deletedCookie);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(REFUSED);
  });

  it('a password change ends the old cookie; the new sign-in’s cookie works', async () => {
    const learner = await freshUser('password', [COURSE]);
    const cookie = await sessionCookieFor(learner.token);
    await nextSecond();
    // What the account page does: Firebase's updatePassword (its REST call), then a sign-in with the new password.
    const changed = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: learner.token, password: 'a-new-password', returnSecureToken: true }),
      },
    );
    expect(changed.status).toBe(200);
    expect((await readDashboard(cookie)).status).toBe(401);
    const newCookie = await sessionCookieFor(await signIn(learner.email, 'a-new-password'));
    expect((await readDashboard(newCookie)).status).toBe(200);
  });
});

describe('admin rights with the cookie', () => {
  const overview = (cookie: string) => adminOverview(asCookieRequest(request(adminOverviewRoute.path), cookie, 'nowhere'), context());

  it('a grant counts at the next request, without a new sign-in', async () => {
    const learner = await freshUser('promoted');
    const cookie = await sessionCookieFor(learner.token);
    const before = await overview(cookie);
    expect(before.status).toBe(403);
    expect(await before.json()).toEqual({ error: 'Admin access required', code: 'forbidden' });
    expect(await grantAdmin(learner.uid)).toBe(true);
    expect((await overview(cookie)).status).toBe(200);
  });

  it("the admin's cookie serves the admin; once she signed out it is refused", async () => {
    const adminToken = await signIn('admin@example.com', 'local-admin-pass');
    const cookie = await sessionCookieFor(adminToken);
    expect((await overview(cookie)).status).toBe(200);
    await nextSecond();
    expect((await authSession(endSessionRequest(cookie), context())).status).toBe(200);
    expect((await overview(cookie)).status).toBe(401);
  });
});

describe('GET /api/auth/session: who the cookie names', () => {
  const who = (cookie: string | null) => authSession(asCookieRequest(request('/api/auth/session'), cookie, 'nowhere'), context());

  it('names the account as it is now (a grant and a new name count at once), and nobody without a cookie or after sign-out', async () => {
    const learner = await freshUser('who');
    const cookie = await sessionCookieFor(learner.token);
    const first = await who(cookie);
    expect(first.status, await first.clone().text()).toBe(200);
    expect(await first.json()).toMatchObject({ user: { uid: learner.uid, email: learner.email, isAdmin: false } });
    await auth().updateUser(learner.uid, { displayName: 'Named Since' });
    expect(await grantAdmin(learner.uid)).toBe(true);
    expect(await (await who(cookie)).json()).toMatchObject({ user: { uid: learner.uid, displayName: 'Named Since', isAdmin: true } });
    // A signed-out visitor is an answer, not a failure (a page asks this before it knows): 200, nobody.
    const nobody = await who(null);
    expect(nobody.status).toBe(200);
    expect(await nobody.json()).toEqual({ user: null });
    await nextSecond();
    expect((await authSession(endSessionRequest(cookie), context())).status).toBe(200);
    expect(await (await who(cookie)).json()).toEqual({ user: null });
  });
});

describe('sign-out after the account was deleted', () => {
  it('clears the cookie without an error (the deletion ended every session already)', async () => {
    const learner = await freshUser('gone');
    const cookie = await sessionCookieFor(learner.token);
    await auth().deleteUser(learner.uid);
    for (const req of [endSessionRequest(cookie), endSessionRequest(null)]) {
      req.headers.set('authorization', `Bearer ${learner.token}`);
      const response = await authSession(req, context());
      expect(response.status, await response.clone().text()).toBe(200);
      expect(response.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    }
  });
});
