// The course area's two API calls, each with the key under which CourseApp.tsx starts it early and the view takes
// it (./earlyAnswer.ts).
import { api } from '../api/client';

export const courseAnswer = (courseId: string) => [`course/${courseId}`, () => api.course(courseId)] as const;

export const sessionAnswer = (courseId: string, sessionId: string) =>
  [`session/${courseId}/${sessionId}`, () => api.session(courseId, sessionId)] as const;
