// A session's audio track uploaded from the course builder, against the real emulators with its own local storage
// folder: the admin API signs a PUT straight into storage (admins only; bad types and sizes refused with 400, nothing
// changed), the local server (Cloud Storage's part locally) checks that address's seal, time, type and size while the
// body streams in, and the session page then offers the track, served with Range.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminSessionAudioDurationRoute,
  adminSessionAudioRemoveRoute,
  adminSessionAudioUploadRoute,
  sessionAudioUrlRoute,
  sessionRoute,
} from '../../src/api/contract';
import type { SessionData } from '../../src/lib/learning/learning';
import type { SessionAudioUrl } from '../../src/lib/learning/lessons';
import type { SessionAudioUpload } from '../../src/lib/admin/sessionAudio';
import type { AdminSession } from '../../src/lib/admin/admin';

// Before anything reads the server configuration (read once per process).
const dataDir = await mkdtemp(join(tmpdir(), 'session-audio-upload-'));
process.env.LOCAL_DATA_DIR = dataDir;

const { seedDemoData } = await import('../../scripts/lib/seed.mjs');
const { silentMp3 } = await import('../../scripts/lib/demo-audio.mjs');
const { createLocalFunctions } = await import('../../scripts/lib/local-functions.mjs');
const { default: uploadApi } = await import('../../netlify/functions/admin-session-audio-upload.mts');
const { default: audioApi } = await import('../../netlify/functions/admin-session-audio.mts');
const { default: sessionAudioUrl } = await import('../../netlify/functions/session-audio-url.mts');
const { default: sessionPage } = await import('../../netlify/functions/session.mts');
const { services } = await import('../../netlify/lib/compose');
const { serverEnv } = await import('../../netlify/lib/env');
const { collections } = await import('../../netlify/lib/data/collections');
const { db } = await import('../../netlify/lib/firebase');
const { SESSION_NOT_FOUND } = await import('../../netlify/lib/admin/notFound');
const { serveLocalSignedFile, UPLOAD_EXPIRED, UPLOAD_INVALID } = await import('../../netlify/lib/adapters/storage/localSignedFiles');
const { AUDIO_EMPTY, AUDIO_NOT_UPLOADED, AUDIO_TOO_LARGE, AUDIO_WRONG_TYPE, MAX_SESSION_AUDIO_BYTES } =
  await import('../../src/lib/admin/sessionAudio');
const { sessionAudioPath } = await import('../../src/lib/learning/lessons');
const { context, freshUser, request, signIn } = await import('./learningSupport');

const COURSE = 'quantum-alchemy-breathwork';
const TARGET = `${COURSE}-3`; // no demo recording
const OTHER = `${COURSE}-4`;
const MP3 = Buffer.from(silentMp3(4, 'upload test'));
let admin: string;
let learner: string;

const askUpload = (token: string | null, body: unknown) =>
  uploadApi(request(adminSessionAudioUploadRoute.path, { token, body }), context());

async function signedUpload(sessionId = TARGET, contentType = 'audio/mpeg', sizeBytes = MP3.length): Promise<SessionAudioUpload> {
  const response = await askUpload(admin, { courseId: COURSE, sessionId, contentType, sizeBytes });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SessionAudioUpload;
}

/** The browser's PUT to a signed address, as the local server answers it, at `now`. */
const put = (url: string, body: BodyInit | null, headers: Record<string, string>, now = Date.now()) =>
  serveLocalSignedFile(
    new Request(new URL(url, 'http://127.0.0.1'), { method: 'PUT', body, headers, duplex: 'half' } as RequestInit),
    serverEnv().storageDir,
    now,
  );

async function openSession(token: string, sessionId = TARGET): Promise<SessionData> {
  const response = await sessionPage(request(`${sessionRoute.path}?courseId=${COURSE}&sessionId=${sessionId}`, { token }), context());
  expect(response.status).toBe(200);
  return (await response.json()) as SessionData;
}

