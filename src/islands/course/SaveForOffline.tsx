// 'Save for offline' on a course page: saves the course's audio and the learner's lessons on this device, with a
// progress bar and the total size, then says 'Available offline' with 'Remove download'. Shown only where the
// browser can do it (Cache Storage and a service worker).
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { sizeText, type SavedCourseRecord } from '../../lib/offline/offlineStore';
import { canSaveOffline, removeSavedCourse, saveCourseOffline, savedCourse, type SaveProgress } from '../../offline/saveCourse';
import { $user } from '../../stores/auth';
import { toast } from '../../stores/toasts';
import { Button } from '../ui/Button';

type State =
  | { kind: 'checking' }
  | { kind: 'not-saved' }
  | { kind: 'saving'; progress: SaveProgress | null }
  | { kind: 'saved'; record: SavedCourseRecord }
  | { kind: 'removing'; record: SavedCourseRecord };

export default function SaveForOffline({ courseId, sessionIds }: { courseId: string; sessionIds: string[] }) {
  const user = useStore($user);
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    savedCourse(courseId)
      .then((record) => current && setState(record ? { kind: 'saved', record } : { kind: 'not-saved' }))
      .catch(() => current && setState({ kind: 'not-saved' }));
    return () => void (current = false);
  }, [courseId]);

  if (!canSaveOffline() || !user) return null;
  // While the saved state is read (milliseconds), the button's room is kept, so nothing below it moves.
  if (state.kind === 'checking')
    return (
      <section className="offline-save offline-save--checking" aria-hidden="true">
        <Button variant="secondary" disabled tabIndex={-1}>
          Save for offline
        </Button>
      </section>
    );

  async function save() {
    setState({ kind: 'saving', progress: null });
    try {
      const record = await saveCourseOffline(user!.uid, courseId, sessionIds, (progress) => setState({ kind: 'saving', progress }));
      setState({ kind: 'saved', record });
    } catch (error) {
      console.error('Saving the course for offline use failed.', error);
      setState({ kind: 'not-saved' });
      toast({
        title: 'Save for offline failed',
        message: 'The course could not be saved on this device. Check your connection and space, then try again.',
        variant: 'destructive',
      });
    }
  }

  async function remove(record: SavedCourseRecord) {
    setState({ kind: 'removing', record });
    await removeSavedCourse(courseId).catch((error: unknown) => console.error('Removing the download failed.', error));
    setState({ kind: 'not-saved' });
  }

  if (state.kind === 'saving') {
    const { savedBytes = 0, totalBytes = 0 } = state.progress ?? {};
    const percent = totalBytes ? Math.min(100, Math.round((savedBytes / totalBytes) * 100)) : 0;
    return (
      <section className="offline-save" aria-label="Save for offline">
        <p role="status">
          {totalBytes ? `Saving for offline: ${sizeText(savedBytes)} of ${sizeText(totalBytes)}` : 'Preparing the download...'}
        </p>
        <div
          className="progress__track"
          role="progressbar"
          aria-label="Saving for offline"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="progress__fill" style={{ width: `${percent}%` }} />
        </div>
      </section>
    );
  }
  if (state.kind === 'saved' || state.kind === 'removing')
    return (
      <section className="offline-save" aria-label="Save for offline">
        <p role="status" className="offline-save__done">
          Available offline <span className="offline-save__size">· {sizeText(state.record.bytes)}</span>
        </p>
        <Button variant="secondary" onClick={() => void remove(state.record)} busy={state.kind === 'removing'}>
          Remove download
        </Button>
      </section>
    );
  return (
    <section className="offline-save" aria-label="Save for offline">
      <Button variant="secondary" onClick={() => void save()}>
        Save for offline
      </Button>
    </section>
  );
}
