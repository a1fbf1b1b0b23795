// Words the learner screens choose from facts: the dashboard greeting and the resume line of a session.
// Pure, no imports.

/** An account counts as brand new for this long after it was created, until its next sign-in. */
export const NEW_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

export type AccountFacts = {
  fullName?: string | null;
  displayName?: string | null;
  email: string;
  /** Firebase user metadata (RFC 1123 or ISO dates), when known. */
  createdAt?: string | null;
  lastSignInAt?: string | null;
};

/** The learner's full name when known, else their e-mail address (spec 2.10). */
export function learnerName(facts: Pick<AccountFacts, 'fullName' | 'displayName' | 'email'>): string {
  return facts.fullName?.trim() || facts.displayName?.trim() || facts.email;
}

/** True for an account made moments ago that has not signed in since (its first visit). */
export function isFirstVisit(facts: Pick<AccountFacts, 'createdAt' | 'lastSignInAt'>, now = Date.now()): boolean {
  const created = Date.parse(facts.createdAt ?? '');
  const lastSignIn = Date.parse(facts.lastSignInAt ?? '');
  if (Number.isNaN(created)) return false;
  const signedInSince = !Number.isNaN(lastSignIn) && lastSignIn - created > 60_000;
  return !signedInSince && now - created < NEW_ACCOUNT_WINDOW_MS;
}

/** 'Welcome, {name}' on a first visit, 'Welcome back, {name}' afterwards. */
export function dashboardGreeting(facts: AccountFacts, now = Date.now()): string {
  return `${isFirstVisit(facts, now) ? 'Welcome' : 'Welcome back'}, ${learnerName(facts)}`;
}

/** m:ss (or h:mm:ss) for a number of seconds. */
export function clockText(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The line shown when a learner comes back to a session they have started: with a video it says where the
 * video picks up; without one, how long they have spent so far. Nothing for a session not yet started.
 */
export function resumeLine(seconds: number, hasVideo: boolean): string | null {
  if (seconds < 1) return null;
  return hasVideo
    ? `Continue where you left off: the video picks up at ${clockText(seconds)}.`
    : `Continue where you left off: ${clockText(seconds)} spent in this session so far.`;
}
