// The one firebase-admin app of a function instance, created on first use.
// Emulator mode needs no credentials: firebase-admin follows FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST itself.
import { cert, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { usesFirebaseEmulators } from '../../src/lib/integrationModes';
import { serverEnv } from './env';

const APP_NAME = 'netlify-functions';

export function firebaseApp(): App {
  const existing = getApps().find((app) => app.name === APP_NAME);
  if (existing) return existing;

  if (usesFirebaseEmulators(process.env)) {
    // Without this the admin SDK probes the cloud metadata server (slow timeouts offline).
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  const { firebase } = serverEnv();
  return initializeApp(
    {
      projectId: firebase.projectId,
      storageBucket: firebase.storageBucket,
      // The admin SDK rejects an explicit `credential: undefined`; without one it uses application defaults.
      ...(firebase.serviceAccount && {
        credential: cert({
          projectId: firebase.serviceAccount.projectId ?? firebase.projectId,
          clientEmail: firebase.serviceAccount.clientEmail,
          privateKey: firebase.serviceAccount.privateKey,
        }),
      }),
    },
    APP_NAME,
  );
}

export function auth(): Auth {
  return getAuth(firebaseApp());
}

let firestore: Promise<Firestore> | undefined;

/**
 * Firestore, loaded on first use: its gRPC client is heavy, and functions that only verify tokens
 * (or only send mail) should not pay for it at cold start.
 */
export function db(): Promise<Firestore> {
  firestore ??= import('firebase-admin/firestore')
    .then(({ getFirestore }) => getFirestore(firebaseApp()))
    .catch((error: unknown) => {
      firestore = undefined; // let the next call try again instead of caching the failure
      throw error;
    });
  return firestore;
}
