// Shared by both payments implementations until the payments issue builds them.
import { HttpError } from '../../../../src/lib/http';

export function paymentsNotConfigured(): HttpError {
  return new HttpError(503, 'Payments are not configured yet.');
}
