// The session's watch-time clock (spec 9): once the session is shown it ticks every second, and the learner's
// watch time is saved every 30 s, when the page is hidden or closed (a keepalive save that outlives the page) and
// when leaving for another session inside the app. Only a time beyond the last one stored is ever sent.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, saveProgressOnExit } from '../../api/client';
import { whenPageLeaves } from './whenPageLeaves';

const TICK_MS = 1000; // spec 9: the session timer ticks every second
const SAVE_EVERY_MS = 30_000; // spec 9: watch time is saved every 30 s

export type WatchTime = {
  /** Seconds since the session was shown: the page's timer. */
  elapsed: number;
  /** The learner's watch time now: the stored one plus the seconds spent here. */
  current: () => number;
  /** Tells the clock that this watch time is stored already (completing the session sent it). */
  stored: (seconds: number) => void;
};

/** `storedSeconds` is the watch time the session answer carried, or null while the session is not shown yet. */
export function useWatchTime(courseId: string, sessionId: string, storedSeconds: number | null): WatchTime {
  const [elapsed, setElapsed] = useState(0);
  const watchTime = useRef(0);
  const lastSaved = useRef(0);

  useEffect(() => {
    if (storedSeconds === null) return;
    // Never lowered: watch time only grows, here as on the server.
    watchTime.current = Math.max(watchTime.current, storedSeconds);
    lastSaved.current = Math.max(lastSaved.current, storedSeconds);
    const body = () => ({ courseId, sessionId, watchTimeSeconds: watchTime.current });
    const save = () => {
      if (watchTime.current <= lastSaved.current) return;
      lastSaved.current = watchTime.current;
      api.saveProgress(body()).catch((error: unknown) => console.error('Watch-time save failed', error));
    };
    const saveOnExit = () => {
      if (watchTime.current <= lastSaved.current) return;
      lastSaved.current = watchTime.current;
      saveProgressOnExit(body());
    };
    const tick = window.setInterval(() => {
      watchTime.current += 1;
      setElapsed((value) => value + 1);
    }, TICK_MS);
    const saver = window.setInterval(save, SAVE_EVERY_MS);
    const stopListening = whenPageLeaves(saveOnExit);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(saver);
      stopListening();
      save(); // leaving for another session inside the app
    };
  }, [storedSeconds, courseId, sessionId]);

  const current = useCallback(() => watchTime.current, []);
  const stored = useCallback((seconds: number) => {
    lastSaved.current = Math.max(lastSaved.current, seconds);
  }, []);
  return { elapsed, current, stored };
}
