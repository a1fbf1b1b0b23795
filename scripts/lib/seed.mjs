// @ts-check
// Demo seeding into the emulators from the demo catalog (content/catalog/demo-catalog.json, through demo-data.mjs)
// and the demo accounts. seedDemoData creates what is missing and never overwrites what a person changed (tests and
// benches call it as often as they like); seedDemoDataOnce, what `npm start` and `npm run serve` call, seeds a data
// folder once and records it, so a restart brings back nothing the practitioner deleted (`npm run reset` wipes the
// record with the data, and the next start seeds again).
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { copyFile, link, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { collections, enrollmentId } from '../../netlify/lib/data/collections.ts';
import { isAlreadyExists } from '../../netlify/lib/data/firestoreCodes.ts';
import { profileSearchFields } from '../../src/lib/admin/userSearch.ts';
import './ts-modules.mjs';
import { demoSessionAudio, LEGACY_DEMO_AUDIO } from './demo-audio.mjs';
import {
  DEMO_ACCOUNTS,
  DEMO_AUDIO_SESSIONS,
  DEMO_COURSES,
  DEMO_ENROLLMENT_REFERENCE,
  DEMO_SEED_RECORD,
  DEMO_SESSIONS,
} from './demo-data.mjs';

/** @typedef {Record<string, string | undefined>} Env */
/** The error code a Node or Firebase error carries, if any. @param {unknown} error */
const codeOf = (error) => /** @type {{ code?: unknown } | null} */ (error)?.code;

/** The demo enrollment's reference before it was a manual one. */
const LEGACY_DEMO_REFERENCE = 'demo_seed';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Made once per machine and hard-linked into every data folder seeded (`npm start`'s, each test run's): a demo
 * session's audio is up to 12 MB, and many folders get seeded. Local storage never writes a file in place (it
 * writes aside and renames), so a file replaced in one folder leaves the others alone.
 */
const DEMO_AUDIO_CACHE = join(ROOT, 'node_modules', '.cache', 'demo-audio');

/**
 * The cached demo audio of a session, made when missing (aside, then renamed: a cached file is always whole).
 * @param {(typeof DEMO_AUDIO_SESSIONS)[number]} session
 */
