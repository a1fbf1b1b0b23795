// The browser client for the learner's certificate (/api/certificate), through the shared fetch helper.
import type { Certificate, CertificateStatus } from '../lib/certificate';
import { apiFetch } from './client';

export const certificateApi = {
  status: (courseId: string) => apiFetch<CertificateStatus>(`/api/certificate?courseId=${encodeURIComponent(courseId)}`),
  issue: (courseId: string, fullName?: string) =>
    apiFetch<{ certificate: Certificate }>('/api/certificate', { body: fullName ? { courseId, fullName } : { courseId } }),
};
