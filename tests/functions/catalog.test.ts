// `npm run catalog:push` and `npm run catalog:pull` (scripts/catalog-*.mjs) against fresh test emulators, run as a
// person runs them: push the demo catalog, pull it back (the same file, byte for byte), push again (nothing
// changes), push an edited file (only the course it edits changes; enrollments and progress stay), --prune.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOG_PATH } from '../../scripts/lib/demo-data.mjs';
import { ROOT } from '../../scripts/lib/emulators.mjs';
import { seedDemoData } from '../../scripts/lib/seed.mjs';
import { db } from '../../netlify/lib/firebase';
import { resetTestEmulators } from '../support/emulators';

const PUSH = join(ROOT, 'scripts', 'catalog-push.mjs');
const PULL = join(ROOT, 'scripts', 'catalog-pull.mjs');
const work = mkdtempSync(join(tmpdir(), 'catalog-test-'));
const demoText = readFileSync(DEMO_CATALOG_PATH, 'utf8');

function run(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = emulatorEnv(),
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: work, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The test emulators' variables only (as admin:grant's test runs it): no credentials, nothing else. */
function emulatorEnv(): NodeJS.ProcessEnv {
  const { PATH, HOME, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, FIREBASE_PROJECT_ID, GCLOUD_PROJECT } = process.env;
  return {
    PATH,
    HOME,
    FIREBASE_AUTH_EMULATOR_HOST,
    FIRESTORE_EMULATOR_HOST,
    FIREBASE_PROJECT_ID,
    GCLOUD_PROJECT,
    METADATA_SERVER_DETECTION: 'none',
  };
}

const counts = async () => {
  const firestore = await db();
  const [courses, sessions] = await Promise.all([
    firestore.collection('courses').count().get(),
    firestore.collection('course_sessions').count().get(),
  ]);
  return { courses: courses.data().count, sessions: sessions.data().count };
};

beforeAll(async () => {
  await resetTestEmulators();
});

