// The browser client of the course builder's session calls (/api/admin/sessions; contract in
// src/lib/sessionSchemas.ts). Each call carries the admin's ID token through apiFetch; a refusal becomes an
// ApiError with the server's words (e.g. "2 learners have progress on this session...").
import type { AdminSession } from '../lib/admin';
import type { AddSessionBody, AdminSessionDetails, EditSessionBody, ReorderSessionsBody } from '../lib/sessionSchemas';
import { apiFetch } from './client';

const PATH = '/api/admin/sessions';
const q = (value: string) => encodeURIComponent(value);

export const sessionBuilderApi = {
  details: (id: string) => apiFetch<{ session: AdminSessionDetails }>(`${PATH}?id=${q(id)}`),
  add: (body: AddSessionBody) => apiFetch<{ session: AdminSessionDetails }>(PATH, { method: 'POST', body }),
  edit: (body: EditSessionBody) => apiFetch<{ session: AdminSessionDetails }>(PATH, { method: 'PATCH', body }),
  /** The course's whole new order in one request. */
  reorder: (body: ReorderSessionsBody) => apiFetch<{ sessions: AdminSession[] }>(PATH, { method: 'PUT', body }),
  /** Without `confirmed` a session learners have progress on is refused (409) and stays. */
  remove: (id: string, confirmed = false) =>
    apiFetch<{ deleted: true; learnersWithProgress: number }>(`${PATH}?id=${q(id)}${confirmed ? '&confirm=true' : ''}`, { method: 'DELETE' }),
};
