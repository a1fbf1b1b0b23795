// How the admin's tabs report a failed action: the error goes to the console, the words to a destructive toast
// (title 'Error' unless the spec names another, spec 8). The words are the spec's fallback, or the API's own
// where the spec says 'error message or ...': only a refusal's (refusalWords) or any error's (errorWords).
// Not in src/api/failureWords.ts, which every app page loads up front; the Overview, which ships with the
// page, keeps its two toasts inline for the same reason.
import { toast } from '../../stores/toasts';

/** Logs `error` and shows `message` in a destructive toast. */
export function toastFailure(error: unknown, message: string, title = 'Error'): void {
  console.error(error);
  toast({ title, message, variant: 'destructive' });
}

/** An error that is the API's answer (the browser client's ApiError): a status and words written for people. */
type Answered = Error & { status: number };

/** True for the API refusing what was asked (a 4xx): its words say why and are meant for the person. */
export function isRefusal(error: unknown): error is Answered {
  const status = (error as { status?: unknown } | null)?.status;
  return error instanceof Error && typeof status === 'number' && status >= 400 && status < 500;
}

/** A refusal's words (4xx, e.g. 'This session has progress for 3 learners...'), else `fallback`. */
export function refusalWords(error: unknown, fallback: string): string {
  return isRefusal(error) ? error.message : fallback;
}

/** Any error's own words, else `fallback`. */
export function errorWords(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
