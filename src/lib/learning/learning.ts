// The learning API's payloads (zod schemas shared by the browser and the functions) and response shapes.
import * as z from 'zod';
import { MAX_NAME_LENGTH } from '../account/rules';
import { optionalText, recordId } from '../fieldSchemas';
import type { Lesson } from './lessons';
import type { CourseListingFacts } from '../catalog/publicCourses';

export const MAX_WATCH_TIME_SECONDS = 24 * 60 * 60;

export const courseQuerySchema = z.object({ id: recordId('id') });
export const sessionQuerySchema = z.object({ courseId: recordId('courseId'), sessionId: recordId('sessionId') });
/** A session's audio address: `download=1` for the bonus download (an attachment), none for a player (inline). */
export const sessionAudioUrlQuerySchema = sessionQuerySchema.extend({
  download: z.literal('1', { error: 'download must be 1 when given' }).optional(),
});

export const progressSaveSchema = z
  .object({
    courseId: recordId('courseId'),
    sessionId: recordId('sessionId'),
    watchTimeSeconds: z
      .number({ error: (issue) => (issue.input === undefined ? 'watchTimeSeconds is required' : 'watchTimeSeconds must be a number') })
      .int('watchTimeSeconds must be a whole number')
      .min(0, 'watchTimeSeconds cannot be negative')
      .max(MAX_WATCH_TIME_SECONDS, 'watchTimeSeconds is too large'),
    /** Where the session's audio player stands (the latest position, not the furthest): the next visit resumes there. */
    audioPositionSeconds: z
      .number({ error: 'audioPositionSeconds must be a number' })
      .min(0, 'audioPositionSeconds cannot be negative')
      .max(MAX_WATCH_TIME_SECONDS, 'audioPositionSeconds is too large')
      .optional(),
  })
  .strict();
export const progressCompleteSchema = progressSaveSchema;

export const profileSchema = z.object({ fullName: optionalText('fullName', MAX_NAME_LENGTH) }).strict();

export type ProgressBody = z.infer<typeof progressSaveSchema>;

export type CourseSummary = CourseListingFacts & { id: string; created_at: string };

export type DashboardCourse = CourseSummary & {
  access: 'admin' | 'enrolled';
  enrolled: boolean;
  sessionCount: number;
  completedCount: number;
  progress: number;
  totalMinutes: number;
  /** The session 'Continue Course' opens (the first not completed); null when all are, or there are none. */
  nextSessionId: string | null;
};

export type DashboardData = {
  profile: { email: string; full_name: string };
  isAdmin: boolean;
  courses: DashboardCourse[];
  available: Array<CourseSummary & { coming_soon: boolean }>;
  /** Ids of the courses with their own info page (content: courseInfo "Has its own page"), for "Learn More". */
  coursePages: string[];
};

export type SessionProgress = {
  watch_time_seconds: number;
  completed_at: string | null;
  /** The audio player's last position in the session (seconds), 0 when never played. */
  audio_position_seconds: number;
};

export type SessionSummary = {
  id: string;
  title: string;
  description: string;
  image_url: string | null;
  duration_minutes: number;
  session_order: number;
  progress: SessionProgress | null;
  /** Drip: when the session opens for this learner (ISO), present only while it is still closed. */
  opens_at?: string | null;
  /** The same day as the course page shows it ('29 Nov 2026'). */
  opens_on?: string | null;
};

export type CourseData = {
  course: CourseSummary;
  sessions: SessionSummary[];
  progress: number;
  completedCount: number;
  totalMinutes: number;
};

// The written lesson's shape lives with its rules (lessons.ts): parts of server-rendered text and videos.
export type { Lesson, LessonPart } from './lessons';

export type SessionData = {
  course: { id: string; title: string };
  /** The caller's progress is always there: opening the session creates its row when missing. */
  session: Omit<SessionSummary, 'progress'> & { video_url: string | null; progress: SessionProgress };
  showVideoCard: boolean;
  siblings: Array<{ id: string; title: string; session_order: number; completed: boolean }>;
  previous: { id: string; title: string } | null;
  next: { id: string; title: string } | null;
  lesson: Lesson | null;
  fallbackText: string;
  bonusAudio: { fileName: string } | null;
  /** A recording of the session is in storage: the page shows its audio player. */
  hasAudio: boolean;
};
