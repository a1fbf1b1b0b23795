// @ts-check
// A valid MP3 for the local demo's session audio, built in code when the demo data is seeded (no encoder, nothing in
// git): an ID3v2.3 tag naming it, then silent MPEG-1 Layer III frames (32 kbit/s, 32 kHz, mono, a spoken-word
// rate; 144 bytes = 36 ms each), as long as the session (45 minutes: about 10.8 MB). A frame whose side information
// is all zero decodes to silence in every player, and every frame seeks like a real recording's.

const FRAME_HEADER = [0xff, 0xfb, 0x18, 0xc4]; // sync, MPEG-1, Layer III, no CRC | 32 kbit/s, 32 kHz, no padding | mono, original
export const DEMO_AUDIO_FRAME_BYTES = 144;
export const DEMO_AUDIO_FRAME_SECONDS = 1152 / 32_000;

/** @param {string} title */
function id3Tag(title) {
  const text = Buffer.from(`\u0000${title}`, 'latin1'); // encoding byte 0 (ISO-8859-1), then the text
  const frame = Buffer.alloc(10 + text.length);
  frame.write('TIT2', 0, 'latin1');
  frame.writeUInt32BE(text.length, 4);
  text.copy(frame, 10);
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]); // "ID3" v2.3, no flags
  // The tag size is "syncsafe": 7 bits per byte.
  const size = frame.length;
  header[6] = (size >> 21) & 0x7f;
  header[7] = (size >> 14) & 0x7f;
  header[8] = (size >> 7) & 0x7f;
  header[9] = size & 0x7f;
  return Buffer.concat([header, frame]);
}

/** A silent MP3 of about `seconds` seconds (3 s is about 12 KB, an hour about 14.4 MB). */
export function silentMp3(seconds = 3, title = 'Maya Linwood Hypnotherapy - local demo audio') {
  const frames = Math.max(1, Math.round(seconds / DEMO_AUDIO_FRAME_SECONDS));
  const frame = Buffer.alloc(DEMO_AUDIO_FRAME_BYTES);
  Buffer.from(FRAME_HEADER).copy(frame);
  // fill() repeats the one frame over the whole body: an hour takes milliseconds.
  const body = Buffer.alloc(frames * DEMO_AUDIO_FRAME_BYTES).fill(frame);
  return Buffer.concat([id3Tag(title), body]);
}

/** The demo audio of a session: as long as the session says it is, its title in the tag. @param {{ title: string, duration_minutes: number }} session */
export function demoSessionAudio(session) {
  return silentMp3(session.duration_minutes * 60, `${session.title} - Maya Linwood Hypnotherapy (local demo, silent)`);
}

/**
 * The 3-second file earlier seeds stored for every demo audio: a data folder seeded then still holds it where
 * nobody replaced it, and the seed swaps it for the session-long one.
 */
export const LEGACY_DEMO_AUDIO = silentMp3();