// Each test runs the scripts as their own Node processes (a few seconds each, far more on a busy machine).
describe('catalog:push then catalog:pull', { timeout: 180_000 }, () => {
  it('round-trips the demo catalog on fresh emulators: the pulled file is the demo file', async () => {
    expect(await counts()).toEqual({ courses: 0, sessions: 0 });
    const pushed = await run(PUSH, []);
    expect(pushed.stderr).toBe('');
    expect(pushed.code).toBe(0);
    expect(pushed.stdout.trim()).toMatch(
      /^Pushed 4 courses and 23 sessions to the local emulators \(project [\w-]+\): 27 created, 0 updated, 0 unchanged\.$/,
    );
    expect(await counts()).toEqual({ courses: 4, sessions: 23 });

    const pulled = await run(PULL, ['pulled.json']);
    expect(pulled.code, pulled.stderr).toBe(0);
    expect(pulled.stdout).toContain('Wrote 4 courses and 23 sessions from the local emulators');
    expect(readFileSync(join(work, 'pulled.json'), 'utf8')).toBe(demoText);
  });

  it('is idempotent: a second push changes nothing', async () => {
    const again = await run(PUSH, [DEMO_CATALOG_PATH]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('0 created, 0 updated, 27 unchanged.');
    expect(await counts()).toEqual({ courses: 4, sessions: 23 });
  });

  it('pushes an edited file over the live data, keeping enrollments and progress, removing nothing without --prune', async () => {
    const firestore = await db();
    await firestore
      .collection('user_enrollments')
      .doc('ann_quantum-alchemy-breathwork')
      .set({ user_id: 'ann', course_id: 'quantum-alchemy-breathwork', enrolled_at: '2030-01-01T00:00:00.000Z', payment_intent_id: 'pi_1' });
    await firestore
      .collection('user_session_progress')
      .doc('ann_quantum-alchemy-breathwork-1')
      .set({ user_id: 'ann', session_id: 'quantum-alchemy-breathwork-1', watch_time_seconds: 90, completed_at: null });
    await firestore.collection('courses').doc('admin-made-draft').set({
      title: 'Admin Draft',
      description: 'x',
      price: 0,
      published: false,
      coming_soon: false,
      created_at: '2030-01-01T00:00:00.000Z',
    });

    const edited = JSON.parse(demoText);
    edited.courses[0].price = 30;
    edited.courses.pop(); // Shapeshifter Soul left out of the file
    writeFileSync(join(work, 'edited.json'), JSON.stringify(edited));
    const pushed = await run(PUSH, ['edited.json']);
    expect(pushed.code, pushed.stderr).toBe(0);
    expect(pushed.stdout).toContain('0 created, 1 updated, 19 unchanged.');
    expect((await firestore.collection('courses').doc('quantum-alchemy-breathwork').get()).get('price')).toBe(30);
    expect((await firestore.collection('courses').doc('shapeshifter-soul').get()).exists).toBe(true);
    expect((await firestore.collection('courses').doc('admin-made-draft').get()).exists).toBe(true);
    expect((await firestore.collection('user_enrollments').doc('ann_quantum-alchemy-breathwork').get()).exists).toBe(true);
    expect(
      (await firestore.collection('user_session_progress').doc('ann_quantum-alchemy-breathwork-1').get()).get('watch_time_seconds'),
    ).toBe(90);

    // The pull sees drafts too, in the same shape.
    await run(PULL, ['live.json']);
    const live = JSON.parse(readFileSync(join(work, 'live.json'), 'utf8'));
    expect(live.courses.map((course: { id: string }) => course.id)).toEqual([
      'quantum-alchemy-breathwork',
      'the-animal-that-walks-with-you',
      'sonic-sound-healing',
      'shapeshifter-soul',
      'admin-made-draft',
    ]);
    expect(live.courses[4]).toMatchObject({ published: false, sessions: [] });

    const pruned = await run(PUSH, ['edited.json', '--prune']);
    expect(pruned.code, pruned.stderr).toBe(0);
    expect(pruned.stdout).toContain('20 unchanged, 8 removed.'); // two courses and Shapeshifter's six sessions
    expect(await counts()).toEqual({ courses: 3, sessions: 17 });
    expect((await firestore.collection('user_enrollments').doc('ann_quantum-alchemy-breathwork').get()).exists).toBe(true);
  });

  it('refuses a broken file with every problem named, changing nothing', async () => {
    const before = await counts();
    const broken = JSON.parse(demoText);
    broken.courses[0].price = 0; // on sale without a price
    broken.courses[1].sessions = []; // published without a session
    writeFileSync(join(work, 'broken.json'), JSON.stringify(broken));
    const refused = await run(PUSH, ['broken.json']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('was not pushed (nothing changed)');
    expect(refused.stderr).toContain('courses.0.price: quantum-alchemy-breathwork: A published course on sale needs a price above £0');
    expect(refused.stderr).toContain('courses.1.sessions: the-animal-that-walks-with-you: Add at least one session');
    writeFileSync(join(work, 'not-json.json'), '{ nope');
    expect((await run(PUSH, ['not-json.json'])).stderr).toContain('it is not valid JSON');
    expect((await run(PUSH, ['a.json', 'b.json'])).stderr.trim()).toBe(
      'Usage: npm run catalog:push [-- catalog.json] [--prune]   (without a file: the demo catalog)',
    );
    expect((await run(PULL, [])).stderr.trim()).toBe('Usage: npm run catalog:pull -- catalog.json');
    expect(await counts()).toEqual(before);
  });

  it('says so when the local emulators are not running', async () => {
    const { PATH, HOME } = process.env;
    const result = await run(PUSH, [], { PATH, HOME, FIRESTORE_EMULATOR_PORT: '1', AUTH_EMULATOR_PORT: '2' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'The local emulators are not running (Firestore 127.0.0.1:1): start them with `npm start` in another terminal, or set FIREBASE_SERVICE_ACCOUNT to push the catalog into a real project.',
    );
  });
});

describe('npm start seeds from the same file', { timeout: 180_000 }, () => {
  it("gives demo courses saved before courses had a state the catalog's state, and never overwrites a state", async () => {
    await resetTestEmulators();
    const firestore = await db();
    // npm start data saved by an older version: no published/coming_soon fields; one course already unpublished.
    await firestore
      .collection('courses')
      .doc('quantum-alchemy-breathwork')
      .set({ title: 'Quantum Alchemy Breathwork (edited)', price: 25, created_at: '2025-01-10T09:00:00.000Z' });
    await firestore
      .collection('courses')
      .doc('sonic-sound-healing')
      .set({ title: 'Sonic Sound Healing', price: 0, published: false, created_at: '2025-03-01T09:00:00.000Z' });
    await seedDemoData(process.env);
    expect((await firestore.collection('courses').doc('quantum-alchemy-breathwork').get()).data()).toMatchObject({
      title: 'Quantum Alchemy Breathwork (edited)',
      published: true,
      coming_soon: false,
    });
    expect((await firestore.collection('courses').doc('sonic-sound-healing').get()).data()).toMatchObject({
      published: false,
      coming_soon: true,
    });
    expect((await firestore.collection('courses').doc('shapeshifter-soul').get()).data()).toMatchObject({
      published: true,
      coming_soon: true,
    });
    expect(await counts()).toEqual({ courses: 4, sessions: 23 });
  });
});
