// Helpers of the admin e2e tests: warming the admin functions, reading Firestore through the emulator's REST
// API, the local outbox, a tiny real PNG, and a firebase-admin check (in a child Node process, since
// firebase-admin does not load inside Playwright's test loader) that a deleted user left nothing behind.
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { COLLECTION, type CollectionKey } from '../../netlify/lib/data/collections';

export const ADMIN = { email: 'admin@example.com', password: 'local-admin-pass' };

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run through the Playwright config`);
  return value;
};

const documentsUrl = () =>
  `http://${env('FIRESTORE_EMULATOR_HOST')}/v1/projects/${env('FIREBASE_PROJECT_ID')}/databases/(default)/documents`;

type RestValue = { stringValue?: string; integerValue?: string; doubleValue?: number; booleanValue?: boolean; nullValue?: null };
type RestDoc = { name: string; fields?: Record<string, RestValue> };

const plain = (value: RestValue | undefined): unknown => {
  if (!value) return undefined;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  return null;
};

/** Every document of a collection as { id, ...fields } (the emulator's `owner` token bypasses the rules). */
export async function listCollection(key: CollectionKey): Promise<Array<Record<string, unknown> & { id: string }>> {
  const collection = COLLECTION[key];
  const docs: Array<Record<string, unknown> & { id: string }> = [];
  let pageToken = '';
  do {
    const url = `${documentsUrl()}/${collection}?pageSize=1000${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const response = await fetch(url, { headers: { authorization: 'Bearer owner' } });
    if (!response.ok) throw new Error(`list ${collection} failed: ${response.status}`);
    const body = (await response.json()) as { documents?: RestDoc[]; nextPageToken?: string };
    for (const doc of body.documents ?? []) {
      const fields = Object.fromEntries(Object.entries(doc.fields ?? {}).map(([key, value]) => [key, plain(value)]));
      docs.push({ id: doc.name.split('/').pop()!, ...fields });
    }
    pageToken = body.nextPageToken ?? '';
  } while (pageToken);
  return docs;
}

/** The overview totals computed straight from Firestore: what the dashboard must show (revenue: payments minus refunds). */
export async function expectedTotals(): Promise<{
  users: number;
  revenuePence: number;
  courses: number;
  enrollments: number;
  manual: number;
}> {
  const [profiles, courses, enrollments, payments] = await Promise.all(
    (['profiles', 'courses', 'enrollments', 'payments'] as const).map((key) => listCollection(key)),
  );
  const pence = (value: unknown) => (typeof value === 'number' ? value : 0);
  const revenuePence = payments!.reduce((sum, row) => sum + pence(row.amount_total) - pence(row.amount_refunded), 0);
  const manual = enrollments!.filter((row) => row.payment_intent_id === 'manual_admin_enrollment').length;
  return { users: profiles!.length, revenuePence, courses: courses!.length, enrollments: enrollments!.length, manual };
}

/** '£1,234.56' for a number of pence, the way the dashboard shows revenue. */
export const poundsText = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A fresh ID token of an account (the Auth emulator's REST sign-in), for calls a test makes as that person. */
export async function idToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${env('FIREBASE_AUTH_EMULATOR_HOST')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key-local`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Calls every admin function once as the admin, so cold starts happen here and not inside expectations. */
export async function warmAdminFunctions(baseURL: string): Promise<void> {
  const token = await idToken(ADMIN.email, ADMIN.password);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const calls: Array<[string, RequestInit]> = [
    ['/api/public-config', {}],
    ['/api/admin/overview', { headers }],
    ['/api/admin/courses', { headers }],
    ['/api/admin/sessions', { headers }],
    ['/api/admin/users', { headers }],
    ['/api/dashboard', { headers }],
    ['/api/course?id=shapeshifter-soul', { headers }],
    // An unknown session: opening a real one would start the admin's progress in it.
    ['/api/session?courseId=shapeshifter-soul&sessionId=no-such-session', { headers }],
    ['/api/storage-image?path=session-images/none.png', {}],
    // Invalid bodies: answered with 400 after the function has loaded, changing nothing.
    ['/api/admin/session-image', { method: 'POST', headers, body: '{}' }],
    ['/api/admin/grant-admin', { method: 'POST', headers, body: '{}' }],
    ['/api/admin/send-email', { method: 'POST', headers, body: '{}' }],
    ['/api/admin/enrollments', { method: 'DELETE', headers }],
    ['/api/create-user-and-enroll', { method: 'POST', headers, body: '{}' }],
    ['/api/send-enrollment-email', { method: 'POST', headers, body: '{}' }],
    ['/api/delete-user', { method: 'POST', headers, body: '{}' }],
  ];
  await Promise.all(
    calls.map(([path, init]) => fetch(new URL(path, baseURL), { ...init, signal: AbortSignal.timeout(200_000) }).catch(() => null)),
  );
}

export type OutboxMail = { to: string; subject: string; text: string; html: string };

/** Messages in the local outbox (LOCAL_DATA_DIR/outbox, shared by every test run) addressed to `to`. */
export async function outboxFor(to: string): Promise<OutboxMail[]> {
  const dir = join(env('LOCAL_DATA_DIR'), 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails: OutboxMail[] = [];
  for (const name of names.filter((file) => file.endsWith('.json'))) {
    const mail = JSON.parse(await readFile(join(dir, name), 'utf8').catch(() => '{}')) as Partial<OutboxMail>;
    if (mail.to?.toLowerCase() === to.toLowerCase()) mails.push(mail as OutboxMail);
  }
  return mails;
}

/** A real w×h PNG of one colour, so the browser can decode and show it. */
function png(width: number, height: number, pixelRow: () => Buffer, level?: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const pixels = Buffer.concat(Array.from({ length: height }, () => Buffer.concat([Buffer.from([0]), pixelRow()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, level === undefined ? {} : { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const row = Buffer.from(Array.from({ length: width }, () => rgb).flat());
  return png(width, height, () => row);
}

/** A PNG of random pixels stored uncompressed: about width x height x 3 bytes, like a large photo. */
export function noisePng(width: number, height: number): Buffer {
  return png(width, height, () => randomBytes(width * 3), 0);
}

const TRACES_SCRIPT = `
process.env.METADATA_SERVER_DETECTION ??= 'none';
const { initializeApp, deleteApp } = await import('firebase-admin/app');
const { getAuth } = await import('firebase-admin/auth');
const { getFirestore } = await import('firebase-admin/firestore');
const { COLLECTION: C } = await import('./netlify/lib/data/collections.ts');
const [uid, email] = process.argv.slice(-2);
const app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID }, 'traces-' + Date.now());
const traces = [];
try {
  const auth = getAuth(app);
  for (const lookup of [() => auth.getUser(uid), () => auth.getUserByEmail(email)]) {
    try { await lookup(); traces.push('auth account'); } catch (error) { if (error?.code !== 'auth/user-not-found') throw error; }
  }
  const db = getFirestore(app);
  for (const collection of [C.profiles, C.userRoles]) if ((await db.collection(collection).doc(uid).get()).exists) traces.push(collection);
  for (const collection of [C.enrollments, C.progress]) {
    const count = (await db.collection(collection).where('user_id', '==', uid).count().get()).data().count;
    if (count) traces.push(collection + ' x' + count);
  }
  const byEmail = (await db.collection(C.profiles).where('email', '==', email).count().get()).data().count;
  if (byEmail) traces.push('profile by email');
} finally {
  await deleteApp(app);
}
console.log(JSON.stringify(traces));
`;

/** What is left of a user in Auth and Firestore, checked with firebase-admin: [] when nothing is. */
export async function tracesOfUser(uid: string, email: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', TRACES_SCRIPT, uid, email], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: process.env,
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '[]') as string[];
}

/** Counts of a user's records (to show the check above can see them before the delete). */
export async function recordsOfUser(uid: string): Promise<{ enrollments: number; progress: number }> {
  const [enrollments, progress] = await Promise.all([listCollection('enrollments'), listCollection('progress')]);
  return {
    enrollments: enrollments.filter((row) => row.user_id === uid).length,
    progress: progress.filter((row) => row.user_id === uid).length,
  };
}
