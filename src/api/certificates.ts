// The browser client for the learner's certificate (/api/certificate), through the shared client.
import { certificateIssueRoute, certificateStatusRoute } from './learnerContract';
import { call } from './client';

export const certificateApi = {
  status: (courseId: string) => call(certificateStatusRoute, { courseId }),
  issue: (courseId: string, fullName?: string) => call(certificateIssueRoute, fullName ? { courseId, fullName } : { courseId }),
};
