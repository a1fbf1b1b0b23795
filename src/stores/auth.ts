// Who is signed in, for the islands (spec 4): user, loading and isAdmin, known without Firebase's client. The site's
// session cookie (`__session`, httpOnly) is the sign-in; the pages keep who it names as their signed-in hint
// (localStorage, written when a sign-in makes the session) and read it at once, so an app page renders from its own
// one API call with the cookie. A page without a hint asks the server once (GET /api/auth/session). A call the
// server refuses as signed out (401) ends the page's sign-in, and the islands send the visitor to /auth.
// Firebase's client loads only where a password or link is typed (./firebaseAuth.ts), and at sign-out.
import { atom } from 'nanostores';
import { authSessionEndRoute, authSessionRoute } from '../api/learnerContract';
import { request } from '../api/request';
import type { SessionUser } from '../lib/account/sessionSchema';
import { OFFLINE_OWNER_KEY } from '../lib/offline/offlineStore';
import { unavailableMessage } from '../lib/serviceWords';
import { readAuthHint, writeAuthHint } from './authHint';
import { takeAnswer } from '../islands/earlyAnswer';

export type { SessionUser };

export const $user = atom<SessionUser | null>(null);
export const $loading = atom(true);
export const $isAdmin = atom(false);

/**
 * How long a page waits for the sign-in state to settle (the server's answer about the session), and for each
 * sign-in call, before it says the sign-in service is not responding. Leaves time for the page's own call within
 * the 10 s in which every page shows what went wrong.
 */
export const SIGN_IN_WAIT_MS = 5000;

export const SIGN_IN_NOT_RESPONDING = unavailableMessage('sign-in');

/**
 * The words a page shows (beside 'Try again') while the sign-in state has not settled within SIGN_IN_WAIT_MS; null
 * otherwise. Cleared as soon as the state settles.
 */
export const $authProblem = atom<string | null>(null);

/** A wait on sign-in that ran out: status 503 with the words, like the server's own answer for a stalled sign-in. */
export class SignInNotRespondingError extends Error {
  readonly status = 503;
  /** Firebase's code for a timeout, so the sign-in forms word it like Firebase's own errors (signInWords.ts). */
  readonly code = 'auth/timeout';
  constructor(options: { cause?: unknown } = {}) {
    super(SIGN_IN_NOT_RESPONDING, options);
    this.name = 'SignInNotRespondingError';
  }
}

let settleTimer: ReturnType<typeof setTimeout> | undefined;
let started = false;

/** True once this tab asked to sign out: the page that asked decides where to go, not the islands' redirects. */
let signingOut = false;
export const isSigningOut = () => signingOut;

