// The typed browser client for /api/*: adds the ID token and JSON content type, maps `{error}` bodies to Errors.
import { errorMessageFrom } from '../lib/http';
import type { CourseData, DashboardData, ProgressBody, SessionData, SessionProgress } from '../lib/learning';
import { getIdToken, latestIdToken } from '../stores/auth';

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = await getIdToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, errorMessageFrom(data, `Request failed (${response.status})`));
  return data as T;
}

/** A file from /api/* (e.g. a session's audio) as a Blob, with the ID token; failures as ApiError like apiFetch. */
export async function apiDownload(path: string): Promise<Blob> {
  const token = await getIdToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, errorMessageFrom(data, `Request failed (${response.status})`));
  }
  return response.blob();
}

export const api = {
  dashboard: () => apiFetch<DashboardData>('/api/dashboard'),
  course: (id: string) => apiFetch<CourseData>(`/api/course?id=${encodeURIComponent(id)}`),
  session: (courseId: string, sessionId: string) =>
    apiFetch<SessionData>(`/api/session?courseId=${encodeURIComponent(courseId)}&sessionId=${encodeURIComponent(sessionId)}`),
  createProfile: (fullName: string) => apiFetch<{ created: boolean }>('/api/profile', { body: { fullName } }),
  startProgress: (courseId: string, sessionId: string) =>
    apiFetch<{ progress: SessionProgress }>('/api/progress/start', { body: { courseId, sessionId } }),
  saveProgress: (body: ProgressBody) => apiFetch<{ progress: SessionProgress }>('/api/progress/save', { body }),
  completeSession: (body: ProgressBody) => apiFetch<{ progress: SessionProgress }>('/api/progress/complete', { body }),
  sessionAudio: (courseId: string, sessionId: string) =>
    apiDownload(`/api/session-audio?courseId=${encodeURIComponent(courseId)}&sessionId=${encodeURIComponent(sessionId)}`),
};

/** A save that survives the page closing (pagehide): keepalive fetch with the last known token. */
export function saveProgressOnExit(body: ProgressBody): void {
  const token = latestIdToken();
  if (!token) return;
  fetch('/api/progress/save', {
    method: 'POST',
    keepalive: true,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {});
}