async function cachedDemoAudio(session) {
  const file = join(DEMO_AUDIO_CACHE, `${session.id}-${session.duration_minutes}min-v1.mp3`);
  try {
    await stat(file);
    return file;
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
  await mkdir(DEMO_AUDIO_CACHE, { recursive: true });
  const temporary = `${file}.${randomUUID().slice(0, 8)}.partial`;
  await writeFile(temporary, demoSessionAudio(session));
  await rename(temporary, file);
  return file;
}

/**
 * Places `source` at `temporary` as a hard link, or as a copy where no link can be made (another file system).
 * @param {string} source @param {string} temporary
 */
async function linkOrCopy(source, temporary) {
  try {
    await link(source, temporary);
  } catch (error) {
    if (!['EXDEV', 'EPERM', 'EMLINK'].includes(/** @type {string} */ (codeOf(error)))) throw error;
    await copyFile(source, temporary);
  }
}

/** @param {string} file @returns {Promise<'missing' | 'legacy' | 'kept'>} */
async function demoAudioState(file) {
  try {
    const { size } = await stat(file);
    if (size !== LEGACY_DEMO_AUDIO.length) return 'kept';
    return (await readFile(file)).equals(LEGACY_DEMO_AUDIO) ? 'legacy' : 'kept';
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return 'missing';
    throw error;
  }
}

/**
 * Puts the demo session audio into local file storage (LOCAL_DATA_DIR/storage/audio/{sessionId}.mp3, the layout of
 * netlify/lib/adapters/storage/local.ts), each as long as its session, made on this machine and never committed. A
 * file put there by hand is kept; the 3-second file of earlier seeds is replaced (`onlyLegacy`: nothing else is
 * done, for a folder seeded before, where a missing file may be one the practitioner removed). Concurrent seeds never
 * expose a half-written file (placed aside, then linked or renamed into place). Returns the sessions it stored.
 * @param {Env} env
 * @param {{ onlyLegacy?: boolean }} [options]
 */
export async function seedDemoAudio(env, { onlyLegacy = false } = {}) {
  const storageDir = resolve(ROOT, env.LOCAL_DATA_DIR?.trim() || '.data', 'storage');
  /** @type {string[]} */
  const stored = [];
  for (const session of DEMO_AUDIO_SESSIONS) {
    const file = join(storageDir, 'audio', `${session.id}.mp3`);
    const state = await demoAudioState(file);
    if (state === 'kept' || (onlyLegacy && state === 'missing')) continue;
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID().slice(0, 8)}.partial`;
    await linkOrCopy(await cachedDemoAudio(session), temporary);
    try {
      if (state === 'legacy') await rename(temporary, file);
      else await link(temporary, file);
      stored.push(session.id);
    } catch (error) {
      if (codeOf(error) !== 'EEXIST') throw error;
    } finally {
      await rm(temporary, { force: true });
    }
  }
  return stored;
}

/**
 * A firebase-admin app on the emulators named in `env` (refuses anything else: seeding is for emulators only).
 * @param {Env} env @param {string} caller
 */
function emulatorApp(env, caller) {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  for (const key of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST']) {
    if (!env[key]) throw new Error(`${caller} refuses to run without ${key}: it only seeds emulators`);
    process.env[key] = env[key];
  }
  return initializeApp({ projectId: env.FIREBASE_PROJECT_ID }, `seed-${Date.now()}-${randomUUID().slice(0, 8)}`);
}

/**
 * Seeds a project running on the emulators named in `env` (what is missing); returns the accounts with their uids.
 * @param {Env} env
 */
export async function seedDemoData(env) {
  const app = emulatorApp(env, 'seedDemoData');
  try {
    const auth = getAuth(app);
    const db = getFirestore(app);
    const store = collections(db);
    /**
     * @template {import('firebase-admin/firestore').DocumentData} T
     * @param {import('firebase-admin/firestore').DocumentReference<T, T>} ref @param {T} data
     */
    const createIfMissing = async (ref, data) => {
      try {
        await ref.create(data);
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    };

    await Promise.all([
      ...DEMO_COURSES.map(async ({ id, ...fields }) => {
        const ref = store.courses.doc(id);
        if (await createIfMissing(ref, fields)) return;
        // Data saved before courses had a state (C1) gets the catalog's: without it the demo course would be a draft.
        await db.runTransaction(async (transaction) => {
          const stored = await transaction.get(ref);
          /** @type {Partial<Record<'published' | 'coming_soon', boolean>>} */
          const missing = {};
          for (const key of /** @type {const} */ (['published', 'coming_soon']))
            if (stored.exists && stored.get(key) === undefined) missing[key] = fields[key];
          if (Object.keys(missing).length > 0) transaction.update(ref, missing);
        });
      }),
      ...DEMO_SESSIONS.map(({ id, ...fields }) => createIfMissing(store.courseSessions.doc(id), fields)),
    ]);

    await seedDemoAudio(env);

    const accounts = [];
    for (const account of DEMO_ACCOUNTS) {
      let user;
      try {
        user = await auth.getUserByEmail(account.email);
      } catch (error) {
        if (codeOf(error) !== 'auth/user-not-found') throw error;
        try {
          user = await auth.createUser({
            email: account.email,
            password: account.password,
            displayName: account.fullName,
            emailVerified: true,
          });
        } catch (createError) {
          // Another seed running at the same moment created it first: use theirs.
          if (codeOf(createError) !== 'auth/email-already-exists') throw createError;
          user = await auth.getUserByEmail(account.email);
        }
      }
      const createdAt = new Date(user.metadata.creationTime).toISOString();
      await createIfMissing(store.profiles.doc(user.uid), {
        user_id: user.uid,
        email: account.email,
        full_name: account.fullName,
        created_at: createdAt,
        // In their stored form: the admin's search finds them by any word of the name or e-mail.
        ...profileSearchFields(account.email, account.fullName),
      });
      if (account.admin) {
        if (user.customClaims?.admin !== true) await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
        await createIfMissing(store.userRoles.doc(user.uid), { user_id: user.uid, role: 'admin' });
      }
      for (const courseId of account.enrolledIn ?? []) {
        const ref = store.enrollments.doc(enrollmentId(user.uid, courseId));
        const created = await createIfMissing(ref, {
          user_id: user.uid,
          course_id: courseId,
          enrolled_at: createdAt,
          payment_intent_id: DEMO_ENROLLMENT_REFERENCE,
        });
        // Data seeded when this enrollment carried a reference of its own ('demo_seed': counted as paid, with no
        // payment) gets the manual one, so the admin's figures reconcile.
        if (!created) {
          await db.runTransaction(async (transaction) => {
            const stored = await transaction.get(ref);
            if (stored.get('payment_intent_id') === LEGACY_DEMO_REFERENCE) {
              transaction.update(ref, { payment_intent_id: DEMO_ENROLLMENT_REFERENCE });
            }
          });
        }
      }
      accounts.push({ ...account, uid: user.uid });
    }
    // Kept emulator data may hold profiles from before the word search: they get its fields (a no-op after that).
    const { backfillProfileSearchFields } = await import('../../netlify/lib/account/profileSearchBackfill.ts');
    await backfillProfileSearchFields(db);
    // The seed writes around the product's writers: the admin's figures are counted again from the records.
    const { recountFigures } = await import('../../netlify/lib/data/figures.ts');
    await recountFigures(db);
    return accounts;
  } finally {
    await deleteApp(app);
  }
}

/**
 * Seeds the demo data unless this project was seeded before (its seed record exists), then records it.
 * Returns whether it seeded.
 * @param {Env} env
 */
export async function seedDemoDataOnce(env) {
  const app = emulatorApp(env, 'seedDemoDataOnce');
  try {
    const record = getFirestore(app).collection(DEMO_SEED_RECORD.collection).doc(DEMO_SEED_RECORD.id);
    if ((await record.get()).exists) {
      // A folder seeded when the demo audio lasted 3 seconds gets the session-long files (nothing else changes).
      await seedDemoAudio(env, { onlyLegacy: true });
      return false;
    }
    await seedDemoData(env);
    // set, not create: two starts seeding the same fresh folder at once both end here.
    await record.set({ seeded_at: new Date().toISOString() });
    return true;
  } finally {
    await deleteApp(app);
  }
}
