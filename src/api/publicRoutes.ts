// The public routes the content pages' few lines of script call (live prices, the contact form) and the site's
// own probes: apart from the rest of the contract, and plain objects (no runtime import), so that a content
// page's bundle carries only these few lines.
import type { ContactMessageInput } from '../lib/contact/rules';
import type { PublicCoursesResponse } from '../lib/catalog/publicCourses';
import type { PublicFirebaseConfig } from '../lib/environment';
import type { Route } from './route';

export const publicCoursesRoute: Route<void, PublicCoursesResponse> = {
  path: '/api/courses',
  method: 'GET',
  auth: 'public',
  input: 'none',
  answer: 'json',
  codes: [],
};
export const sendContactEmailRoute: Route<ContactMessageInput, { ok: true }> = {
  path: '/api/send-contact-email',
  method: 'POST',
  auth: 'public',
  input: 'body',
  answer: 'json',
  codes: ['rate_limited'],
};
export const storageImageRoute: Route<{ path: string }, Blob> = {
  path: '/api/storage-image',
  method: 'GET',
  auth: 'public',
  input: 'query',
  answer: 'file',
  codes: [],
};
export const publicConfigRoute: Route<void, PublicFirebaseConfig> = {
  path: '/api/public-config',
  method: 'GET',
  auth: 'public',
  input: 'none',
  answer: 'json',
  codes: [],
};
export const healthRoute: Route<void, { status: 'ok' | 'unavailable' }> = {
  path: '/api/health',
  method: 'GET',
  auth: 'public',
  input: 'none',
  answer: 'json',
  codes: [],
};
/** The courses the signed-in visitor owns (enrolled in), for 'Go to Course' on the course pages and /courses. */
export type OwnedCoursesResponse = { courseIds: string[] };
export const ownedCoursesRoute: Route<void, OwnedCoursesResponse> = {
  path: '/api/owned-courses',
  method: 'GET',
  auth: 'user',
  input: 'none',
  answer: 'json',
  codes: [],
};
