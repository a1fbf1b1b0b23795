// A session's audio against the real emulators, with its own local file storage folder: GET /api/session-audio-url
// answers a short-lived signed address (never the bytes) to those who may open the session, and the local server's
// answer to that address (Cloud Storage's part locally) checks the seal and the time and serves Range requests.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEnrollmentDeleteRoute, sessionAudioRoute, sessionAudioUrlRoute, sessionRoute } from '../../src/api/contract';
import type { SessionData } from '../../src/lib/learning/learning';
import type { SessionAudioUrl } from '../../src/lib/learning/lessons';

// Before anything reads the server configuration (read once per process).
const dataDir = await mkdtemp(join(tmpdir(), 'session-audio-'));
process.env.LOCAL_DATA_DIR = dataDir;

const { seedDemoAudio, seedDemoData } = await import('../../scripts/lib/seed.mjs');
const { demoSessionAudio, LEGACY_DEMO_AUDIO } = await import('../../scripts/lib/demo-audio.mjs');
const { DEMO_SESSIONS } = await import('../../scripts/lib/demo-data.mjs');
const { LOCAL_FILES_PREFIX: SERVED_PREFIX, createLocalFunctions } = await import('../../scripts/lib/local-functions.mjs');
const { default: sessionAudioUrl } = await import('../../netlify/functions/session-audio-url.mts');
const { default: sessionAudio } = await import('../../netlify/functions/session-audio.mts');
const { default: sessionPage } = await import('../../netlify/functions/session.mts');
const { default: adminEnrollments } = await import('../../netlify/functions/admin-enrollments.mts');
const { services } = await import('../../netlify/lib/compose');
const { serverEnv } = await import('../../netlify/lib/env');
const { enrollmentId } = await import('../../netlify/lib/data/collections');
const { deleteUserCompletely } = await import('../../netlify/lib/account/users');
const { LOCAL_FILES_PREFIX } = await import('../../netlify/lib/adapters/storage/localSignedUrls');
const { LINK_EXPIRED, LINK_INVALID, serveLocalSignedFile } = await import('../../netlify/lib/adapters/storage/localSignedFiles');
const { AUDIO_NOT_AVAILABLE, SESSION_AUDIO_URL_SECONDS, sessionAudioPath } = await import('../../src/lib/learning/lessons');
const { context, freshUser, request, signIn } = await import('./learningSupport');

const COURSE = 'quantum-alchemy-breathwork';
const ANIMALS = 'the-animal-that-walks-with-you';
const FIRST = `${COURSE}-1`; // BREATH OF HYPNOTIC RESTORATION, 45 minutes
let learner: string;
let admin: string;

const askUrl = (token: string | null, courseId: string, sessionId: string, extra = '') =>
  sessionAudioUrl(request(`${sessionAudioUrlRoute.path}?courseId=${courseId}&sessionId=${sessionId}${extra}`, { token }), context());

async function signedUrl(token: string, courseId = COURSE, sessionId = FIRST, extra = ''): Promise<SessionAudioUrl> {
  const response = await askUrl(token, courseId, sessionId, extra);
  expect(response.status).toBe(200);
  return (await response.json()) as SessionAudioUrl;
}

/** The local server's answer to a signed address (what the browser gets), at `now`. */
const fetchSigned = (url: string, init: RequestInit = {}, now = Date.now()) =>
  serveLocalSignedFile(new Request(new URL(url, 'http://127.0.0.1'), init), serverEnv().storageDir, now);

/** The session page's answer (GET /api/session), which says whether the session has a recording. */
async function openSession(token: string, sessionId: string, courseId = COURSE): Promise<SessionData> {
  const response = await sessionPage(request(`${sessionRoute.path}?courseId=${courseId}&sessionId=${sessionId}`, { token }), context());
  expect(response.status).toBe(200);
  return (await response.json()) as SessionData;
}

const storedSize = async (sessionId: string) => (await stat(join(serverEnv().storageDir, sessionAudioPath(sessionId)))).size;

beforeAll(async () => {
  await seedDemoData(process.env);
  learner = (await freshUser('audio', [COURSE])).token;
  admin = await signIn('admin@example.com', 'local-admin-pass');
});

afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('the demo audio', () => {
  it('is as long as each session: the 45-minute first session is a 10.8 MB file, more than a function may answer', async () => {
    const session = DEMO_SESSIONS.find((s) => s.id === FIRST)!;
    expect(session.duration_minutes).toBe(45);
    const stored = await services().storage.get(sessionAudioPath(FIRST));
    expect(Buffer.from(stored!.bytes).equals(demoSessionAudio(session))).toBe(true);
    expect(stored!.bytes.byteLength).toBeGreaterThan(6 * 1024 * 1024);
  });

  it('is there for ALCHEMY OF INNER STILLNESS, whose lesson offers a recording', async () => {
    expect(await askUrl(learner, COURSE, `${COURSE}-2`).then((r) => r.status)).toBe(200);
  });

  it("is there for each course's first session, and the session page is told so (its player shows)", async () => {
    expect((await openSession(learner, FIRST)).hasAudio).toBe(true);
  });

  it('re-seeding keeps a file the practitioner replaced, and replaces the 3-second file of earlier seeds', async () => {
    const own = new Uint8Array([...Buffer.from('ID3'), 3, 0, 0, 0, 0, 0, 0, 9, 9, 9]);
    await services().storage.put(sessionAudioPath(`${ANIMALS}-1`), own, 'audio/mpeg');
    await services().storage.put(sessionAudioPath('sonic-sound-healing-1'), LEGACY_DEMO_AUDIO, 'audio/mpeg');
    expect(await seedDemoAudio(process.env, { onlyLegacy: true })).toEqual(['sonic-sound-healing-1']);
    expect((await services().storage.get(sessionAudioPath(`${ANIMALS}-1`)))?.bytes).toEqual(own);
    expect(await storedSize('sonic-sound-healing-1')).toBe(
      demoSessionAudio(DEMO_SESSIONS.find((s) => s.id === 'sonic-sound-healing-1')!).length,
    );
    await seedDemoData(process.env);
    expect((await services().storage.get(sessionAudioPath(`${ANIMALS}-1`)))?.bytes).toEqual(own);
  });
});

describe('GET /api/session-audio-url', () => {
  it('answers an enrolled learner a signed address outside /api that works for 15 minutes at most, and no audio bytes', async () => {
    const before = Date.now();
    const response = await askUrl(learner, COURSE, FIRST);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as SessionAudioUrl;
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'url']);
    expect(body.url.startsWith(LOCAL_FILES_PREFIX)).toBe(true);
    expect(body.url).not.toMatch(/^\/api\//);
    const expiresAt = Date.parse(body.expiresAt);
    expect(expiresAt).toBeGreaterThan(before);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + SESSION_AUDIO_URL_SECONDS * 1000);
    expect(SESSION_AUDIO_URL_SECONDS).toBeLessThanOrEqual(15 * 60);
  });

  it('the address serves the whole file inline, as audio, saying it takes ranges', async () => {
    const { url } = await signedUrl(learner);
    const response = await fetchSigned(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(Buffer.from((await services().storage.get(sessionAudioPath(FIRST)))!.bytes))).toBe(true);
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  });

  it('answers a Range request with 206 and exactly those bytes (seeking to 20:00 of 45 minutes)', async () => {
    const { url } = await signedUrl(learner);
    const size = await storedSize(FIRST);
    const start = Math.floor((size * 20) / 45); // about 20:00 at a constant bit rate
    const response = await fetchSigned(url, { headers: { range: `bytes=${start}-${start + 9999}` } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes ${start}-${start + 9999}/${size}`);
    expect(response.headers.get('content-length')).toBe('10000');
    const whole = Buffer.from((await services().storage.get(sessionAudioPath(FIRST)))!.bytes);
    expect(Buffer.from(await response.arrayBuffer()).equals(whole.subarray(start, start + 10000))).toBe(true);

    const tail = await fetchSigned(url, { headers: { range: 'bytes=-144' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(size - 144))).toBe(true);

    const past = await fetchSigned(url, { headers: { range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`);

    const head = await fetchSigned(url, { method: 'HEAD', headers: { range: 'bytes=0-99' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-length')).toBe('100');
    expect(await head.text()).toBe('');

    // A range asked of a file that changed since (If-Range no longer matches) gets the whole, current file.
    const stale = await fetchSigned(url, { headers: { range: 'bytes=0-99', 'if-range': '"not-this-one"' } });
    expect(stale.status).toBe(200);
    await stale.body?.cancel();
  });

  it('the address expires: refused (403) once its time has passed, and from then on', async () => {
    const { url, expiresAt } = await signedUrl(learner);
    const justBefore = await fetchSigned(url, { headers: { range: 'bytes=0-9' } }, Date.parse(expiresAt) - 1000);
    expect(justBefore.status).toBe(206);
    await justBefore.body?.cancel();
    for (const later of [Date.parse(expiresAt), Date.parse(expiresAt) + 1000, Date.now() + 24 * 3600 * 1000]) {
      const response = await fetchSigned(url, {}, later);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(LINK_EXPIRED);
    }
  });

  it('an altered address is refused (403): another file, a later expiry, another download name, no signature', async () => {
    const { url } = await signedUrl(learner);
    const other = await signedUrl(learner, COURSE, `${COURSE}-2`);
    const alter = (change: (u: URL) => void) => {
      const u = new URL(url, 'http://127.0.0.1');
      change(u);
      return `${u.pathname}${u.search}`;
    };
    const altered = [
      alter((u) => (u.pathname = new URL(other.url, 'http://127.0.0.1').pathname)),
      alter((u) => u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 3600))),
      alter((u) => u.searchParams.set('download', 'x.mp3')),
      alter((u) => u.searchParams.delete('signature')),
      alter((u) => (u.pathname = `${LOCAL_FILES_PREFIX}audio/..%2F.signing-key`)),
    ];
    for (const address of altered) {
      const response = await fetchSigned(address);
      expect(response.status, address).toBe(403);
      expect(await response.text()).toBe(LINK_INVALID);
    }
  });

  it('refuses a learner who is not enrolled (403) and a caller without sign-in (401), with no address', async () => {
    const outsider = (await freshUser('audio-outsider', [])).token;
    const refused = await askUrl(outsider, COURSE, FIRST);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Course Not Accessible', code: 'forbidden' });
    const anonymous = await askUrl(null, COURSE, FIRST);
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(await anonymous.json())).not.toContain(LOCAL_FILES_PREFIX);
  });

  it('stops giving addresses once the enrollment is removed (a refund removes it too) or the account is deleted', async () => {
    const removed = await freshUser('audio-removed', [COURSE]);
    await signedUrl(removed.token);
    const deletion = await adminEnrollments(
      request(`${adminEnrollmentDeleteRoute.path}?id=${enrollmentId(removed.uid, COURSE)}`, { method: 'DELETE', token: admin }),
      context(),
    );
    expect(deletion.status).toBe(200);
    expect((await askUrl(removed.token, COURSE, FIRST)).status).toBe(403);

    const deleted = await freshUser('audio-deleted', [COURSE]);
    await signedUrl(deleted.token);
    await deleteUserCompletely(deleted.uid);
    expect((await askUrl(deleted.token, COURSE, FIRST)).status).toBe(401);
  });

  it('lets an admin have the address of a course they are not enrolled in', async () => {
    const { url } = await signedUrl(admin, ANIMALS, `${ANIMALS}-1`);
    expect((await fetchSigned(url, { method: 'HEAD' })).status).toBe(200);
  });

  it('answers 404 with the spec words while no file is stored, then an address once the practitioner adds it', async () => {
    const session = `${COURSE}-3`; // Quantum Integration Breath: no demo audio
    const missing = await askUrl(learner, COURSE, session);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: AUDIO_NOT_AVAILABLE, code: 'not_found' });
    // The session page is told too: no player without a recording.
    expect((await openSession(learner, session)).hasAudio).toBe(false);
    const recording = new Uint8Array([...Buffer.from('ID3'), 3, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x18, 0xc4, 1, 2, 3]);
    await services().storage.put(sessionAudioPath(session), recording, 'audio/mpeg');
    const { url } = await signedUrl(learner, COURSE, session);
    expect(new Uint8Array(await (await fetchSigned(url)).arrayBuffer())).toEqual(recording);
    expect((await openSession(learner, session)).hasAudio).toBe(true);
  });

  it('download=1: the address answers an attachment under the spec 7 file name; anything else is refused', async () => {
    const { url } = await signedUrl(learner, COURSE, FIRST, '&download=1');
    const response = await fetchSigned(url, { method: 'HEAD' });
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="hypnosis-breath-of-hypnotic-restoration.mp3"');
    const bad = await askUrl(learner, COURSE, FIRST, '&download=yes');
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/session-audio (the download form)', () => {
  it('redirects (303) to the signed download address; the bytes come from there', async () => {
    const response = await sessionAudio(
      request(`${sessionAudioRoute.path}?courseId=${COURSE}&sessionId=${FIRST}`, { token: learner }),
      context(),
    );
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(LOCAL_FILES_PREFIX)).toBe(true);
    expect(await response.text()).toBe('');
    const file = await fetchSigned(location, { method: 'HEAD' });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="hypnosis-breath-of-hypnotic-restoration.mp3"');
  });
});

