// "A session of this course was just completed", told across the session page: SessionView announces it after a
// successful Mark as Complete, and the certificate panel counts again (the last one makes the certificate ready).
export const SESSION_COMPLETED_EVENT = 'course-app:session-completed';

type Detail = { courseId: string; sessionId: string };

export function announceSessionCompleted(courseId: string, sessionId: string): void {
  window.dispatchEvent(new CustomEvent<Detail>(SESSION_COMPLETED_EVENT, { detail: { courseId, sessionId } }));
}

/** Calls `listener` whenever a session of `courseId` is completed; returns the unsubscribe function. */
export function onSessionCompleted(courseId: string, listener: () => void): () => void {
  const handle = (event: Event) => {
    if ((event as CustomEvent<Detail>).detail?.courseId === courseId) listener();
  };
  window.addEventListener(SESSION_COMPLETED_EVENT, handle);
  return () => window.removeEventListener(SESSION_COMPLETED_EVENT, handle);
}
