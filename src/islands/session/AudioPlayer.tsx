// The session's audio player ("Listen anywhere"): a plain <audio> element (it keeps playing with the screen off) under
// the page's own controls: play/pause, back 15 s, forward 30 s, a scrubber, the speed and a sleep timer. It resumes
// where the learner last stopped (on any device), shows on the lock screen (useMediaSession) and completes the
// session at the end of the track, as 'Mark as Complete' does. A session with no audio in storage shows no player.
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import {
  clockValueText,
  formatClock,
  PLAYBACK_SPEEDS,
  resumePosition,
  SKIP_BACK_SECONDS,
  SKIP_FORWARD_SECONDS,
  SLEEP_CHOICES,
  sleepChoiceLabel,
  skippedPosition,
  type SleepChoice,
} from '../../lib/learning/player';
import { Button } from '../ui/Button';
import { audioSourceFor } from './audioSource';
import type { CompleteSession } from './useCompleteSession';
import { useAudioPosition } from './useAudioPosition';
import { updatePositionState, useMediaSession, type MediaFacts } from './useMediaSession';
import { useSleepTimer } from './useSleepTimer';
import type { WatchTime } from './useWatchTime';

type Props = {
  courseId: string;
  sessionId: string;
  media: MediaFacts;
  /** The session's length from its details, shown until the audio itself tells. */
  durationHint: number;
  storedPosition: number;
  completed: boolean;
  completion: CompleteSession;
  watchTime: Pick<WatchTime, 'current' | 'stored'>;
};

type Source = { kind: 'loading' } | { kind: 'none' } | { kind: 'failed' } | { kind: 'ready'; url: string };

