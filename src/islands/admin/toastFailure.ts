// The one way the admin screens report a failed action: the error goes to the console for the practitioner's
// developer, the words go to a destructive toast (title 'Error' unless the spec names another, spec 8).
import { toast } from '../../stores/toasts';

/** Logs `error` and shows `message` in a destructive toast. */
export function toastFailure(error: unknown, message: string, title = 'Error'): void {
  console.error(error);
  toast({ title, message, variant: 'destructive' });
}
