// Authentication state for islands (spec 4): user, loading and isAdmin, following Firebase's
// onIdTokenChanged (sign-in, sign-out, token refresh, user updates). Firebase loads only here, by
// modular imports, with its configuration from GET /api/public-config (one build for every environment).
// Every wait on sign-in is bounded (SIGN_IN_WAIT_MS): Firebase's own calls give up only after 30 s, so a
// stalled sign-in service would otherwise leave a page on 'Loading...' that long. Past the bound the page shows
// the sign-in service is not responding, with 'Try again', and carries on by itself once the state settles.
// Every sign-in is traded once for the site's session cookie (startServerSession); sign-out ends it on the server.
import { atom } from 'nanostores';
import { authSessionEndRoute, authSessionStartRoute } from '../api/contract';
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
  onIdTokenChanged,
  signInWithEmailAndPassword,
  signOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { unavailableMessage } from '../lib/serviceWords';
import { waitAtMost } from '../lib/waitAtMost';
import { writeAuthHint } from './authHint';

export const $user = atom<User | null>(null);
export const $loading = atom(true);
export const $isAdmin = atom(false);

/**
 * How long a page waits for the sign-in state to settle (configuration, Firebase's start with its check of the
 * stored user, the first token), and for each token or sign-in call, before it says the sign-in service is not
 * responding. Leaves time for the page's own call within the 10 s in which every page shows what went wrong.
 */
export const SIGN_IN_WAIT_MS = 5000;

export const SIGN_IN_NOT_RESPONDING = unavailableMessage('sign-in');

/**
 * The words a page shows (beside 'Try again') while the sign-in state has not settled within SIGN_IN_WAIT_MS, or
 * the sign-in configuration did not load; null otherwise. Cleared as soon as the state settles.
 */
export const $authProblem = atom<string | null>(null);

/** A wait on sign-in that ran out: status 503 with the words, like the server's own answer for a stalled sign-in. */
export class SignInNotRespondingError extends Error {
  readonly status = 503;
  /** Firebase's code for a timeout, so the sign-in forms word it like Firebase's own errors (learningAuth.ts). */
  readonly code = 'auth/timeout';
  constructor(options: { cause?: unknown } = {}) {
    super(SIGN_IN_NOT_RESPONDING, options);
    this.name = 'SignInNotRespondingError';
  }
}

/** `work`, or SignInNotRespondingError once SIGN_IN_WAIT_MS has passed without an answer. */
function boundedSignIn<T>(work: Promise<T>): Promise<T> {
  return waitAtMost(work, SIGN_IN_WAIT_MS, () => new SignInNotRespondingError());
}

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
  onIdTokenChanged(auth, async (user) => {
    if (!user) {
      currentToken = null;
      $user.set(null);
      $isAdmin.set(false);
      writeAuthHint(null);
      settled();
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
    settled();
  });
  return auth;
}

let settleTimer: ReturnType<typeof setTimeout> | undefined;

/** The state is known: the page carries on, and any 'not responding' it showed goes away. */
function settled(): void {
  clearTimeout(settleTimer);
  $authProblem.set(null);
  $loading.set(false);
}

/** Until the state settles, says after SIGN_IN_WAIT_MS that the sign-in service is not responding. */
function watchSettling(): void {
  clearTimeout(settleTimer);
  if (!$loading.get()) return;
  settleTimer = setTimeout(() => {
    if ($loading.get()) $authProblem.set(SIGN_IN_NOT_RESPONDING);
  }, SIGN_IN_WAIT_MS);
}

/**
 * The Auth instance, created on first use (and retried after a failure). When the configuration cannot be loaded
 * the state stays unknown (never 'signed out', which would send a signed-in learner to /auth) and the pages say
 * the sign-in service is not responding.
 */
export function getAuthInstance(): Promise<Auth> {
  authPromise ??= loadAuth().catch((error: unknown) => {
    authPromise = undefined;
    if ($loading.get()) {
      clearTimeout(settleTimer);
      $authProblem.set(SIGN_IN_NOT_RESPONDING);
    }
    throw error;
  });
  return authPromise;
}

/** Starts following the auth state, and the bounded wait for it to settle; islands call this when they mount. */
export function initAuth(): void {
  getAuthInstance().catch((error: unknown) => console.error(error));
  if (settleTimer === undefined) watchSettling();
}

/** 'Try again' on a page that said the sign-in service is not responding: waits once more, from the start. */
export function retrySignIn(): void {
  if (!$loading.get()) return;
  $authProblem.set(null);
  getAuthInstance().catch((error: unknown) => console.error(error));
  watchSettling();
}

/** A fresh ID token for the signed-in user, or null; SignInNotRespondingError when sign-in does not answer in time. */
export async function getIdToken(): Promise<string | null> {
  return boundedSignIn(
    (async () => {
      const auth = await getAuthInstance();
      await auth.authStateReady();
      if (!auth.currentUser) return null;
      currentToken = await auth.currentUser.getIdToken();
      return currentToken;
    })(),
  );
}

export function latestIdToken(): string | null {
  return currentToken;
}

/**
 * Trades the ID token of the sign-in that just happened for the site's session cookie (`__session`: httpOnly, so
 * no script on any page can read it), once per sign-in; again after a password or e-mail change, whose new token
 * carries the new claims. Every sign-in path calls it. A failure does not undo the sign-in: it is logged, and the
 * pages go on sending the ID token with each call.
 */
export async function startServerSession(user: User): Promise<void> {
  try {
    await request(authSessionStartRoute, { idToken: await user.getIdToken() });
  } catch (error) {
    console.error('The sign-in session could not be started; this page goes on with the sign-in token.', error);
  }
}

/**
 * Signs in; SignInNotRespondingError when the sign-in service does not answer in time. A sign-in answered later
 * still signs the person in (the pages follow the state), so nothing they did is lost.
 */
export async function signInWithPassword(email: string, password: string): Promise<User> {
  const user = await boundedSignIn((async () => (await signInWithEmailAndPassword(await getAuthInstance(), email, password)).user)());
  await startServerSession(user);
  return user;
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

/** True once this tab asked to sign out: the page that asked decides where to go, not the islands' redirects. */
let signingOut = false;
export const isSigningOut = () => signingOut;

/**
 * Signs out: Firebase forgets the user here first (a screen still loading then asks nothing more with her token),
 * then the server ends every session of the account (this device's cookie, and every other device's sign-in at its
 * next request) and clears the cookie. Her last ID token goes along, so the account is named even when its cookie
 * was never made; a server that cannot be reached still leaves her signed out here.
 */
export async function signOutUser(): Promise<void> {
  signingOut = true;
  writeAuthHint(null);
  const auth = await getAuthInstance();
  const token = (await auth.currentUser?.getIdToken().catch(() => null)) ?? null;
  await signOut(auth);
  currentToken = null;
  await request(authSessionEndRoute, undefined, { token }).catch((error: unknown) =>
    console.error('The site could not end the session; signed out on this device only.', error),
  );
}
