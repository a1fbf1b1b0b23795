// Authentication state for islands (spec 4): user, loading and isAdmin, following Firebase's
// onIdTokenChanged (sign-in, sign-out, token refresh, user updates). Firebase loads only here, by
// modular imports, with its configuration from GET /api/public-config (one build for every environment).
import { atom } from 'nanostores';
import { publicConfigRoute } from '../api/publicRoutes';
import { initializeApp, getApps, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { writeAuthHint } from './authHint';

export type PublicFirebaseConfig = { apiKey: string; authDomain: string; projectId: string; authEmulatorUrl?: string };

export const $user = atom<User | null>(null);
export const $loading = atom(true);
export const $isAdmin = atom(false);

/** The latest ID token, kept so that a keepalive save on page hide can send it synchronously. */
let currentToken: string | null = null;
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
      const response = await fetch(publicConfigRoute.path, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      config = (await response.json()) as PublicFirebaseConfig;
    } catch (error) {
      // A busy or cold server: try twice more (after 0.5 s and 1 s) before giving up.
      if (attempt >= 2) throw new Error('Could not load the sign-in configuration.', { cause: error });
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
  onIdTokenChanged(auth, async (user) => {
    if (!user) {
      currentToken = null;
      $user.set(null);
      $isAdmin.set(false);
      writeAuthHint(null);
      $loading.set(false);
      return;
    }
    let isAdmin = false;
    try {
      const result = await user.getIdTokenResult();
      currentToken = result.token;
      isAdmin = result.claims.admin === true;
    } catch (error) {
      console.error('Role lookup failed; continuing as a non-admin.', error);
    }
    $isAdmin.set(isAdmin);
    $user.set(user);
    writeAuthHint({ signedIn: true, isAdmin });
    $loading.set(false);
  });
  return auth;
}

/** The Auth instance, created on first use (and retried after a failure). */
export function getAuthInstance(): Promise<Auth> {
  authPromise ??= loadAuth().catch((error: unknown) => {
    authPromise = undefined;
    $loading.set(false);
    throw error;
  });
  return authPromise;
}

/** Starts following the auth state; islands call this once when they mount. */
export function initAuth(): void {
  getAuthInstance().catch((error: unknown) => console.error(error));
}

/** A fresh ID token for the signed-in user, or null. */
export async function getIdToken(): Promise<string | null> {
  const auth = await getAuthInstance();
  await auth.authStateReady();
  if (!auth.currentUser) return null;
  currentToken = await auth.currentUser.getIdToken();
  return currentToken;
}

export function latestIdToken(): string | null {
  return currentToken;
}

export async function signInWithPassword(email: string, password: string): Promise<User> {
  const auth = await getAuthInstance();
  return (await signInWithEmailAndPassword(auth, email, password)).user;
}

export async function signUpWithPassword(email: string, password: string, fullName: string): Promise<User> {
  const auth = await getAuthInstance();
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  if (fullName) await updateProfile(user, { displayName: fullName });
  // The confirmation e-mail is helpful but not essential: a failure must not undo the sign-up.
  await sendEmailVerification(user).catch((error: unknown) => console.error('Verification e-mail failed', error));
  return user;
}

/** True once this tab asked to sign out: the page that asked decides where to go, not the islands' redirects. */
let signingOut = false;
export const isSigningOut = () => signingOut;

export async function signOutUser(): Promise<void> {
  signingOut = true;
  writeAuthHint(null);
  const auth = await getAuthInstance();
  await signOut(auth);
  currentToken = null;
}
