// Where the build reads the course catalog (Firestore owns prices, sale ends, what is published and coming soon), so
// that the built pages carry their prices: search engines, link previews and readers without JavaScript see them.
//
//   FIRESTORE_EMULATOR_HOST set (`npm start`, the tests)            -> that emulator
//   CATALOG_READER_SERVICE_ACCOUNT set (a read-only key)            -> the real Firestore, with it
//   the functions' Firebase credentials set                         -> the real Firestore, with them
//   a Netlify deploy with none of these                             -> refused: a deploy never ships without prices
//   a local build with none of these (`npm run build`, `npm test`)  -> the demo catalog file, the one `npm start`
//                                                                      and the tests seed their emulators with
// A source that is chosen but does not answer fails the build (see src/content/catalog.ts); nothing falls back.
import { readEnvironment, type EnvSource, type ServiceAccountCredentials } from '../environment';

/** The catalog file local builds read when no database is configured (and `npm start` seeds). */
export const DEMO_CATALOG_FILE = 'content/catalog/demo-catalog.json';

export type BuildCatalogSource =
  | { kind: 'emulator'; host: string; projectId: string }
  | { kind: 'firestore'; projectId: string; credentials: ServiceAccountCredentials | null; key: string }
  | { kind: 'file'; path: string };

export const NO_CATALOG_ON_DEPLOY =
  'A deploy build needs the course catalog (prices go into the pages): set CATALOG_READER_SERVICE_ACCOUNT (a read-only service account) or the Firebase service account (FIREBASE_SERVICE_ACCOUNT) with FIREBASE_PROJECT_ID.';

export function buildCatalogSource(source: EnvSource): BuildCatalogSource {
  const { firebase, variables, deploy } = readEnvironment(source);
  if (firebase.emulatorHosts.firestore) return { kind: 'emulator', host: firebase.emulatorHosts.firestore, projectId: firebase.projectId };
  const reader = variables.CATALOG_READER_SERVICE_ACCOUNT;
  if (reader) {
    return {
      kind: 'firestore',
      projectId: variables.FIREBASE_PROJECT_ID ?? reader.projectId ?? firebase.projectId,
      credentials: reader,
      key: 'CATALOG_READER_SERVICE_ACCOUNT',
    };
  }
  if (firebase.hasCredentials) {
    return {
      kind: 'firestore',
      projectId: firebase.projectId,
      credentials: firebase.serviceAccount ?? null,
      key: firebase.serviceAccount ? "the functions' service account" : 'GOOGLE_APPLICATION_CREDENTIALS',
    };
  }
  if (deploy.netlify) throw new Error(NO_CATALOG_ON_DEPLOY);
  return { kind: 'file', path: DEMO_CATALOG_FILE };
}

/** One line for the build log: where the prices came from (never a secret). */
export function describeCatalogSource(catalogSource: BuildCatalogSource): string {
  switch (catalogSource.kind) {
    case 'emulator':
      return `the Firestore emulator at ${catalogSource.host} (project ${catalogSource.projectId})`;
    case 'firestore':
      return `Firestore (project ${catalogSource.projectId}, read with ${catalogSource.key})`;
    case 'file':
      return `${catalogSource.path} (no Firestore configured: a local build shows the demo catalog's prices)`;
  }
}
