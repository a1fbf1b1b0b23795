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

/** Marks enrollments created by the seed rather than a payment. */
export const DEMO_PAYMENT_REFERENCE = 'demo_seed';

/** The demo catalog (C1): every course with its sessions, read by the seed and by `npm run catalog:push`. */
export const DEMO_CATALOG_PATH = fileURLToPath(new URL('../../content/catalog/demo-catalog.json', import.meta.url));

/**
 * A catalog file as the Firestore records it describes: `{ courses: [{ ...course, sessions: [...] }] }` becomes
 * the course documents (id kept apart) and the session documents (each with its course_id).
 */
/**
 * @typedef {import('../../src/lib/courseSchemas').Catalog} Catalog
 * @typedef {Omit<import('../../src/lib/courseSchemas').CatalogCourse, 'sessions'>} CourseRecord
 * @typedef {import('../../src/lib/courseSchemas').CatalogSession & { course_id: string }} SessionRecord
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
