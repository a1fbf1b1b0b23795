// Completing a session, the one way the page does it: the 'Mark as Complete' button and the audio player reaching its
// end both store the completion with the watch time so far, tell the page and the certificate panel, and say so.
import { useCallback, useState } from 'react';
import { api } from '../../api/client';
import { toast } from '../../stores/toasts';
import { announceSessionCompleted } from '../certificate/sessionCompleted';
import type { WatchTime } from './useWatchTime';

/** The completion toast's words offline, where the completion waits on this device to be sent. */
export const OFFLINE_COMPLETION_WORDS = "Great job! Your progress is saved on this device and will sync when you're back online.";

export type CompleteSession = {
  completing: boolean;
  /** `audioPositionSeconds`: where the audio player now stands (0 after playing to the end). True when stored. */
  complete: (extra?: { audioPositionSeconds?: number }) => Promise<boolean>;
};

export function useCompleteSession(
  courseId: string,
  sessionId: string,
  watchTime: Pick<WatchTime, 'current' | 'stored'>,
  onCompleted: () => void,
): CompleteSession {
  const [completing, setCompleting] = useState(false);
  const complete = useCallback(
    async (extra: { audioPositionSeconds?: number } = {}) => {
      setCompleting(true);
      const seconds = watchTime.current();
      try {
        const { queued } = await api.completeSession({ courseId, sessionId, watchTimeSeconds: seconds, ...extra });
        watchTime.stored(seconds);
        onCompleted();
        announceSessionCompleted(courseId, sessionId);
        // Offline the service worker keeps it on this device until the site answers: say so, not "saved".
        toast({ title: 'Session Completed!', message: queued ? OFFLINE_COMPLETION_WORDS : 'Great job! Your progress has been saved.' });
        return true;
      } catch (error) {
        console.error(error);
        toast({ title: 'Error', message: 'Failed to mark session as complete.', variant: 'destructive' });
        return false;
      } finally {
        setCompleting(false);
      }
    },
    [courseId, sessionId, watchTime, onCompleted],
  );
  return { completing, complete };
}
