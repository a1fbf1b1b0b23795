// A screen's view code, fetched beside its data rather than with the page: the island's first file stays small
// (React parses and starts sooner), the screen's one API call starts at once, and the view's file downloads while
// that call is answered. The screen shows its 'Loading...' words until both are in, as it did while only the data
// was awaited.
import { startTransition, useEffect, useState } from 'react';

/** Set while a reload for a file that failed to load is under way: the page reloads once, not in a loop. */
const RELOADED_KEY = 'maya-view-code-reloaded';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage blocked: no reload, the screen shows the failure
  }
}

/**
 * `load` (a dynamic import) run once and shared by every caller; start it as early as the view may be needed. A
 * failure reloads the page once, which fetches the current files; a second failure is the screen's to show.
 */
export function viewCode<M>(load: () => Promise<M>): () => Promise<M> {
  let started: Promise<M> | undefined;
  return () =>
    (started ??= load().catch((error: unknown) => {
      console.error('The screen could not load its code.', error);
      const storage = tabStorage();
      if (storage && storage.getItem(RELOADED_KEY) === null) {
        storage.setItem(RELOADED_KEY, '1');
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }));
}

export type ViewCode<M> = { kind: 'loading' } | { kind: 'ready'; code: M } | { kind: 'failed' };

/** The view's code as a screen renders it: loading, ready, or failed (the screen says so, with 'Try again'). */
export function useViewCode<M>(code: () => Promise<M>): ViewCode<M> {
  const [state, setState] = useState<ViewCode<M>>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    code().then(
      (loaded) => {
        tabStorage()?.removeItem(RELOADED_KEY);
        // Rendered in slices, like the data's arrival (useLoad.ts): whichever comes last renders the whole view.
        if (current) startTransition(() => setState({ kind: 'ready', code: loaded }));
      },
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [code]);
  return state;
}
