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

export const PASSWORD = 'learning-pass-123';
export const COURSE = 'quantum-alchemy-breathwork';
export const ANIMALS = 'the-animal-that-walks-with-you';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the Playwright config`);
  return value;
};

/** Seeds the demo data; two workers seeding at once may race on account creation, so a failure is retried. */
export async function seed(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await promisify(execFile)(process.execPath, ['--input-type=module', '-e', "const m = await import('./scripts/lib/seed.mjs'); await m.seedDemoData(process.env);"], {
        cwd: new URL('../..', import.meta.url).pathname,
        env: process.env,
      });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

type FirestoreValue = { stringValue: string } | { nullValue: null };
const toFields = (data: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(data).map(([k, v]) => [k, (v === null ? { nullValue: null } : { stringValue: v }) as FirestoreValue]));

/**
 * Calls every function once, signed in, so that cold starts (slow on a busy machine: each function loads
 * firebase-admin and its Firestore client) happen here rather than inside a test's expectations.
 */
export async function warmFunctions(baseURL: string): Promise<void> {
  const user = await freshUser('warm', [COURSE]);
  const response = await fetch(`http://${env('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: PASSWORD, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ courseId: COURSE, sessionId: `${COURSE}-5`, watchTimeSeconds: 1 });
  const calls: Array<[string, RequestInit]> = [
    ['/api/public-config', {}],
    ['/api/dashboard', { headers }],
    [`/api/course?id=${COURSE}`, { headers }],
    [`/api/session?courseId=${COURSE}&sessionId=${COURSE}-5`, { headers }],
    ['/api/profile', { method: 'POST', headers, body: '{}' }],
    ['/api/progress/start', { method: 'POST', headers, body: JSON.stringify({ courseId: COURSE, sessionId: `${COURSE}-5` }) }],
    ['/api/progress/save', { method: 'POST', headers, body }],
    ['/api/progress/complete', { method: 'POST', headers, body }],
  ];
  await Promise.all(calls.map(([path, init]) => fetch(new URL(path, baseURL), { ...init, signal: AbortSignal.timeout(200_000) }).catch(() => null)));
}

export async function writeDoc(path: string, data: Record<string, string | null>): Promise<void> {
  const url = `http://${env('FIRESTORE_EMULATOR_HOST')}/v1/projects/${env('FIREBASE_PROJECT_ID')}/databases/(default)/documents/${path}`;
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({ fields: toFields(data) }),
  });
  if (!response.ok) throw new Error(`write ${path} failed: ${response.status} ${await response.text()}`);
}

export async function readDoc(path: string): Promise<Record<string, unknown> | null> {
  const url = `http://${env('FIRESTORE_EMULATOR_HOST')}/v1/projects/${env('FIREBASE_PROJECT_ID')}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
  if (response.status === 404) return null;
  const body = (await response.json()) as { fields?: Record<string, Record<string, unknown>> };
  return Object.fromEntries(Object.entries(body.fields ?? {}).map(([k, v]) => [k, Object.values(v)[0]]));
}

export async function freshUser(label: string, enrolledIn: string[] = []): Promise<{ uid: string; email: string }> {
  const email = `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const response = await fetch(`http://${env('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key-local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId?: string };
  if (!response.ok || !body.localId) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
  const uid = body.localId;
  await writeDoc(`profiles/${uid}`, { user_id: uid, email, full_name: `Test ${label}`, created_at: new Date().toISOString() });
  for (const courseId of enrolledIn) {
    await writeDoc(`user_enrollments/${uid}_${courseId}`, {
      user_id: uid,
      course_id: courseId,
      enrolled_at: new Date().toISOString(),
      payment_intent_id: 'e2e',
    });
  }
  // Written around the product's writers: the admin's figures (practice summary) are counted again on the next read.
  await fetch(`http://${env('FIRESTORE_EMULATOR_HOST')}/v1/projects/${env('FIREBASE_PROJECT_ID')}/databases/(default)/documents/practice_summary/practice`, {
    method: 'DELETE',
    headers: { authorization: 'Bearer owner' },
  });
  return { uid, email };
}

export async function signInThroughForm(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/course-dashboard$/);
}

export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
