// The answer for anything that needs a payments feature this environment does not run.
import { HttpError } from '../../../../src/lib/http';

export function paymentsNotConfigured(what = 'Payments are not configured.'): HttpError {
  return new HttpError(503, what);
}
