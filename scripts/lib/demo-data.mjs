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

/**
 * Sessions that get a (silent) demo hypnosis audio file in local storage: the first session of each course.
 * ALCHEMY OF INNER STILLNESS is left without one, so the local demo also shows 'Download Not Available'.
 */
export const DEMO_AUDIO_SESSION_IDS = DEMO_COURSES.map((course) => `${course.id}-1`);
