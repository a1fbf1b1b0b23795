// The words that say which service is not answering, shared by the server (a 503's message) and the browser
// (a page that waited too long for sign-in or for the site), so an outage reads the same wherever it is noticed.
// Pure: no runtime imports, so a page bundle carries only these lines.

/** The services a request may wait on, as the words name them. */
export type Backend = 'database' | 'sign-in' | 'payments' | 'mail' | 'storage';

const SERVICE_NAMES: Record<Backend, string> = {
  database: 'Our database',
  'sign-in': 'The sign-in service',
  payments: 'The payment service',
  mail: 'The e-mail service',
  storage: 'File storage',
};

/** e.g. 'The sign-in service is not responding right now. Please try again in a moment.' */
export function unavailableMessage(backend: Backend): string {
  return `${SERVICE_NAMES[backend]} is not responding right now. Please try again in a moment.`;
}

/** Said when the site itself did not answer a page's call in time (no backend named it). */
export const SITE_NOT_RESPONDING = 'The site is not responding right now. Please try again in a moment.';
