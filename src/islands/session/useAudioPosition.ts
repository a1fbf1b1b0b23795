// Remembers where the learner is in the session's audio, with her progress on the server (so another device resumes
// there too): every 15 s while it plays, when it pauses or jumps, and when the page is hidden or left (a keepalive
// save that outlives the page). Only her own progress row is written, at most once per save, and only when the
// position moved; each save carries the watch time so far, which the server keeps only when it grew.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { api, saveProgressOnExit } from '../../api/client';
import type { WatchTime } from './useWatchTime';
import { whenPageLeaves } from './whenPageLeaves';

const SAVE_WHILE_PLAYING_MS = 15_000;
/** A drag along the scrubber seeks many times: it is saved once it rests. */
const SAVE_AFTER_SEEK_MS = 2_000;
/** Moves smaller than this are not worth a write. */
const MIN_MOVE_SECONDS = 1;

const rounded = (seconds: number) => Math.round(Math.max(0, seconds) * 10) / 10;

export type AudioPosition = {
  /** Saves `seconds` now, when it moved since the last save. */
  save: (seconds: number) => void;
  /** Tells it that `seconds` is stored already (a completion sent it). */
  stored: (seconds: number) => void;
};

export function useAudioPosition(
  audioRef: RefObject<HTMLAudioElement | null>,
  ids: { courseId: string; sessionId: string },
  storedSeconds: number,
  watchTime: Pick<WatchTime, 'current' | 'stored'>,
  ready: boolean,
): AudioPosition {
  const { courseId, sessionId } = ids;
  const lastSaved = useRef(storedSeconds);
  // Both are stable callbacks of the page's watch-time clock.
  const { current: watchedSoFar, stored: watchStored } = watchTime;

  const body = useCallback(
    (seconds: number) => ({ courseId, sessionId, watchTimeSeconds: watchedSoFar(), audioPositionSeconds: rounded(seconds) }),
    [courseId, sessionId, watchedSoFar],
  );
  const due = (seconds: number) => Number.isFinite(seconds) && Math.abs(seconds - lastSaved.current) >= MIN_MOVE_SECONDS;

  const save = useCallback(
    (seconds: number) => {
      if (!due(seconds)) return;
      const sent = body(seconds);
      lastSaved.current = sent.audioPositionSeconds;
      api
        .saveProgress(sent)
        .then(() => watchStored(sent.watchTimeSeconds))
        .catch((error: unknown) => console.error('Audio position save failed', error));
    },
    [body, watchStored],
  );
  const stored = useCallback((seconds: number) => {
    lastSaved.current = seconds;
  }, []);

  useEffect(() => {
    const audio = audioRef.current;
    if (!ready || !audio) return;
    const saveOnExit = () => {
      if (!due(audio.currentTime)) return;
      const sent = body(audio.currentTime);
      lastSaved.current = sent.audioPositionSeconds;
      saveProgressOnExit(sent);
    };
    // The end of the track is the completion's to store (position 0), not a pause's.
    const onPause = () => {
      if (!audio.ended) save(audio.currentTime);
    };
    let seekRest = 0;
    const onSeeked = () => {
      window.clearTimeout(seekRest);
      seekRest = window.setTimeout(() => save(audio.currentTime), SAVE_AFTER_SEEK_MS);
    };
    const timer = window.setInterval(() => {
      if (!audio.paused) save(audio.currentTime);
    }, SAVE_WHILE_PLAYING_MS);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('seeked', onSeeked);
    const stopListening = whenPageLeaves(saveOnExit);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(seekRest);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('seeked', onSeeked);
      stopListening();
      if (!audio.ended) save(audio.currentTime); // leaving for another session inside the app
    };
  }, [ready, audioRef, body, save]);

  return { save, stored };
}
