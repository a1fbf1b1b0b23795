// The session audio player's arithmetic (pure, no imports): clock text, skips, the sleep timer and its fade, and
// where a visit resumes. The player island and its hooks only wire these to the <audio> element.

export const SKIP_BACK_SECONDS = 15;
export const SKIP_FORWARD_SECONDS = 30;
export const PLAYBACK_SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;
/** The sleep timer lowers the volume over its last seconds, then pauses. */
export const SLEEP_FADE_SECONDS = 10;
/** The sleep timer's choices: minutes from now, or the end of the track. */
export const SLEEP_TIMER_MINUTES = [15, 30, 45, 60] as const;
export type SleepChoice = 'off' | 'end' | `${(typeof SLEEP_TIMER_MINUTES)[number]}`;
/** A position this close to the end starts the track again (the learner heard it to the end). */
export const RESUME_NEAR_END_SECONDS = 5;

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/** "m:ss" (minutes may pass 59: "75:03"); negative or unknown times read "0:00". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(finite(seconds)));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The scrubber's spoken value: "3:05 of 45:00". */
export function clockValueText(current: number, total: number): string {
  return `${formatClock(current)} of ${formatClock(total)}`;
}

/** A position moved by `delta` seconds, kept inside the track (an unknown length only stops it below 0). */
export function skippedPosition(current: number, delta: number, duration: number): number {
  const target = finite(current) + delta;
  const end = Number.isFinite(duration) && duration > 0 ? duration : Infinity;
  return Math.min(Math.max(0, target), end);
}

/** Where a visit starts: the remembered position, unless it is unknown, past the track or at its very end. */
export function resumePosition(stored: number | null | undefined, duration: number): number {
  const position = Number.isFinite(stored) && stored! > 0 ? stored! : 0;
  if (!(Number.isFinite(duration) && duration > 0)) return position;
  return position >= duration - RESUME_NEAR_END_SECONDS ? 0 : position;
}

/**
 * When a sleep timer chosen at `nowMs` pauses the audio (epoch ms), or null for 'off'. 'End of track' is the time the
 * rest of the track takes at the current speed; with the length unknown it has no deadline yet.
 */
export function sleepDeadline(
  choice: SleepChoice,
  nowMs: number,
  track: { position: number; duration: number; rate: number },
): number | null {
  if (choice === 'off') return null;
  if (choice === 'end') {
    if (!(Number.isFinite(track.duration) && track.duration > 0)) return null;
    const rate = track.rate > 0 ? track.rate : 1;
    return nowMs + (Math.max(0, track.duration - finite(track.position)) / rate) * 1000;
  }
  return nowMs + Number(choice) * 60_000;
}

/** The volume while a sleep timer runs: full until its last SLEEP_FADE_SECONDS, then down to 0 in a straight line. */
export function fadeVolume(deadlineMs: number, nowMs: number): number {
  const left = (deadlineMs - nowMs) / 1000;
  if (left >= SLEEP_FADE_SECONDS) return 1;
  if (left <= 0) return 0;
  return left / SLEEP_FADE_SECONDS;
}

/** The words of a sleep timer choice in the menu. */
export function sleepChoiceLabel(choice: SleepChoice): string {
  if (choice === 'off') return 'Off';
  if (choice === 'end') return 'End of track';
  return `${choice} minutes`;
}

export const SLEEP_CHOICES: SleepChoice[] = ['off', ...SLEEP_TIMER_MINUTES.map((m) => `${m}` as SleepChoice), 'end'];
