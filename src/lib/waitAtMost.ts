// The bound on a wait the browser cannot cut short itself (Firebase's sign-in calls, which give up only after
// 30 s): settles as `work` does, or rejects with `timeoutError()` after `ms`. The work goes on; a late result is
// simply not waited for here (whoever else holds the promise still gets it).

export function waitAtMost<T>(work: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error as Error);
      },
    );
  });
}
