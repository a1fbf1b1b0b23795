// The player's sleep timer: after 15 to 60 minutes, or at the end of the track, the volume fades out over the last
// 10 seconds and the audio pauses. It is checked on the element's own time updates (they keep coming while the
// screen is off and timers are slowed) and twice a second besides (a paused track has no time updates).
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { fadeVolume, sleepDeadline, type SleepChoice } from '../../lib/learning/player';

const CHECK_EVERY_MS = 500;

export type SleepTimer = {
  choice: SleepChoice;
  choose: (choice: SleepChoice) => void;
  /** Whole seconds until the audio pauses, or null with no timer (or an 'End of track' whose length is unknown). */
  secondsLeft: number | null;
};

const secondsUntil = (due: number, now: number) => Math.max(0, Math.ceil((due - now) / 1000));

function trackOf(audio: HTMLAudioElement) {
  return { position: audio.currentTime, duration: audio.duration, rate: audio.playbackRate };
}

export function useSleepTimer(audioRef: RefObject<HTMLAudioElement | null>): SleepTimer {
  const [choice, setChoice] = useState<SleepChoice>('off');
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const fixedDeadline = useRef<number | null>(null);

  const choose = useCallback(
    (next: SleepChoice) => {
      const audio = audioRef.current;
      if (audio) audio.volume = 1;
      fixedDeadline.current = next === 'off' || next === 'end' || !audio ? null : sleepDeadline(next, Date.now(), trackOf(audio));
      setChoice(next);
      const due = next === 'end' && audio ? sleepDeadline('end', Date.now(), trackOf(audio)) : fixedDeadline.current;
      setSecondsLeft(due === null ? null : secondsUntil(due, Date.now()));
    },
    [audioRef],
  );

  useEffect(() => {
    const audio = audioRef.current;
    if (choice === 'off' || !audio) return;
    const check = () => {
      const now = Date.now();
      // 'End of track' follows the track itself: a seek or another speed moves it.
      const due = choice === 'end' ? sleepDeadline('end', now, trackOf(audio)) : fixedDeadline.current;
      setSecondsLeft(due === null ? null : secondsUntil(due, now));
      if (due === null) return;
      if (now < due) {
        if (!audio.paused) audio.volume = fadeVolume(due, now);
        return;
      }
      // Minutes that ran out: pause. The end of the track pauses by itself (and completes the session).
      if (choice !== 'end' && !audio.paused) audio.pause();
      audio.volume = 1;
      fixedDeadline.current = null;
      setChoice('off');
      setSecondsLeft(null);
    };
    const onEnded = () => {
      audio.volume = 1;
      if (choice === 'end') {
        setChoice('off');
        setSecondsLeft(null);
      }
    };
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    audio.addEventListener('timeupdate', check);
    audio.addEventListener('ended', onEnded);
    return () => {
      window.clearInterval(timer);
      audio.removeEventListener('timeupdate', check);
      audio.removeEventListener('ended', onEnded);
    };
  }, [choice, audioRef]);

  return { choice, choose, secondsLeft };
}
