// Shared e2e helpers for accounts and learning: demo seeding, fresh users (optionally enrolled), sign-in
// through the real /auth form, and an axe scan. The env already points at the test emulators.
// firebase-admin does not load inside Playwright's test loader, so seeding runs in a child Node process
// and the rest talks to the emulators' REST APIs (Firestore with the emulator's `owner` token).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type Page } from '@playwright/test';

const expect = baseExpect.configure({ timeout: 60_000 });
import AxeBuilder from '@axe-core/playwright';
import { profileSearchFields } from '../../src/lib/admin/userSearch';
import { idToken } from './adminSupport';
import { COLLECTION, enrollmentId, type CollectionKey, type Documents, type FigureChangeDoc } from '../../netlify/lib/data/collections';

export const PASSWORD = 'learning-pass-123';
export const COURSE = 'quantum-alchemy-breathwork';
export const ANIMALS = 'the-animal-that-walks-with-you';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the Playwright config`);
  return value;
};

/** Seeds the demo data (creates what is missing; two workers seeding at once each find the other's records). */
export async function seed(): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', "const m = await import('./scripts/lib/seed.mjs'); await m.seedDemoData(process.env);"],
    { cwd: new URL('../..', import.meta.url).pathname, env: process.env },
  );
}

type FirestoreValue =
  | { stringValue: string }
  | { integerValue: string }
  | { doubleValue: number }
  | { booleanValue: boolean }
  | { nullValue: null }
  | { arrayValue: { values: FirestoreValue[] } }
  | { mapValue: { fields: Record<string, FirestoreValue> } };

/** A field as Firestore's REST API takes it; numbers as the admin SDK stores them (whole ones as integers). */
function toValue(value: unknown): FirestoreValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'object') {
    return { mapValue: { fields: Object.fromEntries(Object.entries(value as object).map(([key, item]) => [key, toValue(item)])) } };
  }
  throw new Error(`writeDoc: no REST form for ${JSON.stringify(value)}`);
}

/**
 * Calls every function once, signed in, so that cold starts (slow on a busy machine: each function loads
 * firebase-admin and its Firestore client) happen here rather than inside a test's expectations.
 */
export async function warmFunctions(baseURL: string): Promise<void> {
  const user = await freshUser('warm', [COURSE]);
  const response = await fetch(
    `http://${env('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key-local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ courseId: COURSE, sessionId: `${COURSE}-5`, watchTimeSeconds: 1 });
  const calls: Array<[string, RequestInit]> = [
    ['/api/public-config', {}],
    ['/api/dashboard', { headers }],
    [`/api/course?id=${COURSE}`, { headers }],
    [`/api/session?courseId=${COURSE}&sessionId=${COURSE}-5`, { headers }],
    ['/api/profile', { method: 'POST', headers, body: '{}' }],
    ['/api/progress/save', { method: 'POST', headers, body }],
    ['/api/progress/complete', { method: 'POST', headers, body }],
  ];
  await Promise.all(
    calls.map(([path, init]) => fetch(new URL(path, baseURL), { ...init, signal: AbortSignal.timeout(200_000) }).catch(() => null)),
  );
}

/** A document's REST address in the test emulator (read and written with the emulator's `owner` token). */
const documentUrl = (collection: CollectionKey, id: string) =>
  `http://${env('FIRESTORE_EMULATOR_HOST')}/v1/projects/${env('FIREBASE_PROJECT_ID')}/databases/(default)/documents/${COLLECTION[collection]}/${encodeURIComponent(id)}`;
const OWNER = { authorization: 'Bearer owner' };

/**
 * Writes a document straight into the emulator, around the product's writers: the whole document (replacing what
 * is there), or with `merge` only the given fields. Fields are checked by name and type; a test may leave some out.
 */
export async function writeDoc<K extends CollectionKey>(
  collection: K,
  id: string,
  data: Partial<Documents[K]>,
  options: { merge?: boolean } = {},
): Promise<void> {
  const mask = options.merge
    ? `?${Object.keys(data)
        .map((field) => `updateMask.fieldPaths=${encodeURIComponent(field)}`)
        .join('&')}`
    : '';
  const fields = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, toValue(value)]));
  const response = await fetch(`${documentUrl(collection, id)}${mask}`, {
    method: 'PATCH',
    headers: { ...OWNER, 'content-type': 'application/json' },
    body: JSON.stringify({ fields }),
  });
  if (!response.ok) throw new Error(`write ${COLLECTION[collection]}/${id} failed: ${response.status} ${await response.text()}`);
}