export default function AudioPlayer({ courseId, sessionId, media, durationHint, storedPosition, completed, completion, watchTime }: Props) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [source, setSource] = useState<Source>({ kind: 'loading' });
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(storedPosition);
  const [duration, setDuration] = useState(NaN);
  const [speed, setSpeed] = useState(1);
  const [attempt, setAttempt] = useState(0);
  // Where to put the track once it loads (the remembered position, or where it was when a fresh address was needed).
  const pendingSeek = useRef<{ position: number; play: boolean; fresh: boolean } | null>({
    position: storedPosition,
    play: false,
    fresh: true,
  });
  const refreshed = useRef(false);
  // The end of the track reads these when it comes, whatever render bound the listeners.
  const latest = useRef({ completed, completion });
  useEffect(() => {
    latest.current = { completed, completion };
  });

  const ready = source.kind === 'ready';
  const position = useAudioPosition(audioRef, { courseId, sessionId }, storedPosition, watchTime, ready);
  const sleep = useSleepTimer(audioRef);
  useMediaSession(audioRef, ready ? media : null);

  useEffect(() => {
    let live = true;
    audioSourceFor(courseId, sessionId).then(
      (url) => live && setSource({ kind: 'ready', url }),
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 404) return setSource({ kind: 'none' });
        console.error(error);
        setSource({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [courseId, sessionId, attempt]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!ready || !audio) return;
    const onMetadata = () => {
      // This address works: a later refusal (it expired again) may get a fresh one too.
      refreshed.current = false;
      setDuration(audio.duration);
      const pending = pendingSeek.current;
      pendingSeek.current = null;
      if (pending) {
        audio.currentTime = pending.fresh ? resumePosition(pending.position, audio.duration) : pending.position;
        if (pending.play) void audio.play().catch(() => {});
      }
      setCurrent(audio.currentTime);
      updatePositionState(audio);
    };
    const onTime = () => setCurrent(audio.currentTime);
    const onPlay = () => {
      setPlaying(true);
      if ('mediaSession' in navigator) navigator.mediaSession.playbackState = 'playing';
      updatePositionState(audio);
    };
    const onPause = () => {
      setPlaying(false);
      if ('mediaSession' in navigator) navigator.mediaSession.playbackState = 'paused';
      updatePositionState(audio);
    };
    const onEnded = () => {
      // The end of the track is the end of the session: completed as by 'Mark as Complete'; the next listening
      // starts from the beginning.
      position.stored(0);
      const { completed: done, completion: finish } = latest.current;
      if (done) position.save(0);
      else void finish.complete({ audioPositionSeconds: 0 });
    };
    // A signed address lives minutes: after a long pause the storage refuses it. One fresh address, then the
    // same place again; a second failure in a row is a real one.
    const onError = () => {
      if (refreshed.current) return setSource({ kind: 'failed' });
      refreshed.current = true;
      // A track that never loaded still owes its first placing (the remembered position).
      pendingSeek.current ??= { position: audio.currentTime, play: !audio.paused, fresh: false };
      audioSourceFor(courseId, sessionId).then(
        (url) => setSource({ kind: 'ready', url }),
        () => setSource({ kind: 'failed' }),
      );
    };
    const onSeeked = () => updatePositionState(audio);
    const events: Array<[keyof HTMLMediaElementEventMap, () => void]> = [
      ['loadedmetadata', onMetadata],
      ['durationchange', () => setDuration(audio.duration)],
      ['timeupdate', onTime],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
      ['error', onError],
      ['seeked', onSeeked],
      ['ratechange', onSeeked],
    ];
    for (const [name, handler] of events) audio.addEventListener(name, handler);
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) onMetadata();
    return () => {
      for (const [name, handler] of events) audio.removeEventListener(name, handler);
    };
    // Bound to the element and its address; the rest is read through refs when an event comes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, source.kind === 'ready' ? source.url : null]);

  // The page knew the session has a recording: 404 here means it was removed just now.
  if (source.kind === 'none') return null;
  const waiting = source.kind !== 'ready';
  const retry = () => {
    refreshed.current = false;
    pendingSeek.current ??= { position: current, play: false, fresh: false };
    setSource({ kind: 'loading' });
    setAttempt((n) => n + 1);
  };

  const total = Number.isFinite(duration) && duration > 0 ? duration : durationHint;
  const seekTo = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = skippedPosition(seconds, 0, audio.duration);
    setCurrent(audio.currentTime);
  };
  const skip = (delta: number) => seekTo((audioRef.current?.currentTime ?? current) + delta);
  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (audio.paused) void audio.play().catch((error: unknown) => console.error('Audio play failed', error));
    else audio.pause();
  };
  const id = `audio-${sessionId}`;

  return (
    <section className="audio-player" aria-label="Session audio">
      {/* A spoken recording without a captions file; the session's written lesson is on the same page. */}
      {/* eslint-disable-next-line jsx-a11y-x/media-has-caption */}
      {source.kind === 'ready' && <audio ref={audioRef} src={source.url} preload="metadata" />}
      <div className="audio-player__buttons">
        <Button type="button" variant="secondary" disabled={waiting} onClick={() => skip(-SKIP_BACK_SECONDS)}>
          <span aria-hidden="true">−{SKIP_BACK_SECONDS} s</span>
          <span className="sr-only">Back {SKIP_BACK_SECONDS} seconds</span>
        </Button>
        <Button type="button" className="audio-player__play" disabled={waiting} onClick={toggle}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <Button type="button" variant="secondary" disabled={waiting} onClick={() => skip(SKIP_FORWARD_SECONDS)}>
          <span aria-hidden="true">+{SKIP_FORWARD_SECONDS} s</span>
          <span className="sr-only">Forward {SKIP_FORWARD_SECONDS} seconds</span>
        </Button>
      </div>
      <div className="audio-player__scrubber">
        <label htmlFor={`${id}-position`}>Position</label>
        <input
          id={`${id}-position`}
          type="range"
          min={0}
          max={Math.max(1, Math.floor(total))}
          step={1}
          value={Math.min(Math.floor(current), Math.floor(total))}
          aria-valuetext={clockValueText(current, total)}
          disabled={waiting}
          onChange={(event) => seekTo(Number(event.currentTarget.value))}
        />
        <span className="audio-player__clock" aria-hidden="true">
          {formatClock(current)} / {formatClock(total)}
        </span>
      </div>
      <div className="audio-player__settings">
        <div className="audio-player__setting">
          <label htmlFor={`${id}-speed`}>Speed</label>
          <select
            id={`${id}-speed`}
            disabled={waiting}
            value={String(speed)}
            onChange={(event) => {
              const rate = Number(event.currentTarget.value);
              setSpeed(rate);
              // The default too: a fresh address (a new load) keeps the chosen speed.
              if (audioRef.current) audioRef.current.defaultPlaybackRate = audioRef.current.playbackRate = rate;
            }}
          >
            {PLAYBACK_SPEEDS.map((rate) => (
              <option key={rate} value={String(rate)}>
                {rate}×
              </option>
            ))}
          </select>
        </div>
        <div className="audio-player__setting">
          <label htmlFor={`${id}-sleep`}>Sleep timer</label>
          <select
            id={`${id}-sleep`}
            disabled={waiting}
            value={sleep.choice}
            onChange={(event) => sleep.choose(event.currentTarget.value as SleepChoice)}
          >
            {SLEEP_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {sleepChoiceLabel(choice)}
              </option>
            ))}
          </select>
          {sleep.secondsLeft !== null && <span className="audio-player__sleep">Pauses in {formatClock(sleep.secondsLeft)}</span>}
        </div>
      </div>
      {source.kind === 'failed' && (
        <p className="audio-player__status" role="alert">
          The audio could not be loaded.{' '}
          <Button type="button" variant="link" onClick={retry}>
            Try again
          </Button>
        </p>
      )}
    </section>
  );
}
