// Written lessons (spec 2.12) as data: a Sanity `lesson` document belongs to one session by its id and
// says itself whether the page shows the session's video card, a bonus audio and the certificate.
// Nothing here looks at a session's title except the spec's fallback sentence and audio file name. Pure.

/** One part of a lesson as the session page shows it: server-rendered text (HTML), or a 16:9 video. */
export type LessonPart = { kind: 'text'; html: string } | { kind: 'video'; title: string; url: string | null };

/** A session's written lesson as the session function serves it. */
export type Lesson = { title: string; parts: LessonPart[]; certificate: boolean };

/** What a lesson document says about its page (the Studio's three switches). */
export type LessonFlags = { showVideoCard: boolean; bonusAudio: boolean; certificate: boolean };

/** The lesson body as stored: Portable Text blocks and the `lessonVideo` objects between them. */
export type LessonBodyItem = { _type: string; title?: unknown; url?: unknown; [field: string]: unknown };

/**
 * The body cut at its videos: runs of text blocks (rendered to HTML by the caller) and the videos between
 * them, in order. Unknown item types are left out.
 */
export function splitLessonBody<Block extends LessonBodyItem>(
  body: readonly Block[] | null | undefined,
): Array<{ kind: 'text'; blocks: Block[] } | { kind: 'video'; title: string; url: string | null }> {
  const parts: Array<{ kind: 'text'; blocks: Block[] } | { kind: 'video'; title: string; url: string | null }> = [];
  for (const item of body ?? []) {
    if (item?._type === 'lessonVideo') {
      const title = typeof item.title === 'string' && item.title.trim() ? item.title.trim() : 'Lesson video';
      parts.push({ kind: 'video', title, url: typeof item.url === 'string' && item.url.trim() ? item.url.trim() : null });
    } else if (item?._type === 'block') {
      const last = parts[parts.length - 1];
      if (last?.kind === 'text') last.blocks.push(item);
      else parts.push({ kind: 'text', blocks: [item] });
    }
  }
  return parts;
}

/** A session without a lesson document: its video card, no bonus audio, no certificate. */
export const NO_LESSON_FLAGS: LessonFlags = { showVideoCard: true, bonusAudio: false, certificate: false };

/** What the session page shows around the lesson, from the lesson's own switches (never from the title). */
export function sessionExtras(
  flags: LessonFlags | null,
  sessionTitle: string,
): {
  showVideoCard: boolean;
  bonusAudio: { fileName: string } | null;
  fallbackText: string;
} {
  const { showVideoCard, bonusAudio } = flags ?? NO_LESSON_FLAGS;
  return {
    showVideoCard,
    bonusAudio: bonusAudio ? { fileName: bonusAudioFileName(sessionTitle) } : null,
    fallbackText: fallbackLessonText(sessionTitle),
  };
}

/** The text shown for a session without a written lesson. */
export function fallbackLessonText(sessionTitle: string): string {
  return `Detailed content for ${sessionTitle} session.`;
}

/** The file name endings a session's audio is stored under: MP3, M4A (AAC in MP4) and raw AAC. */
export const SESSION_AUDIO_EXTENSIONS = ['mp3', 'm4a', 'aac'] as const;
export type SessionAudioExtension = (typeof SESSION_AUDIO_EXTENSIONS)[number];

/**
 * Spec 7: 'hypnosis-' + lowercased title with non-alphanumerics turned to dashes + '.mp3'; an M4A or AAC recording
 * keeps its own ending, so the saved file opens as what it is.
 */
export function bonusAudioFileName(sessionTitle: string, extension: SessionAudioExtension = 'mp3'): string {
  return `hypnosis-${sessionTitle.toLowerCase().replace(/[^a-z0-9]/g, '-')}.${extension}`;
}

/** Where a session's hypnosis audio lives in file storage: MP3 by default (the demo's, one put there by hand). */
export function sessionAudioPath(sessionId: string, extension: SessionAudioExtension = 'mp3'): string {
  return `audio/${sessionId}.${extension}`;
}

/** Every path a session's audio may be stored under (removing a track or a session removes them all). */
export function sessionAudioPaths(sessionId: string): string[] {
  return SESSION_AUDIO_EXTENSIONS.map((extension) => sessionAudioPath(sessionId, extension));
}

/** The file ending of an uploaded track's content type (audio/mpeg, audio/mp4, audio/x-m4a, audio/aac). */
export function audioExtensionOf(contentType: string): SessionAudioExtension {
  return contentType === 'audio/mpeg' ? 'mp3' : contentType === 'audio/aac' ? 'aac' : 'm4a';
}

/**
 * The stored audio of a session record: the path the builder recorded with its upload (`audio_path`, when it is one
 * of this session's), else the MP3 path.
 */
export function storedAudioOf(session: { id: string; audio_path?: string | null }): { path: string; extension: SessionAudioExtension } {
  const recorded = SESSION_AUDIO_EXTENSIONS.find((extension) => session.audio_path === sessionAudioPath(session.id, extension));
  return { path: sessionAudioPath(session.id, recorded ?? 'mp3'), extension: recorded ?? 'mp3' };
}

/**
 * How long a session's audio address works (storage's maximum for signed addresses): a player asks for a new one
 * when it runs out, and a refund or a deleted account stops new ones.
 */
export const SESSION_AUDIO_URL_SECONDS = 15 * 60;

/** GET /api/session-audio-url's answer: where the browser reads the audio from (storage, never a function), until when. */
export type SessionAudioUrl = { url: string; expiresAt: string };

/** The audio function's answer when nothing is stored yet (the page shows its own toast for it). */
export const AUDIO_NOT_AVAILABLE = 'The hypnosis audio file is not yet available for this session.';
