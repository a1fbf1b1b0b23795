// `npm start` and `npm run serve` as a developer's shell runs them, for the tests that start them: the given
// ports and data folder, and none of the test runner's or the test emulators' variables (under VITEST,
// Astro's dev server answers pages with 404; leaked emulator variables would point the stack elsewhere).
export { alive } from '../../scripts/lib/watchdog.mjs';

const LEAKING = [
  'NODE_ENV',
  'TEST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_PROJECT_ID',
  'GCLOUD_PROJECT',
  'LOCAL_DATA_DIR',
  'SANITY_LAKE_URL',
];

export type StackPorts = { web: number; auth: number; firestore: number; hub: number; logging: number; lake?: number };

export function developerShellEnv(ports: StackPorts, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOCAL_STACK_DATA_DIR: dataDir,
    PORT: String(ports.web),
    AUTH_EMULATOR_PORT: String(ports.auth),
    FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    EMULATOR_HUB_PORT: String(ports.hub),
    EMULATOR_LOGGING_PORT: String(ports.logging),
    ...(ports.lake ? { SANITY_LAKE_PORT: String(ports.lake) } : {}),
  };
  for (const key of Object.keys(env)) {
    if (key.startsWith('VITEST') || key.startsWith('PLAYWRIGHT') || LEAKING.includes(key)) delete env[key];
  }
  return env;
}
