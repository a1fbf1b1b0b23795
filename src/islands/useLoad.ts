// One way a screen loads what it shows: 'loading', then its data; or a refusal the screen puts in its own words
// (403 not yours, 404 not there); or a failure, told by a toast with the screen's words, with the service's reason
// when it gave one and retry() behind 'Try again'. A newer load (another key, or a retry) makes an older answer moot.
// refresh() loads again after a change while the screen keeps showing what it has (nothing typed in it is lost).
import { startTransition, useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { unavailableReason, type ErrorCode } from '../lib/http';
import { isSignedOutNow } from '../stores/auth';
import { toast } from '../stores/toasts';

/** A refusal carries the server's code and words, for a refusal a screen tells in the server's own words. */
export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'refused'; status: number; code: ErrorCode | null; message: string | null }
  | { kind: 'failed'; reason: string | null };

/** The statuses a screen answers in its own words rather than as a failure. */
const REFUSALS = new Set([403, 404]);

/** After a failure (or a refusal a screen does not word itself), the reason to show: '' when the service gave none. */
export function failureReason<T>(state: Loaded<T>): string | null {
  if (state.kind === 'failed') return state.reason ?? '';
  return state.kind === 'refused' ? '' : null;
}

/**
 * Loads `load()` for `key` (what is shown: a course id, a session…), and again when the key changes or on retry().
 * A null key waits (no signed-in user yet, say): nothing loads and the state stays 'loading'.
 * `failure` is the toast's words when it fails (the spec's 'Failed to load course data.'); `onReady` runs with the
 * data (a page title, say).
 */
export function useLoad<T>(
  key: string | null,
  load: () => Promise<T>,
  { failure, onReady }: { failure: string; onReady?: (data: T) => void },
) {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const start = useEffectEvent(() => load());
  const ready = useEffectEvent((data: T) => onReady?.(data));
  // The latest load and words, for refresh() (called from events, after a render); and which load is current.
  const latest = useRef({ load, failure, onReady });
  useEffect(() => {
    latest.current = { load, failure, onReady };
  });
  const generation = useRef(0);

  useEffect(() => {
    if (key === null) return;
    const mine = ++generation.current;
    const current = () => generation.current === mine;
    start().then(
      (data) => {
        if (!current()) return;
        ready(data);
        // The whole screen renders now: as a transition React renders it in slices, answering a tap or a scroll
        // between them, instead of one long task that holds up the phone's main thread.
        startTransition(() => setState({ kind: 'ready', data }));
      },
      (error: unknown) => {
        // Signed out meanwhile (the server refused the session): the page is on its way to /auth, nothing to say.
        if (!current() || isSignedOutNow()) return;
        if (error instanceof ApiError && REFUSALS.has(error.status))
          return setState({ kind: 'refused', status: error.status, code: error.code, message: error.serverMessage });
        console.error(error);
        toast({ title: 'Error', message: failure, variant: 'destructive' });
        setState({ kind: 'failed', reason: unavailableReason(error) });
      },
    );
    return () => {
      generation.current += 1;
    };
  }, [key, attempt, failure]);

  const retry = () => {
    setState({ kind: 'loading' });
    setAttempt((value) => value + 1);
  };

  /** Loads again keeping what is shown; a failure is told by the toast and leaves the screen as it was. */
  const refresh = async (): Promise<void> => {
    const mine = generation.current;
    const { load: loadNow, failure: words, onReady: readyNow } = latest.current;
    try {
      const data = await loadNow();
      if (generation.current !== mine) return;
      readyNow?.(data);
      setState({ kind: 'ready', data });
    } catch (error) {
      if (generation.current !== mine || isSignedOutNow()) return;
      if (error instanceof ApiError && REFUSALS.has(error.status))
        return setState({ kind: 'refused', status: error.status, code: error.code, message: error.serverMessage });
      console.error(error);
      toast({ title: 'Error', message: words, variant: 'destructive' });
    }
  };
  return { state, retry, refresh };
}
