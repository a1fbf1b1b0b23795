// Which written lesson belongs to a session (spec 2.12): chosen by the session's title. Pure, no imports.

export const ANIMAL_KEYS = ['wolf', 'deer', 'dolphin', 'owl', 'bear', 'butterfly'] as const;
export type AnimalKey = (typeof ANIMAL_KEYS)[number];

/** The named breathwork sessions, matched on their exact title (case-insensitive, spaces trimmed). */
export const BREATHWORK_TITLES = [
  'BREATH OF HYPNOTIC RESTORATION',
  'ALCHEMY OF INNER STILLNESS',
  'QUANTUM INTEGRATION BREATH',
  'PINEAL BREATH OF LIGHT',
  'BIOCELLULAR CHARGE ACTIVATION',
] as const;

/** Sessions whose lesson carries its own videos, so the page shows no separate video card. */
const NO_VIDEO_CARD = new Set<string>(BREATHWORK_TITLES);

/** Sessions with a bonus hypnosis audio download. */
const BONUS_AUDIO = new Set<string>(['BREATH OF HYPNOTIC RESTORATION', 'ALCHEMY OF INNER STILLNESS']);

const normalise = (title: string) => title.trim().replace(/\s+/g, ' ').toUpperCase();

/**
 * The lesson key for a session title: an animal key word (whole word, any case) or a breathwork title
 * (upper case), or null when no written lesson exists.
 */
export function lessonKeyForTitle(title: string | null | undefined): string | null {
  if (typeof title !== 'string' || !title.trim()) return null;
  const upper = normalise(title);
  if ((BREATHWORK_TITLES as readonly string[]).includes(upper)) return upper;
  const lower = title.toLowerCase();
  for (const key of ANIMAL_KEYS) {
    if (new RegExp(`\\b${key}\\b`).test(lower)) return key;
  }
  return null;
}

export function showsVideoCard(title: string | null | undefined): boolean {
  return typeof title !== 'string' || !NO_VIDEO_CARD.has(normalise(title));
}

export function hasBonusAudio(title: string | null | undefined): boolean {
  return typeof title === 'string' && BONUS_AUDIO.has(normalise(title));
}

/** The text shown for a session without a written lesson. */
export function fallbackLessonText(sessionTitle: string): string {
  return `Detailed content for ${sessionTitle} session.`;
}

/** Spec 7: 'hypnosis-' + lowercased title with non-alphanumerics turned to dashes + '.mp3'. */
export function bonusAudioFileName(sessionTitle: string): string {
  return `hypnosis-${sessionTitle.toLowerCase().replace(/[^a-z0-9]/g, '-')}.mp3`;
}

/** Where a session's hypnosis audio lives in file storage (the practitioner uploads it there). */
export function sessionAudioPath(sessionId: string): string {
  return `audio/${sessionId}.mp3`;
}

/** The download header for a session's audio: always an attachment under the spec 7 file name (ASCII only). */
export function sessionAudioDisposition(sessionTitle: string): string {
  return `attachment; filename="${bonusAudioFileName(sessionTitle)}"`;
}

/** The audio function's answer when nothing is stored yet (the page shows its own toast for it). */
export const AUDIO_NOT_AVAILABLE = 'The hypnosis audio file is not yet available for this session.';
