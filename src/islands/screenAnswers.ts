// The app screens' one API call each (the screen's data), with the key under which the page's early script
// (src/scripts/earlyCalls.ts) starts it and the screen takes it (./earlyAnswer.ts). React-free: the early script
// runs before React has downloaded.
import { accountApi } from '../api/account';
import { api } from '../api/client';

export const dashboardAnswer = () => ['dashboard', () => api.dashboard()] as const;

export const accountAnswer = () => ['account', () => accountApi.overview()] as const;

export const courseAnswer = (courseId: string) => [`course/${courseId}`, () => api.course(courseId)] as const;

export const sessionAnswer = (courseId: string, sessionId: string) =>
  [`session/${courseId}/${sessionId}`, () => api.session(courseId, sessionId)] as const;
