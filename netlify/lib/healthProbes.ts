// The health check's probes (GET /api/health): one cheap call to each integration a request needs, all at once,
// each under the backend deadline, so the answer comes within one deadline (BACKEND_TIMEOUT_MS) whichever is down.
//
// What is probed, and why:
// - database: one small read (any course), whatever the data holds.
// - auth (sign-in): an admin lookup of a user that does not exist; 'user-not-found' is an answer, so it is up.
//   Every signed-in call makes the same kind of lookup (revocation check). Free in Firebase Auth.
// - storage: locally a folder (it, or the folder it will be made in, must be readable and writable); in the cloud
//   the metadata of one object that does not exist (a single cheap metadata read, no download).
// - mail, locally: the outbox folder, as for storage.
// Not probed, on purpose:
// - payments and mail in the cloud (Stripe, Mailgun): /api/health is public, so a probe on every call would spend
//   the site's request allowance at those services on anyone's say-so, and no probe may risk money or send mail.
//   Their calls have the same deadline where they are used (checkout, e-mails), which answer 503 naming them.
// - payments locally: the local checkout keeps its records in the database, probed above.
// - content: Sanity is read by the build and by the lesson pages (each with its own fallback words); locally it
//   is a file of this deploy.
// The answer says which integrations were checked, so "ok" never claims more than was probed.
import { access, constants } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { IntegrationModes } from '../../src/lib/integrationModes';
import { healthVerdict, type HealthVerdict } from '../../src/lib/health';
import { collections } from './data/collections';
import { serverEnv, type ServerEnv } from './env';
import { withDeadline, type Backend } from './faults';
import { auth, db, firebaseApp } from './firebase';

export type Integration = keyof IntegrationModes;

/** One check: the integration it proves and the call that proves it (rejects when the integration does not answer). */
export type Probe = { integration: Integration; run: () => Promise<void> };

/** A uid no account has (Firebase uids are 28 random characters); looking it up proves Auth answers. */
const ABSENT_UID = 'health-check-no-such-user';
/** An object path nothing is stored at (checkStoragePath would refuse the leading dot for any real file). */
const ABSENT_OBJECT = '.health-check/no-such-file';

// Loading a client (a cold start) is not the backend's time: only the call itself runs under the deadline.
async function probeDatabase(): Promise<void> {
  const firestore = await db();
  await withDeadline('database', () => collections(firestore).courses.select().limit(1).get());
}

async function probeSignIn(): Promise<void> {
  await withDeadline('sign-in', async () => {
    try {
      await auth().getUser(ABSENT_UID);
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') return;
      throw error;
    }
  });
}

async function probeBucket(bucketName: string): Promise<void> {
  const { getStorage } = await import('firebase-admin/storage');
  const file = getStorage(firebaseApp()).bucket(bucketName).file(ABSENT_OBJECT);
  await withDeadline('storage', () => file.exists());
}

/** A local folder answers when it, or the nearest folder above it (where it will be made), is readable and writable. */
export async function probeFolder(backend: Backend, dir: string): Promise<void> {
  await withDeadline(backend, async () => {
    for (let current = dir; ; current = dirname(current)) {
      try {
        await access(current, constants.R_OK | constants.W_OK);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || dirname(current) === current) throw error;
      }
    }
  });
}

/** The probes for the integrations as this environment runs them. */
export function healthProbes(env: ServerEnv = serverEnv()): Probe[] {
  const probes: Probe[] = [
    { integration: 'database', run: probeDatabase },
    { integration: 'auth', run: probeSignIn },
  ];
  const bucket = env.modes.storage === 'cloud-storage' ? env.firebase.storageBucket : undefined;
  probes.push({ integration: 'storage', run: bucket ? () => probeBucket(bucket) : () => probeFolder('storage', env.storageDir) });
  if (env.modes.mail === 'outbox') probes.push({ integration: 'mail', run: () => probeFolder('mail', env.outboxDir) });
  return probes;
}

/** Runs every probe at once; a probe that fails is logged with its cause (the answer names only the integration). */
export async function checkHealth(probes: readonly Probe[]): Promise<HealthVerdict<Integration>> {
  const settled = await Promise.allSettled(probes.map((probe) => probe.run()));
  return healthVerdict(
    probes.map((probe, index) => {
      const result = settled[index]!;
      if (result.status === 'rejected') console.error(`[health] ${probe.integration} did not answer:`, result.reason);
      return { integration: probe.integration, answered: result.status === 'fulfilled' };
    }),
  );
}
