// Every account has its profile: an account whose sign-up never made one (the profile call failed) gets it on its
// first signed-in request of any kind, with the name and e-mail of its token, and the admin then counts and finds
// the person; the sign-up's own call keeps the typed name; a deleted account's open tab never brings it back; and
// an instance makes sure of each account once, not on every request.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { auth, db } from '../../netlify/lib/firebase';
import { deleteUserCompletely } from '../../netlify/lib/account/users';
import { forgetEnsuredProfiles } from '../../netlify/lib/account/profileOnFirstRequest';
import dashboard from '../../netlify/functions/dashboard.mts';
import account from '../../netlify/functions/account.mts';
import profile from '../../netlify/functions/profile.mts';
import adminUsers from '../../netlify/functions/admin-users.mts';
import type { AdminUsersPage } from '../../src/lib/admin/admin';
import { accountRoute, adminUsersRoute, dashboardRoute, profileRoute } from '../../src/api/contract';
import { context, PASSWORD, request, signIn } from './learningSupport';

const storedProfile = async (uid: string) => (await (await db()).collection('profiles').doc(uid).get()).data();

/** An account as a sign-up whose profile call failed leaves it: in Auth, with no profile. */
async function accountWithoutProfile(displayName?: string) {
  const email = `half-made-${randomUUID().slice(0, 8)}@example.com`;
  const user = await auth().createUser({ email, password: PASSWORD, ...(displayName ? { displayName } : {}) });
  expect(await storedProfile(user.uid)).toBeUndefined();
  return { uid: user.uid, email, token: await signIn(email) };
}

let adminToken: string;
beforeAll(async () => {
  await seedDemoData(process.env);
  adminToken = await signIn('admin@example.com', 'local-admin-pass');
});

describe('the first signed-in request makes a missing profile', () => {
  it('with the name and e-mail of the token; the admin then counts and finds the person', async () => {
    const person = await accountWithoutProfile('Robin Quarry');
    const response = await dashboard(request(dashboardRoute.path, { token: person.token }), context());
    expect(response.status).toBe(200);
    expect(await storedProfile(person.uid)).toMatchObject({ user_id: person.uid, email: person.email, full_name: 'Robin Quarry' });
    expect(Date.parse(String((await storedProfile(person.uid))!.created_at))).not.toBeNaN();

    const found = await adminUsers(request(`${adminUsersRoute.path}?q=quarry`, { token: adminToken }), context());
    const page = (await found.json()) as AdminUsersPage;
    expect(page.users.map((user) => [user.uid, user.full_name, user.email])).toEqual([[person.uid, 'Robin Quarry', person.email]]);
  });

  it('on any endpoint, also one that does not read the profile', async () => {
    const person = await accountWithoutProfile();
    const response = await account(request(accountRoute.path, { token: person.token }), context());
    expect(response.status).toBe(200);
    expect(await storedProfile(person.uid)).toMatchObject({ email: person.email, full_name: '' });
  });

  it("keeps the name typed at sign-up: the sign-up's own call makes the profile with it", async () => {
    // A fresh sign-up's token may carry no name yet.
    const person = await accountWithoutProfile();
    const response = await profile(
      request(profileRoute.path, { method: 'POST', token: person.token, body: { fullName: 'Typed Name' } }),
      context(),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ created: true, profile: { full_name: 'Typed Name' } });
    expect(await storedProfile(person.uid)).toMatchObject({ full_name: 'Typed Name' });
  });

  it("never brings back a deleted account's profile from its open tab", async () => {
    const person = await accountWithoutProfile('Gone Away');
    await deleteUserCompletely(person.uid);
    forgetEnsuredProfiles();
    expect((await dashboard(request(dashboardRoute.path, { token: person.token }), context())).status).toBe(401);
    expect((await account(request(accountRoute.path, { token: person.token }), context())).status).toBe(401);
    expect(await storedProfile(person.uid)).toBeUndefined();
  });

  it('makes sure of each account once per function instance, not on every request', async () => {
    const person = await accountWithoutProfile('Once Only');
    expect((await dashboard(request(dashboardRoute.path, { token: person.token }), context())).status).toBe(200);
    const created = await storedProfile(person.uid);
    expect(created).toBeDefined();
    // Removed behind the product's back: this instance has already made sure, so it does not look again.
    await (await db()).collection('profiles').doc(person.uid).delete();
    expect((await dashboard(request(dashboardRoute.path, { token: person.token }), context())).status).toBe(200);
    expect(await storedProfile(person.uid)).toBeUndefined();
    // A new instance (here: a forgotten memory) makes it again.
    forgetEnsuredProfiles();
    expect((await dashboard(request(dashboardRoute.path, { token: person.token }), context())).status).toBe(200);
    expect(await storedProfile(person.uid)).toMatchObject({ full_name: 'Once Only' });
  });
});