const sessionDoc = async (id: string) =>
  (
    await collections(await db())
      .courseSessions.doc(id)
      .get()
  ).data();
const storedBytes = async (id = TARGET) => {
  const file = await services().storage.get(sessionAudioPath(id));
  return file && Buffer.from(file.bytes);
};
/** Upload files left half-written beside the audio (there must be none). */
const partials = async () => (await readdir(join(serverEnv().storageDir, 'audio'))).filter((name) => name.includes('.partial'));

beforeAll(async () => {
  await seedDemoData(process.env);
  admin = await signIn('admin@example.com', 'local-admin-pass');
  learner = (await freshUser('upload', [COURSE])).token;
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('POST /api/admin/session-audio-upload', () => {
  it('is for admins only: 401 without sign-in, 403 for a learner, and no address', async () => {
    const body = { courseId: COURSE, sessionId: TARGET, contentType: 'audio/mpeg', sizeBytes: 1000 };
    const anonymous = await askUpload(null, body);
    expect(anonymous.status).toBe(401);
    const refused = await askUpload(learner, body);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toMatch(/local-files/);
    for (const response of [
      await audioApi(
        request(adminSessionAudioDurationRoute.path, { token: learner, method: 'PATCH', body: { sessionId: TARGET, durationSeconds: 4 } }),
        context(),
      ),
      await audioApi(
        request(`${adminSessionAudioRemoveRoute.path}?sessionId=${COURSE}-1`, { token: learner, method: 'DELETE' }),
        context(),
      ),
    ])
      expect(response.status).toBe(403);
    expect(await storedBytes(`${COURSE}-1`)).not.toBeNull();
  });

  it('refuses another type, an empty file and one over 200 MB with 400 and clear words, changing nothing', async () => {
    const before = await sessionDoc(TARGET);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ contentType: 'audio/wav', sizeBytes: 1000 }, AUDIO_WRONG_TYPE],
      [{ contentType: 'video/mp4', sizeBytes: 1000 }, AUDIO_WRONG_TYPE],
      [{ contentType: 'audio/mpeg', sizeBytes: 0 }, AUDIO_EMPTY],
      [{ contentType: 'audio/mp4', sizeBytes: MAX_SESSION_AUDIO_BYTES + 1 }, AUDIO_TOO_LARGE],
    ];
    for (const [change, words] of cases) {
      const response = await askUpload(admin, { courseId: COURSE, sessionId: TARGET, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(words);
    }
    expect(await sessionDoc(TARGET)).toEqual(before);
    expect(await storedBytes()).toBeNull();
  });

  it('answers 404 for a session that does not exist or is not in that course', async () => {
    for (const [courseId, sessionId] of [
      [COURSE, `${COURSE}-no-such-session`],
      ['sonic-sound-healing', TARGET],
    ]) {
      const response = await askUpload(admin, { courseId, sessionId, contentType: 'audio/mpeg', sizeBytes: 1000 });
      expect(response.status).toBe(404);
      expect(JSON.stringify(await response.json())).toContain(SESSION_NOT_FOUND);
    }
  });

  it('answers a PUT address outside /api with the one content type, valid for 15 minutes at most', async () => {
    const upload = await signedUpload(TARGET, 'audio/mp4', 5000);
    expect(upload.method).toBe('PUT');
    expect(upload.url).toMatch(/^\/local-files\/audio\//);
    expect(upload.headers).toEqual({ 'content-type': 'audio/mp4' });
    expect(Date.parse(upload.expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000);
  });
});

describe('the signed PUT (local storage)', () => {
  it('stores the track (201), and the session page then offers it, served with Range (206)', async () => {
    expect((await openSession(learner)).hasAudio).toBe(false);
    const upload = await signedUpload();
    const stored = await put(upload.url, MP3, upload.headers);
    expect(stored.status, await stored.clone().text()).toBe(201);
    expect((await storedBytes())?.equals(MP3)).toBe(true);
    expect((await openSession(learner)).hasAudio).toBe(true);

    const answer = await sessionAudioUrl(
      request(`${sessionAudioUrlRoute.path}?courseId=${COURSE}&sessionId=${TARGET}`, { token: learner }),
      context(),
    );
    expect(answer.status).toBe(200);
    const { url } = (await answer.json()) as SessionAudioUrl;
    const part = await serveLocalSignedFile(
      new Request(new URL(url, 'http://127.0.0.1'), { headers: { range: 'bytes=100-199' } }),
      serverEnv().storageDir,
    );
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect(Buffer.from(await part.arrayBuffer()).equals(MP3.subarray(100, 200))).toBe(true);
  });

  it('replaces a stored track (200)', async () => {
    const upload = await signedUpload();
    const replaced = await put(upload.url, MP3, upload.headers);
    expect(replaced.status).toBe(200);
  });

  it('refuses an altered address (403), an expired one (403), another content type (415), storing nothing', async () => {
    const upload = await signedUpload(OTHER);
    const alter = (change: (u: URL) => void) => {
      const u = new URL(upload.url, 'http://127.0.0.1');
      change(u);
      return `${u.pathname}${u.search}`;
    };
    for (const address of [
      alter((u) => u.searchParams.set('max', String(MAX_SESSION_AUDIO_BYTES))),
      alter((u) => u.searchParams.set('type', 'text/html')),
      alter((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 60))),
      alter((u) => (u.pathname = `/local-files/audio/${TARGET}.mp3`)),
      alter((u) => u.searchParams.delete('signature')),
      alter((u) => u.searchParams.delete('upload')),
    ]) {
      const response = await put(address, MP3, upload.headers);
      expect(response.status, address).toBe(403);
      expect(await response.text()).toBe(UPLOAD_INVALID);
    }
    const late = await put(upload.url, MP3, upload.headers, Date.parse(upload.expiresAt) + 1000);
    expect(late.status).toBe(403);
    expect(await late.text()).toBe(UPLOAD_EXPIRED);
    const html = await put(upload.url, MP3, { 'content-type': 'text/html' });
    expect(html.status).toBe(415);
    expect(await storedBytes(OTHER)).toBeNull();
    expect((await storedBytes(TARGET))?.equals(MP3)).toBe(true);
  });

  it('refuses a body larger than the size signed (413), by its length and while it streams, keeping the file there', async () => {
    const upload = await signedUpload(TARGET, 'audio/mpeg', 1000);
    const declared = await put(upload.url, Buffer.alloc(1001), { ...upload.headers, 'content-length': '1001' });
    expect(declared.status).toBe(413);
    // No length announced (a stream): counted as it arrives, refused once past the size.
    const chunks = [Buffer.alloc(600, 1), Buffer.alloc(600, 2)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const streamed = await put(upload.url, stream, upload.headers);
    expect(streamed.status).toBe(413);
    expect((await storedBytes())?.equals(MP3)).toBe(true);
    expect(await partials()).toEqual([]);
  });

  it('goes through the local server (npm start, the built site) as a stream, and refuses other methods', async () => {
    const functions = await createLocalFunctions({});
    const server = createServer((req, res) => {
      functions.handle(req, res).then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const upload = await signedUpload(OTHER, 'audio/mpeg', MP3.length);
      const stored = await fetch(`${origin}${upload.url}`, { method: 'PUT', headers: upload.headers, body: MP3 });
      expect(stored.status).toBe(201);
      expect((await storedBytes(OTHER))?.equals(MP3)).toBe(true);
      const big = await signedUpload(OTHER, 'audio/mpeg', 10);
      expect((await fetch(`${origin}${big.url}`, { method: 'PUT', headers: big.headers, body: MP3 })).status).toBe(413);
      expect((await fetch(`${origin}${upload.url}`, { method: 'POST', headers: upload.headers, body: MP3 })).status).toBe(405);
      expect((await storedBytes(OTHER))?.equals(MP3)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await functions.close();
    }
  });
});

describe('/api/admin/session-audio', () => {
  const patch = (token: string, body: unknown) =>
    audioApi(request(adminSessionAudioDurationRoute.path, { token, method: 'PATCH', body }), context());
  const remove = (token: string, sessionId: string) =>
    audioApi(request(`${adminSessionAudioRemoveRoute.path}?sessionId=${sessionId}`, { token, method: 'DELETE' }), context());

  it('records the length the browser read, once the track is stored (409 before), and refuses a nonsense length', async () => {
    const early = await patch(admin, { sessionId: `${COURSE}-5`, durationSeconds: 4 });
    expect(early.status).toBe(409);
    expect(JSON.stringify(await early.json())).toContain(AUDIO_NOT_UPLOADED);
    for (const durationSeconds of [0, -3, 'four', 25 * 3600])
      expect((await patch(admin, { sessionId: TARGET, durationSeconds })).status).toBe(400);
    expect((await sessionDoc(TARGET))?.audio_duration_seconds ?? null).toBeNull();

    const recorded = await patch(admin, { sessionId: TARGET, durationSeconds: 4.03 });
    expect(recorded.status).toBe(200);
    expect(((await recorded.json()) as { session: AdminSession }).session.audio_duration_seconds).toBe(4);
    expect((await patch(admin, { sessionId: `${COURSE}-nope`, durationSeconds: 4 })).status).toBe(404);
  });

  it('keeps an M4A an M4A: stored as .m4a with its type, played and downloaded under that name, the replaced MP3 gone', async () => {
    expect(await storedBytes()).not.toBeNull(); // the MP3 of the cases above
    const m4a = Buffer.from('....ftypM4A an m4a stand-in');
    const signed = await signedUpload(TARGET, 'audio/mp4', m4a.length);
    expect(new URL(signed.url, 'http://127.0.0.1').pathname).toBe(`/local-files/audio/${TARGET}.m4a`);
    expect((await put(signed.url, m4a, signed.headers)).status).toBe(201);
    // Until its length is recorded the session keeps playing the MP3; then the M4A takes its place.
    const recorded = await patch(admin, { sessionId: TARGET, durationSeconds: 7, contentType: 'audio/mp4' });
    expect(recorded.status).toBe(200);
    expect(await sessionDoc(TARGET)).toMatchObject({ audio_path: sessionAudioPath(TARGET, 'm4a'), audio_duration_seconds: 7 });
    expect(await storedBytes()).toBeNull();
    const stored = await services().storage.get(sessionAudioPath(TARGET, 'm4a'));
    expect(stored && { bytes: Buffer.from(stored.bytes), type: stored.contentType }).toEqual({ bytes: m4a, type: 'audio/mp4' });
    expect((await openSession(learner)).hasAudio).toBe(true);

    const asked = await sessionAudioUrl(
      request(`${sessionAudioUrlRoute.path}?courseId=${COURSE}&sessionId=${TARGET}&download=1`, { token: learner }),
      context(),
    );
    const { url } = (await asked.json()) as SessionAudioUrl;
    expect(new URL(url, 'http://127.0.0.1').pathname).toBe(`/local-files/audio/${TARGET}.m4a`);
    const served = await serveLocalSignedFile(new Request(new URL(url, 'http://127.0.0.1')), serverEnv().storageDir);
    expect(served.headers.get('content-type')).toBe('audio/mp4');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="hypnosis-.+\.m4a"$/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(m4a);
  });

  it('removes the track: the session page no longer offers it and its length is gone', async () => {
    const removed = await remove(admin, TARGET);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as { session: AdminSession }).session.audio_duration_seconds).toBeNull();
    expect(await storedBytes()).toBeNull();
    expect(await services().storage.exists(sessionAudioPath(TARGET, 'm4a'))).toBe(false);
    expect(await sessionDoc(TARGET)).toMatchObject({ audio_path: null });
    expect((await openSession(learner)).hasAudio).toBe(false);
    expect((await remove(admin, `${COURSE}-nope`)).status).toBe(404);
  });
});