/** The state is known: the page carries on, and any 'not responding' it showed goes away. */
function settled(): void {
  clearTimeout(settleTimer);
  settleTimer = undefined;
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

function show(user: SessionUser | null): void {
  $user.set(user);
  $isAdmin.set(user?.isAdmin === true);
  settled();
}

/** A sign-in made the session (./firebaseAuth.ts): every island and the navigation follow it, and the hint keeps it. */
export function signedInAs(user: SessionUser): void {
  writeAuthHint({ signedIn: true, isAdmin: user.isAdmin, user });
  show(user);
  forgetWhatAnotherSaved(user.uid);
}

/**
 * A course saved for offline by someone else on this device is deleted, at the sign-in and again on every app page
 * that knows who is signed in: a sign-in form moves on to the next page at once, which can cut the deletion short.
 * The deleting code loads only then (this store is on every app page).
 */
function forgetWhatAnotherSaved(uid: string): void {
  const owner = localStorage.getItem(OFFLINE_OWNER_KEY);
  if (!owner || owner === uid) return;
  void import('../offline/forget')
    .then(({ forgetSavedByAnother }) => forgetSavedByAnother(uid))
    .catch((error: unknown) => console.error('The files saved for offline could not be checked.', error));
}

/** Who the session cookie names: the call, under the key by which a page's early script starts it. */
export const signedInAnswer = () => ['auth-session', () => request(authSessionRoute, undefined)] as const;

/**
 * Who the session cookie names, asked of the server (the page's early script may have asked already:
 * src/scripts/earlyCalls.ts); undefined when this page signed out while it asked (the answer is stale, and must not
 * bring the hint back).
 */
async function whoTheServerNames(): Promise<SessionUser | null | undefined> {
  const { user } = await takeAnswer(...signedInAnswer());
  return signingOut ? undefined : user;
}

/** A new name saved on /account: the pages and the hint use it from now on. */
export function renamedTo(fullName: string): void {
  const user = $user.get();
  if (user) signedInAs({ ...user, displayName: fullName || null });
}

/**
 * Who the session names now, asked of the server (a role or name changed since the sign-in counts), kept as the
 * hint; null when the server refuses the session (the page is then signed out).
 */
export async function refreshSignedInUser(): Promise<SessionUser | null> {
  const user = await whoTheServerNames();
  if (user === undefined) return null;
  if (user) signedInAs(user);
  else sessionEnded();
  return user;
}

/** Set once the server refused this page's session: the page is on its way to /auth. */
let ended = false;

/**
 * True once this page is signed out (by its own sign-out, or the server's refusal of its session): a load that
 * fails for it is no fault to log or toast, the page is leaving.
 */
export const isSignedOutNow = () => signingOut || ended;

/** The server refused this page's session (signed out elsewhere, expired, account gone): the page is signed out. */
export function sessionEnded(): void {
  ended = true;
  if (!$user.get() && !$loading.get()) return;
  writeAuthHint(null);
  show(null);
}

/** Asks the server who the session cookie names; a page without a hint does this once. */
async function askServer(): Promise<void> {
  watchSettling();
  try {
    const user = await whoTheServerNames();
    if (user === undefined) return;
    if (user) signedInAs(user);
    else {
      writeAuthHint(null);
      show(null);
    }
  } catch (error) {
    // Not answering, or failing: the state stays unknown (never 'signed out', which would send a signed-in learner
    // to /auth), and the page says the sign-in service is not responding, with 'Try again'.
    console.error('The sign-in state could not be read.', error);
    clearTimeout(settleTimer);
    $authProblem.set(SIGN_IN_NOT_RESPONDING);
  }
}

/** Learns who is signed in (from the hint at once, else from the server); islands call this when they mount. */
export function initAuth(): void {
  if (started) return;
  started = true;
  const user = readAuthHint()?.user;
  if (user) {
    show(user);
    forgetWhatAnotherSaved(user.uid);
  } else void askServer();
}

/**
 * Who is signed in, once known (started if no island started it yet); SignInNotRespondingError when that takes
 * longer than SIGN_IN_WAIT_MS. For a press that needs the answer (a purchase button).
 */
export function currentUser(): Promise<SessionUser | null> {
  initAuth();
  if (!$loading.get()) return Promise.resolve($user.get());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new SignInNotRespondingError());
    }, SIGN_IN_WAIT_MS);
    const stop = $loading.subscribe((loading) => {
      if (loading) return;
      clearTimeout(timer);
      queueMicrotask(() => stop());
      resolve($user.get());
    });
  });
}

/** 'Try again' on a page that said the sign-in service is not responding: asks once more. */
export function retrySignIn(): void {
  if (!$loading.get()) return;
  $authProblem.set(null);
  void askServer();
}

/**
 * Signs out: the page forgets the user first (a screen still loading asks nothing more), then Firebase's client
 * forgets the sign-in it keeps in this browser, then the server ends every session of the account (this device's
 * cookie, and every other device's at its next request) and clears the cookie. A server that cannot be reached still
 * leaves her signed out here.
 */
export async function signOutUser(): Promise<void> {
  signingOut = true;
  writeAuthHint(null);
  show(null);
  // Everything saved for offline on this device goes with the sign-in.
  await import('../offline/forget')
    .then(({ forgetSavedFiles }) => forgetSavedFiles())
    .catch((error: unknown) => console.error('The files saved for offline could not be deleted.', error));
  // Firebase first: once the server has ended the account's sessions, Firebase would find its kept sign-in refused.
  await import('./firebaseAuth')
    .then(({ forgetFirebaseSignIn }) => forgetFirebaseSignIn())
    .catch((error: unknown) => console.error('Firebase could not forget the sign-in on this device.', error));
  await request(authSessionEndRoute, undefined).catch((error: unknown) =>
    console.error('The site could not end the session; signed out on this device only.', error),
  );
}
