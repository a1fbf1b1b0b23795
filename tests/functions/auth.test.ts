// ID-token verification against the real Firebase Auth emulator: real users, real tokens from its REST sign-in.
import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http';
import { requireAdmin, requireUser } from '../../netlify/lib/auth';
import { auth } from '../../netlify/lib/firebase';
import { defineHandler } from '../../netlify/lib/handler';
import { craftedTokens } from './craftedTokens';

const PASSWORD = 'correct-horse-battery';
const createdUids: string[] = [];

function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run this file through the "functions" vitest project');
  return host;
}

async function createUser(label: string): Promise<{ uid: string; email: string }> {
  const email = `${label}-${randomUUID()}@example.com`;
  const user = await auth().createUser({ email, password: PASSWORD });
  createdUids.push(user.uid);
  return { uid: user.uid, email };
}

/** Signs in through the emulator's REST API, as the browser SDK would, and returns the ID token. */
async function signIn(email: string): Promise<string> {
  const response = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!response.ok || !body.idToken) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  return body.idToken;
}

function withToken(token: string | null, scheme = 'Bearer'): Request {
  return new Request('http://localhost/api/test', { headers: token === null ? {} : { authorization: `${scheme} ${token}` } });
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

let learner: { uid: string; email: string };
let learnerToken: string;

beforeAll(async () => {
  emulatorHost();
  learner = await createUser('learner');
  learnerToken = await signIn(learner.email);
});

afterAll(async () => {
  if (createdUids.length > 0) await auth().deleteUsers(createdUids);
});

describe('requireUser', () => {
  it('accepts a fresh ID token and says who it belongs to', async () => {
    const user = await requireUser(withToken(learnerToken));
    expect(user).toMatchObject({ uid: learner.uid, email: learner.email, isAdmin: false });
  });

  it('accepts the scheme in any case', async () => {
    expect((await requireUser(withToken(learnerToken, 'bearer'))).uid).toBe(learner.uid);
  });

  it('rejects a request without a token', async () => {
    const error = await rejection(requireUser(withToken(null)));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Authentication required');
  });

  it('rejects another scheme and garbage tokens', async () => {
    for (const request of [withToken(learnerToken, 'Basic'), withToken('not-a-jwt'), withToken(`${learnerToken}x.y`)]) {
      expect((await rejection(requireUser(request))).status).toBe(401);
    }
  });

  it('rejects an expired token and a token for another project', async () => {
    const { valid, expired, forged } = craftedTokens(learner.uid, { email: learner.email });
    // The crafted shape is right: the same claims with a valid expiry and audience pass.
    expect((await requireUser(withToken(valid))).uid).toBe(learner.uid);
    expect((await rejection(requireUser(withToken(expired)))).status).toBe(401);
    expect((await rejection(requireUser(withToken(forged)))).status).toBe(401);
  });

  it('rejects, when asked to check revocation, tokens of disabled and deleted users', async () => {
    const disabled = await createUser('disabled');
    const disabledToken = await signIn(disabled.email);
    expect((await requireUser(withToken(disabledToken), { checkRevoked: true })).uid).toBe(disabled.uid);
    await auth().updateUser(disabled.uid, { disabled: true });
    expect((await rejection(requireUser(withToken(disabledToken), { checkRevoked: true }))).status).toBe(401);

    const deleted = await createUser('deleted');
    const deletedToken = await signIn(deleted.email);
    await auth().deleteUser(deleted.uid);
    expect((await rejection(requireUser(withToken(deletedToken), { checkRevoked: true }))).status).toBe(401);
  });
});

describe('requireAdmin', () => {
  it('rejects a signed-in learner with 403', async () => {
    const error = await rejection(requireAdmin(withToken(learnerToken)));
    expect(error.status).toBe(403);
    expect(error.message).toBe('Admin access required');
  });

  it('rejects a missing token with 401, not 403', async () => {
    expect((await rejection(requireAdmin(withToken(null)))).status).toBe(401);
  });

  it('accepts a user once the admin claim is set and they sign in again, until their tokens are revoked', async () => {
    const admin = await createUser('admin');
    const tokenBeforeGrant = await signIn(admin.email);
    await auth().setCustomUserClaims(admin.uid, { admin: true });
    // A token minted before the grant does not carry the claim.
    expect((await rejection(requireAdmin(withToken(tokenBeforeGrant)))).status).toBe(403);

    const adminToken = await signIn(admin.email);
    expect(await requireAdmin(withToken(adminToken))).toMatchObject({ uid: admin.uid, isAdmin: true });

    // Revocation compares whole seconds: let the sign-in second pass first.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth().revokeRefreshTokens(admin.uid);
    const error = await rejection(requireAdmin(withToken(adminToken)));
    expect(error.status).toBe(401);
  });

  it('rejects a claim that is merely truthy', async () => {
    const pretender = await createUser('pretender');
    await auth().setCustomUserClaims(pretender.uid, { admin: 'yes' });
    expect((await rejection(requireAdmin(withToken(await signIn(pretender.email))))).status).toBe(403);
  });
});

describe('defineHandler with a real token', () => {
  const context = { deploy: { context: 'dev' } } as unknown as Context;
  const whoAmI = defineHandler({ methods: ['GET'], auth: 'user', handle: ({ user }) => ({ uid: user.uid }) });
  const adminOnly = defineHandler({ methods: ['GET'], auth: 'admin', handle: () => ({ ok: true }) });

  it('hands the verified user to the handler and enforces admin endpoints', async () => {
    const response = await whoAmI(withToken(learnerToken), context);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ uid: learner.uid });

    const forbidden = await adminOnly(withToken(learnerToken), context);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: 'Admin access required', code: 'forbidden' });
  });
});
