// The lock screen and the headset buttons (Media Session API): while the player is on the page, the phone shows the
// session's title, its course and image, and its play, pause, skip and seek controls drive the <audio> element.
// Browsers without the API simply lack these extras.
import { useEffect, type RefObject } from 'react';
import { SKIP_BACK_SECONDS, SKIP_FORWARD_SECONDS, skippedPosition } from '../../lib/learning/player';

export type MediaFacts = { title: string; artist: string; album: string; artwork: string };

/** Where the lock screen's position bar stands; the browser refuses a position past the length, or an unknown one. */
export function updatePositionState(audio: HTMLAudioElement): void {
  if (!('mediaSession' in navigator) || !navigator.mediaSession.setPositionState) return;
  const duration = audio.duration;
  if (!(Number.isFinite(duration) && duration > 0)) return;
  try {
    navigator.mediaSession.setPositionState({
      duration,
      playbackRate: audio.playbackRate || 1,
      position: Math.min(Math.max(0, audio.currentTime), duration),
    });
  } catch {
    // A state the browser finds inconsistent for a moment (mid-seek): the next event sets it again.
  }
}

export function useMediaSession(audioRef: RefObject<HTMLAudioElement | null>, facts: MediaFacts | null): void {
  const { title = '', artist = '', album = '', artwork = '' } = facts ?? {};
  const active = facts !== null;
  useEffect(() => {
    if (!active || !('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({ title, artist, album, artwork: [{ src: new URL(artwork, location.href).href }] });
    const seek = (seconds: number) => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.currentTime = skippedPosition(seconds, 0, audio.duration);
      updatePositionState(audio);
    };
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['play', () => void audioRef.current?.play().catch(() => {})],
      ['pause', () => audioRef.current?.pause()],
      ['seekbackward', (details) => seek((audioRef.current?.currentTime ?? 0) - (details.seekOffset ?? SKIP_BACK_SECONDS))],
      ['seekforward', (details) => seek((audioRef.current?.currentTime ?? 0) + (details.seekOffset ?? SKIP_FORWARD_SECONDS))],
      ['seekto', (details) => (details.seekTime === undefined ? undefined : seek(details.seekTime))],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know: the others still work.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
      session.metadata = null;
    };
  }, [active, title, artist, album, artwork, audioRef]);
}
