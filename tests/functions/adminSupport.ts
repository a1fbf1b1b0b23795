// Shared helpers for the admin function tests: a private data folder (outbox, storage), callers of every
// kind, and the handlers by name. Import this module before any function module (it sets LOCAL_DATA_DIR).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auth } from '../../netlify/lib/firebase';
import { freshUser, signIn } from './learningSupport';
import { craftedTokens } from './craftedTokens';

// Each test file gets its own outbox and storage folder; set before services() first runs.
export const dataDir = mkdtempSync(join(tmpdir(), 'admin-test-'));
process.env.LOCAL_DATA_DIR = dataDir;
export const outboxDir = join(dataDir, 'outbox');
export const storageDir = join(dataDir, 'storage');

export type OutboxMail = { to: string; subject: string; text: string; html: string; replyTo: string | null };

export function outbox(): OutboxMail[] {
  try {
    return readdirSync(outboxDir)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as OutboxMail);
  } catch {
    return [];
  }
}

export function storedFiles(folder = 'session-images'): string[] {
  try {
    return readdirSync(join(storageDir, folder));
  } catch {
    return [];
  }
}

export type Caller = 'anonymous' | 'forged' | 'expired' | 'learner' | 'admin';

/** A token of each kind: none, signed by nobody, expired, a learner's and an admin's (the seeded accounts). */
export async function callerTokens(): Promise<Record<Caller, string | null> & { learnerUid: string; adminUid: string }> {
  const learner = await freshUser('learner');
  const admin = await auth().getUserByEmail('admin@example.com');
  // Forged and expired tokens claim the admin's rights: neither may use them.
  const { forged, expired } = craftedTokens(admin.uid, { admin: true, email: 'admin@example.com' });
  return {
    anonymous: null,
    forged,
    expired,
    learner: learner.token,
    admin: await signIn('admin@example.com', 'local-admin-pass'),
    learnerUid: learner.uid,
    adminUid: admin.uid,
  };
}

/** A 1×1 PNG. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
