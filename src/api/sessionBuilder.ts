// The browser client of the course builder's session calls (/api/admin/sessions; payloads in
// src/lib/admin/sessionSchemas.ts). Each call carries the admin's ID token; a refusal becomes an ApiError with the
// server's words (e.g. "2 learners have progress on this session...") and its code.
import type { AddSessionBody, EditSessionBody, ReorderSessionsBody } from '../lib/admin/sessionSchemas';
import {
  adminSessionAddRoute,
  adminSessionDeleteRoute,
  adminSessionDetailsRoute,
  adminSessionEditRoute,
  adminSessionsReorderRoute,
} from './adminContract';
import { call } from './client';

export const sessionBuilderApi = {
  details: (id: string) => call(adminSessionDetailsRoute, { id }),
  add: (body: AddSessionBody) => call(adminSessionAddRoute, body),
  edit: (body: EditSessionBody) => call(adminSessionEditRoute, body),
  /** The course's whole new order in one request. */
  reorder: (body: ReorderSessionsBody) => call(adminSessionsReorderRoute, body),
  /** Without `confirmed` a session learners have progress on is refused (409, needs_confirmation) and stays. */
  remove: (id: string, confirmed = false) => call(adminSessionDeleteRoute, confirmed ? { id, confirm: 'true' } : { id }),
};