/** Deletes a document (no error when there is none). */
export async function deleteDoc(collection: CollectionKey, id: string): Promise<void> {
  const response = await fetch(documentUrl(collection, id), { method: 'DELETE', headers: OWNER });
  if (!response.ok) throw new Error(`delete ${COLLECTION[collection]}/${id} failed: ${response.status} ${await response.text()}`);
}

/** A document's fields as the REST API gives them (numbers that Firestore holds as integers come back as strings), or null. */
export async function readDoc(collection: CollectionKey, id: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(documentUrl(collection, id), { headers: OWNER });
  if (response.status === 404) return null;
  const body = (await response.json()) as { fields?: Record<string, Record<string, unknown>> };
  return Object.fromEntries(Object.entries(body.fields ?? {}).map(([k, v]) => [k, Object.values(v)[0]]));
}

/**
 * A new account with its profile, enrolled in `enrolledIn`. `withPassword: false` makes one as a manual enrollment
 * does (the Admin API, no password): until its owner chooses one, it signs in by e-mailed links only.
 */
export async function freshUser(
  label: string,
  enrolledIn: string[] = [],
  { withPassword = true }: { withPassword?: boolean } = {},
): Promise<{ uid: string; email: string }> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const auth = `http://${env('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1`;
  const response = await fetch(
    withPassword ? `${auth}/accounts:signUp?key=demo-key-local` : `${auth}/projects/${env('FIREBASE_PROJECT_ID')}/accounts`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(withPassword ? {} : OWNER) },
      body: JSON.stringify(withPassword ? { email, password: PASSWORD, returnSecureToken: true } : { email }),
    },
  );
  const body = (await response.json()) as { localId?: string };
  if (!response.ok || !body.localId) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  const uid = body.localId;
  const fullName = `Test ${label}`;
  // With the fields the admin's user search reads, as the product's own profile writes store them.
  await writeDoc('profiles', uid, {
    user_id: uid,
    email,
    full_name: fullName,
    created_at: new Date().toISOString(),
    ...profileSearchFields(email, fullName),
  });
  const change: FigureChangeDoc = { at: new Date().toISOString(), delta: { users: 1, course_enrollments: {} }, added: [] };
  for (const courseId of enrolledIn) {
    const enrolledAt = new Date().toISOString();
    await writeDoc('enrollments', enrollmentId(uid, courseId), {
      user_id: uid,
      course_id: courseId,
      enrolled_at: enrolledAt,
      payment_intent_id: 'e2e',
    });
    change.delta.enrollments = (change.delta.enrollments ?? 0) + 1;
    change.delta.course_enrollments![courseId] = 1;
    change.added!.push({ id: enrollmentId(uid, courseId), enrolled_at: enrolledAt });
  }
  // Written around the product's writers: the admin's figures learn of it as the product's own writes tell them.
  await writeDoc('figureChanges', randomUUID(), change);
  return { uid, email };
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);
}

/**
 * Signs in as the site does after its form (the ID token traded for the `__session` cookie at /api/auth/session), but
 * without loading the form: for specs whose subject is what a signed-in person does, not the signing in (the form has
 * specs of its own: auth, authLinks, sessionCookie, passwordChange). Lands on the dashboard, as the form does.
 */
export async function signInAs(page: Page, email: string, password = PASSWORD): Promise<void> {
  const token = await idToken(email, password);
  // The page's own request context: the cookie lands in the browser context, as the form's call leaves it.
  const session = await page.request.post('/api/auth/session', { data: { idToken: token }, headers: { origin: SITE_ORIGIN } });
  if (!session.ok()) throw new Error(`the session of ${email} was not started: ${session.status()} ${await session.text()}`);
  await page.goto('/course-dashboard');
  await expect(page).toHaveURL(/\/course-dashboard$/);
  // The dashboard has asked the server who the cookie names and keeps it as the pages' signed-in hint (the form
  // writes it itself): the content pages opened next read it.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

/** The built site's origin, as playwright.config.ts sets it (a write must come from the site's own pages). */
const SITE_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 8890}`;

export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