describe('the local server', () => {
  it('serves signed addresses beside the functions, with Range, and refuses other methods', async () => {
    expect(SERVED_PREFIX).toBe(LOCAL_FILES_PREFIX);
    const functions = await createLocalFunctions({});
    const server = createServer((req, res) => {
      functions.handle(req, res).then((handled) => {
        if (!handled) res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const answer = await fetch(`${origin}${sessionAudioUrlRoute.path}?courseId=${COURSE}&sessionId=${FIRST}`, {
        headers: { authorization: `Bearer ${learner}` },
      });
      expect(answer.status).toBe(200);
      const { url } = (await answer.json()) as SessionAudioUrl;
      const part = await fetch(`${origin}${url}`, { headers: { range: 'bytes=1000-1999' } });
      expect(part.status).toBe(206);
      expect((await part.arrayBuffer()).byteLength).toBe(1000);
      // A player drops the rest of a long answer when it seeks: the server carries on.
      const dropped = await fetch(`${origin}${url}`);
      await dropped.body?.cancel();
      expect((await fetch(`${origin}${url}`, { method: 'POST' })).status).toBe(405);
      expect((await fetch(`${origin}${LOCAL_FILES_PREFIX}audio/${FIRST}.mp3`)).status).toBe(403);
      expect((await fetch(`${origin}${url}`, { method: 'HEAD' })).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await functions.close();
    }
  });
});
