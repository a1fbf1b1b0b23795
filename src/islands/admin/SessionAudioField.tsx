// A session's 'Audio track' in the course builder's card: the chosen file is checked (MP3 or M4A/AAC, up to 200 MB)
// and its length read by the browser before anything is sent, then PUT straight into storage at a signed address with
// a progress bar, and its length recorded. 'Remove audio' takes the track away. A refusal says why and changes nothing.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { putFile, sessionAudioApi } from '../../api/sessionAudio';
import type { AdminSession } from '../../lib/admin/admin';
import { formatAudioDuration, SESSION_AUDIO_ACCEPT, sessionAudioProblem, sessionAudioType } from '../../lib/admin/sessionAudio';
import { toast } from '../../stores/toasts';
import { Button } from '../ui/Button';
import { ApiError, failureMessage } from '../../api/client';
import { toastFailure } from './toastFailure';

export const UNREADABLE_AUDIO = 'This file cannot be played as audio: choose an MP3 or M4A/AAC recording.';

/** The file's length in seconds, as the browser's own player reads it (its metadata only, from an object URL). */
function readDuration(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const audio = new Audio();
    const done = () => {
      audio.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => {
      const seconds = audio.duration;
      done();
      if (Number.isFinite(seconds) && seconds > 0) resolve(seconds);
      else reject(new Error(UNREADABLE_AUDIO));
    };
    audio.onerror = () => {
      done();
      reject(new Error(UNREADABLE_AUDIO));
    };
    audio.src = url;
  });
}

type Props = { session: AdminSession; onChanged: () => Promise<void> };

export default function SessionAudioField({ session, onChanged }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const busy = progress !== null || removing;
  const duration = session.audio_duration_seconds;

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setProblem(null);
    if (!file) return;
    const fault = sessionAudioProblem(file);
    const contentType = sessionAudioType(file);
    if (fault || !contentType) {
      event.target.value = '';
      setProblem(fault);
      return;
    }
    setProgress(0);
    try {
      const seconds = await readDuration(file);
      const target = await sessionAudioApi.signUpload({
        courseId: session.course_id,
        sessionId: session.id,
        contentType,
        sizeBytes: file.size,
      });
      await putFile(target, file, setProgress);
      await sessionAudioApi.recordDuration(session.id, seconds, contentType);
      toast({ title: 'Success', message: `Audio track uploaded (${formatAudioDuration(seconds)}).` });
      await onChanged();
    } catch (error) {
      // The server's refusal in its words; the file's own problem (unreadable, the PUT refused) as the reader gave it.
      const words =
        error instanceof ApiError || !(error instanceof Error) ? failureMessage(error, 'Failed to upload the audio track.') : error.message;
      setProblem(words);
      toastFailure(error, words);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  async function onRemove() {
    setRemoving(true);
    setProblem(null);
    try {
      await sessionAudioApi.remove(session.id);
      toast({ title: 'Success', message: 'Audio track removed.' });
      await onChanged();
    } catch (error) {
      toastFailure(error, failureMessage(error, 'Failed to remove the audio track.'));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <div className="admin-audio" data-testid="session-audio">
      {/* Only a length recorded here is known: a track put in storage another way (the demo's) plays but has none. */}
      {duration && <p className="admin-muted">Audio track: {formatAudioDuration(duration)}</p>}
      <label htmlFor={`${id}-file`} className="admin-strong">
        Audio track
      </label>
      <input
        ref={input}
        id={`${id}-file`}
        type="file"
        accept={SESSION_AUDIO_ACCEPT}
        aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
        disabled={busy}
        onChange={(event) => void onFile(event)}
      />
      <p id={`${id}-hint`} className="admin-help">
        MP3 or M4A/AAC, up to 200 MB{duration ? ': a new file replaces the track' : ''}.
      </p>
      {progress !== null && (
        <progress aria-label={`Uploading the audio track of ${session.title}`} max={1} value={progress}>
          {Math.round(progress * 100)}%
        </progress>
      )}
      {problem && (
        <p id={`${id}-problem`} className="field__error" role="alert">
          {problem}
        </p>
      )}
      {duration && (
        <Button variant="secondary" type="button" className="admin-btn-small" disabled={busy} onClick={() => void onRemove()}>
          Remove audio
        </Button>
      )}
    </div>
  );
}
