// @ts-check
// Where `npm run serve` gets its data from, so that the built site works with no extra variables:
// - the environment already names emulators (the tests) or a cloud Firebase project: use it as it is;
// - `npm start` is running: use its emulators and its data folder (same accounts, outbox, files);
// - otherwise: start the emulators on the same ports with `npm start`'s saved data, seed the demo data
//   once (as `npm start` does: nothing the practitioner deleted comes back), and save it back when the server stops.
import { join } from 'node:path';
import { DEFAULT_PROJECT_ID, emulatorEnv, emulatorPorts, emulatorsRunning, startEmulators } from './emulators.mjs';
import { SAVE_EVERY_MS } from './local-stack.mjs';
import { seedDemoDataOnce } from './seed.mjs';

const CLOUD_FIREBASE_VARIABLES = ['FIREBASE_SERVICE_ACCOUNT', 'FIREBASE_CLIENT_EMAIL', 'PUBLIC_FIREBASE_API_KEY'];

/**
 * @param {{ dataDir: string, env?: NodeJS.ProcessEnv }} options  dataDir: `npm start`'s data folder
 * @returns {Promise<{ env: Record<string, string>, description: string, stop: () => Promise<void> }>}
 */
export async function connectServeData({ dataDir, env = process.env }) {
  const none = async () => {};
  if (env.FIREBASE_AUTH_EMULATOR_HOST || env.FIRESTORE_EMULATOR_HOST) {
    return {
      env: {},
      description: `the emulators named in the environment (${env.FIREBASE_AUTH_EMULATOR_HOST ?? '-'}, ${env.FIRESTORE_EMULATOR_HOST ?? '-'})`,
      stop: none,
    };
  }
  if (CLOUD_FIREBASE_VARIABLES.some((name) => env[name]?.trim())) {
    return { env: {}, description: `the Firebase project ${env.FIREBASE_PROJECT_ID ?? '(FIREBASE_PROJECT_ID unset)'}`, stop: none };
  }
  const ports = emulatorPorts(env);
  const projectId = env.FIREBASE_PROJECT_ID ?? DEFAULT_PROJECT_ID;
  const localEnv = { ...emulatorEnv(ports, projectId), LOCAL_DATA_DIR: dataDir };
  if (await emulatorsRunning(ports)) {
    return {
      env: localEnv,
      description: `the emulators of the running \`npm start\` (ports ${ports.auth} and ${ports.firestore}) and its data in ${dataDir}`,
      stop: none,
    };
  }
  const emulators = await startEmulators({ projectId, dataDir: join(dataDir, 'emulators'), logDir: join(dataDir, 'logs'), ports });
  try {
    await seedDemoDataOnce({ ...env, ...localEnv });
  } catch (error) {
    await emulators.stop();
    throw error;
  }
  // The same save window as `npm start`: it is the same data.
  const saveTimer = setInterval(() => emulators.save().catch((e) => console.error(`Autosave failed: ${e.message}`)), SAVE_EVERY_MS);
  return {
    env: localEnv,
    description: `its own emulators (ports ${ports.auth} and ${ports.firestore}) with \`npm start\`'s data in ${dataDir}, saved when it stops`,
    stop: async () => {
      clearInterval(saveTimer);
      await emulators.save().catch((e) => console.error(`Could not save the emulator data: ${e.message}`));
      await emulators.stop();
    },
  };
}
