// @ts-check
// The local demo dataset for Firestore and the Auth emulator: the four courses of the spec (2.4, 3, 9) with
// their sessions, read from content/catalog/demo-catalog.json (the file `npm run catalog:push` loads), and two
// local-only accounts. Ids are fixed so that seeding is idempotent.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEMO_ACCOUNTS = [
  {
    key: 'admin',
    email: 'admin@example.com',
    password: 'local-admin-pass',
    fullName: 'Maya Linwood',
    admin: true,
  },
  {
    key: 'learner',
    email: 'learner@example.com',
    password: 'local-learner-pass',
    fullName: 'Sam Rivers',
    admin: false,
    enrolledIn: ['quantum-alchemy-breathwork'],
  },
];

/**
 * The demo learner's enrollment is a manual one (nobody paid for it): the reference an admin's manual enrollment
 * carries (MANUAL_ENROLLMENT_REFERENCE of src/lib/admin/admin.ts; a unit test holds them equal), so the admin's figures
 * reconcile: it counts among the manual enrollments and brings no revenue, and the learner's account says
 * 'Added by the practitioner'.
 */
export const DEMO_ENROLLMENT_REFERENCE = 'manual_admin_enrollment';

/**
 * The record that the demo data was seeded (Firestore, beside the data, so it is saved, restored and wiped with
 * it): `npm start` and `npm run serve` seed only when it is missing, so nothing the practitioner deleted comes back.
 */
export const DEMO_SEED_RECORD = { collection: 'local_stack', id: 'demo_data' };

/** The demo catalog (C1): every course with its sessions, read by the seed and by `npm run catalog:push`. */
export const DEMO_CATALOG_PATH = fileURLToPath(new URL('../../content/catalog/demo-catalog.json', import.meta.url));

/**
 * A catalog file as the Firestore records it describes: `{ courses: [{ ...course, sessions: [...] }] }` becomes
 * the course documents (id kept apart) and the session documents (each with its course_id).
 */
/**
 * @typedef {import('../../src/lib/admin/courseSchemas').Catalog} Catalog
 * @typedef {Omit<import('../../src/lib/admin/courseSchemas').CatalogCourse, 'sessions'>} CourseRecord
 * @typedef {import('../../src/lib/admin/courseSchemas').CatalogSession & { course_id: string }} SessionRecord
 * @param {Catalog} catalog
 * @returns {{ courses: CourseRecord[], sessions: SessionRecord[] }}
 */
function catalogRecords(catalog) {
  const courses = catalog.courses.map(({ sessions: _sessions, ...course }) => course);
  const sessions = catalog.courses.flatMap((course) => (course.sessions ?? []).map((session) => ({ ...session, course_id: course.id })));
  return { courses, sessions };
}

/** @returns {Catalog} (not validated here: `npm run catalog:push` validates what it loads) */
function readCatalogFile(path = DEMO_CATALOG_PATH) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

const demo = catalogRecords(readCatalogFile());
/** Every demo course and session has its picture (tests/unit/demoImages.test.ts). */
export const DEMO_COURSES = /** @type {Array<CourseRecord & { image_url: string }>} */ (demo.courses);
export const DEMO_SESSIONS = /** @type {Array<SessionRecord & { image_url: string }>} */ (demo.sessions);

/** The local content seed (Sanity's export layout): the written lessons say which sessions offer a recording. */
export const SEED_DATA_PATH = fileURLToPath(new URL('../../content/seed/data.ndjson', import.meta.url));

/** The sessions whose written lesson says it has a bonus audio (the lesson's `bonusAudio` switch). */
function sessionsWithBonusAudio(path = SEED_DATA_PATH) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.includes('"_type":"lesson"'))
    .map((line) => /** @type {{ _type?: string, sessionId?: string, bonusAudio?: boolean }} */ (JSON.parse(line)))
    .filter((doc) => doc._type === 'lesson' && doc.bonusAudio === true && typeof doc.sessionId === 'string')
    .map((doc) => /** @type {string} */ (doc.sessionId));
}

/**
 * Sessions that get a silent demo audio, as long as the session (`duration_minutes`), in local storage when the demo
 * data is seeded: the first session of each course, and every session whose lesson offers a recording.
 */
export const DEMO_AUDIO_SESSIONS = (() => {
  const wanted = new Set([...DEMO_COURSES.map((course) => `${course.id}-1`), ...sessionsWithBonusAudio()]);
  return DEMO_SESSIONS.filter((session) => wanted.has(session.id));
})();
export const DEMO_AUDIO_SESSION_IDS = DEMO_AUDIO_SESSIONS.map((session) => session.id);
