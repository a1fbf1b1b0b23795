// Firestore rules with the web SDK against the real emulator: every client read and write is denied,
// signed out and signed in alike (all access goes through the functions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  setDoc,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { seedDemoData } from '../../scripts/lib/seed.mjs';

let app: FirebaseApp;
let firestore: Firestore;

beforeAll(async () => {
  const accounts = await seedDemoData(process.env);
  void accounts;
  app = initializeApp({ projectId: process.env.FIREBASE_PROJECT_ID, apiKey: 'demo-key-local' }, `rules-${Date.now()}`);
  firestore = getFirestore(app);
  const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  connectFirestoreEmulator(firestore, host!, Number(port));
});

afterAll(async () => {
  await terminate(firestore);
  await deleteApp(app);
});

const denied = async (promise: Promise<unknown>) => {
  await expect(promise).rejects.toMatchObject({ code: 'permission-denied' });
};

const COLLECTIONS = ['courses', 'course_sessions', 'user_enrollments', 'user_session_progress', 'profiles', 'user_roles'];

describe('Firestore rules', () => {
  it('deny every read and write when signed out', async () => {
    for (const name of COLLECTIONS) {
      await denied(getDocs(collection(firestore, name)));
      await denied(getDoc(doc(firestore, name, 'quantum-alchemy-breathwork')));
      await denied(setDoc(doc(firestore, name, 'client-write'), { x: 1 }));
    }
  });

  it('deny every read and write for a signed-in learner, even of their own documents', async () => {
    const auth = getAuth(app);
    connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
    const { user } = await signInWithEmailAndPassword(auth, 'learner@example.com', 'local-learner-pass');
    await denied(getDoc(doc(firestore, 'profiles', user.uid)));
    await denied(getDoc(doc(firestore, 'user_enrollments', `${user.uid}_quantum-alchemy-breathwork`)));
    await denied(
      setDoc(doc(firestore, 'user_enrollments', `${user.uid}_the-animal-that-walks-with-you`), {
        user_id: user.uid,
        course_id: 'the-animal-that-walks-with-you',
      }),
    );
    await denied(setDoc(doc(firestore, 'user_session_progress', `${user.uid}_x`), { user_id: user.uid, watch_time_seconds: 99999 }));
    await denied(getDocs(collection(firestore, 'course_sessions')));
  });
});
