// A screen's one API call, started by its island's first file before the screen's own code has loaded, and handed
// to the screen's load when it mounts: the call and the code's download run side by side, not one after the other.
// Each early answer is taken once; a retry (or a later visit to the same screen) calls again.

const started = new Map<string, Promise<unknown>>();

/** Starts `call` for `key` now (once). Its failure is the screen's to tell when it takes the answer. */
export function callEarly(key: string, call: () => Promise<unknown>): void {
  if (started.has(key)) return;
  const answer = call();
  answer.catch(() => {}); // told by the screen that takes it, not as an unhandled rejection meanwhile
  started.set(key, answer);
}

/** The answer started early for `key`, taken (a second ask calls again); else `call()` now. */
export function takeAnswer<T>(key: string, call: () => Promise<T>): Promise<T> {
  const early = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return early ?? call();
}
