// Firebase Auth's browser client, only where a password or a link is typed (/auth, /course-access,
// /auth/set-password, the purchase dialog's account step, /account's password and e-mail sections) and at sign-out:
// loaded by those forms, never with an app page. Its configuration comes from GET /api/public-config (one build for
// every environment). Every sign-in is traded once for the site's session cookie (startServerSession), which is
// then the sign-in every page uses (./auth.ts). Every wait on sign-in is bounded (SIGN_IN_WAIT_MS): Firebase's own
// calls give up only after 30 s.
import { authSessionStartRoute } from '../api/learnerContract';
import { publicConfigRoute } from '../api/publicRoutes';
import { request } from '../api/request';
import type { PublicFirebaseConfig } from '../lib/environment';
import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { waitAtMost } from '../lib/waitAtMost';
import { SIGN_IN_WAIT_MS, SignInNotRespondingError, signedInAs } from './auth';

/** `work`, or SignInNotRespondingError once SIGN_IN_WAIT_MS has passed without an answer. */
function boundedSignIn<T>(work: Promise<T>): Promise<T> {
  return waitAtMost(work, SIGN_IN_WAIT_MS, () => new SignInNotRespondingError());
}

let authPromise: Promise<Auth> | undefined;

const CONFIG_CACHE_KEY = 'maya-firebase-config';

/** The web SDK configuration, fetched once per browser tab (then read from sessionStorage). */
async function publicConfig(): Promise<PublicFirebaseConfig> {
  try {
    const cached = sessionStorage.getItem(CONFIG_CACHE_KEY);
    if (cached) return JSON.parse(cached) as PublicFirebaseConfig;
  } catch {
    // storage unavailable: fetch below
  }
  let config: PublicFirebaseConfig | undefined;
  for (let attempt = 0; !config; attempt++) {
    try {
      const response = await fetch(publicConfigRoute.path, {
        headers: { accept: 'application/json' },
        // Room for a function's cold start; the page says 'not responding' after SIGN_IN_WAIT_MS all the same.
        signal: AbortSignal.timeout(2 * SIGN_IN_WAIT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      config = (await response.json()) as PublicFirebaseConfig;
    } catch (error) {
      // A busy or cold server: try twice more (after 0.5 s and 1 s) before giving up.
      if (attempt >= 2)
        throw new SignInNotRespondingError({ cause: new Error('Could not load the sign-in configuration.', { cause: error }) });
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
  try {
    sessionStorage.setItem(CONFIG_CACHE_KEY, JSON.stringify(config));
  } catch {
    // not cached: fine
  }
  return config;
}

async function loadAuth(): Promise<Auth> {
  const config = await publicConfig();
  const app: FirebaseApp =
    getApps()[0] ?? initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId });
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  return auth;
}

/** The Auth instance, created on first use (and again after a failure to load its configuration). */
export function getAuthInstance(): Promise<Auth> {
  authPromise ??= loadAuth().catch((error: unknown) => {
    authPromise = undefined;
    throw error;
  });
  return authPromise;
}

/** A fresh ID token of the person signed in with Firebase here (after a re-confirmed password), or null. */
export async function freshIdToken(): Promise<string | null> {
  return boundedSignIn(
    (async () => {
      const auth = await getAuthInstance();
      await auth.authStateReady();
      return (await auth.currentUser?.getIdToken()) ?? null;
    })(),
  );
}

/**
 * Trades the ID token of the sign-in that just happened for the site's session cookie (`__session`: httpOnly, so
 * no script on any page can read it), once per sign-in; again after a password or e-mail change, whose new token
 * carries the new claims. Every sign-in path calls it, and the sign-in counts only once it is made: every page
 * signs in with the cookie. The pages then know who is signed in from the server's answer.
 */
export async function startServerSession(user: User): Promise<void> {
  const { user: signedIn } = await request(authSessionStartRoute, { idToken: await user.getIdToken() });
  signedInAs(signedIn);
}

/**
 * Signs in and makes the session; SignInNotRespondingError when that does not finish in time. A sign-in answered
 * later still makes the session and signs the person in (the pages follow the state), so nothing they did is lost.
 */
export async function signInWithPassword(email: string, password: string): Promise<User> {
  return boundedSignIn(
    (async () => {
      const { user } = await signInWithEmailAndPassword(await getAuthInstance(), email, password);
      await startServerSession(user);
      return user;
    })(),
  );
}

/**
 * Not bounded: an account created after the page stopped waiting would miss the profile the page makes next, so
 * sign-up waits for Firebase's own answer (or its own 30 s network timeout).
 */
export async function signUpWithPassword(email: string, password: string, fullName: string): Promise<User> {
  const auth = await getAuthInstance();
  await createUserWithEmailAndPassword(auth, email, password);
  // Then a sign-in of its own: the Auth emulator reads its clock twice when it makes an account, and when a second
  // turns in between, the account's sessions count from a moment after its first sign-in, whose tokens the server
  // then refuses as ended (every screen fails). A second sign-in starts after it in any case.
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  // The name first, so that the session carries it (updateProfile renews the ID token).
  if (fullName) await updateProfile(user, { displayName: fullName });
  await startServerSession(user);
  return user;
}

/** Sign-out's last step (./auth.ts): Firebase forgets the sign-in it keeps in this browser (IndexedDB). */
export async function forgetFirebaseSignIn(): Promise<void> {
  await signOut(await getAuthInstance());
}
