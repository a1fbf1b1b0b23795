// Mark as Complete: stores the completion with the watch time so far, then tells the page and the certificate panel.
import { useState } from 'react';
import { api } from '../../api/client';
import { toast } from '../../stores/toasts';
import { announceSessionCompleted } from '../certificate/sessionCompleted';
import { Button } from '../ui/Button';
import type { WatchTime } from './useWatchTime';

type Props = {
  courseId: string;
  sessionId: string;
  watchTime: Pick<WatchTime, 'current' | 'stored'>;
  onCompleted: () => void;
};

export default function CompleteButton({ courseId, sessionId, watchTime, onCompleted }: Props) {
  const [completing, setCompleting] = useState(false);

  async function markComplete() {
    setCompleting(true);
    const seconds = watchTime.current();
    try {
      await api.completeSession({ courseId, sessionId, watchTimeSeconds: seconds });
      watchTime.stored(seconds);
      onCompleted();
      announceSessionCompleted(courseId, sessionId);
      toast({ title: 'Session Completed!', message: 'Great job! Your progress has been saved.' });
    } catch (error) {
      console.error(error);
      toast({ title: 'Error', message: 'Failed to mark session as complete.', variant: 'destructive' });
    } finally {
      setCompleting(false);
    }
  }

  return (
    <div>
      <Button type="button" className="btn-complete" onClick={markComplete} disabled={completing}>
        Mark as Complete
      </Button>
    </div>
  );
}
