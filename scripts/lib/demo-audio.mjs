// @ts-check
// A tiny valid MP3 for the local demo's hypnosis audio downloads, built in code (no encoder needed): an ID3v2.3
// tag naming it, then silent MPEG-1 Layer III frames (32 kbit/s, 32 kHz, mono; 144 bytes = 36 ms each). A frame
// whose side information is all zero decodes to silence in every player.

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

/** A silent MP3 of about `seconds` seconds (3 s is about 12 KB). */
export function silentMp3(seconds = 3, title = 'Maya Linwood Hypnotherapy - local demo audio') {
  const frames = Math.max(1, Math.round(seconds / DEMO_AUDIO_FRAME_SECONDS));
  const body = Buffer.alloc(frames * DEMO_AUDIO_FRAME_BYTES);
  for (let i = 0; i < frames; i++) Buffer.from(FRAME_HEADER).copy(body, i * DEMO_AUDIO_FRAME_BYTES);
  return Buffer.concat([id3Tag(title), body]);
}
