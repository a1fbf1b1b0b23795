// GET /api/session-audio against the real emulators, with its own local file storage folder: the stored bytes
// under the spec 7 file name, a clear 404 while nothing is stored, and a demo seed that never replaces a file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionAudioRoute } from '../../src/api/contract';

// Before anything reads the server configuration (read once per process).
const dataDir = await mkdtemp(join(tmpdir(), 'session-audio-'));
process.env.LOCAL_DATA_DIR = dataDir;

const { seedDemoData } = await import('../../scripts/lib/seed.mjs');
const { silentMp3 } = await import('../../scripts/lib/demo-audio.mjs');
const { default: sessionAudio } = await import('../../netlify/functions/session-audio.mts');
const { services } = await import('../../netlify/lib/compose');
const { AUDIO_NOT_AVAILABLE, sessionAudioPath } = await import('../../src/lib/learning/lessons');
const { context, freshUser, request, signIn } = await import('./learningSupport');

const COURSE = 'quantum-alchemy-breathwork';
const ANIMALS = 'the-animal-that-walks-with-you';
let learner: string;
let admin: string;

const download = (token: string, courseId: string, sessionId: string) =>
  sessionAudio(request(`${sessionAudioRoute.path}?courseId=${courseId}&sessionId=${sessionId}`, { token }), context());

beforeAll(async () => {
  await seedDemoData(process.env);
  learner = (await freshUser('audio', [COURSE])).token;
  admin = await signIn('admin@example.com', 'local-admin-pass');
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('GET /api/session-audio', () => {
  it('serves the seeded demo audio of the first session as an MP3 attachment named after the session', async () => {
    const response = await download(learner, COURSE, `${COURSE}-1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="hypnosis-breath-of-hypnotic-restoration.mp3"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(silentMp3())).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  });

  it('answers 404 with a clear message while no file is stored, then serves the file once the practitioner adds it', async () => {
    const session = `${COURSE}-2`; // ALCHEMY OF INNER STILLNESS: the demo seed stores no audio for it
    const missing = await download(learner, COURSE, session);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-disposition')).toBeNull();
    expect(await missing.json()).toEqual({ error: AUDIO_NOT_AVAILABLE, code: 'not_found' });

    const recording = new Uint8Array([...Buffer.from('ID3'), 3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x18, 0xc4, 1, 2, 3]);
    await services().storage.put(sessionAudioPath(session), recording, 'audio/mpeg');
    const found = await download(learner, COURSE, session);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-disposition')).toBe('attachment; filename="hypnosis-alchemy-of-inner-stillness.mp3"');
    expect(new Uint8Array(await found.arrayBuffer())).toEqual(recording);
  });

  it('lets an admin download the audio of a course they are not enrolled in', async () => {
    const response = await download(admin, ANIMALS, `${ANIMALS}-1`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="hypnosis-the-wolf--loyalty-and-inner-strength.mp3"');
  });

  it('re-seeding keeps a file the practitioner replaced', async () => {
    const own = new Uint8Array([...Buffer.from('ID3'), 3, 0, 0, 0, 0, 0, 0, 9, 9, 9]);
    await services().storage.put(sessionAudioPath(`${COURSE}-1`), own, 'audio/mpeg');
    await seedDemoData(process.env);
    expect((await services().storage.get(sessionAudioPath(`${COURSE}-1`)))?.bytes).toEqual(own);
  });
});
