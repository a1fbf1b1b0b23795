import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { appShellFor, isAppShellRoute } from '../../scripts/lib/app-shell-rewrite.mjs';
import { DEMO_ACCOUNTS, DEMO_COURSES, DEMO_ENROLLMENT_REFERENCE, DEMO_SESSIONS } from '../../scripts/lib/demo-data.mjs';
import { MANUAL_ENROLLMENT_REFERENCE } from '../../src/lib/admin/admin';
import { waitForHealth } from '../../scripts/lib/health-wait.mjs';
import { findFirestoreEmulator, requireFreePort, requireJava } from '../../scripts/lib/prerequisites.mjs';

describe('the app shell rewrite used by `astro dev`', () => {
  it('sends course and session deep links to the app shell, nothing else', () => {
    expect(isAppShellRoute('/course/abc')).toBe(true);
    expect(isAppShellRoute('/course/abc/session/def')).toBe(true);
    expect(isAppShellRoute('/courses')).toBe(false);
    expect(isAppShellRoute('/course-dashboard')).toBe(false);
    expect(isAppShellRoute('/course/')).toBe(false);
    expect(appShellFor('/certificates/7KQ4MXP29R')).toBe('/certificates/');
    expect(appShellFor('/certificates/')).toBeNull();
    expect(appShellFor('/course/abc')).toBe('/app/course/');
  });
});

describe('the demo data', () => {
  it('has the four courses of the spec with their prices and session counts', () => {
    const byTitle = Object.fromEntries(DEMO_COURSES.map((c) => [c.title, c]));
    expect(byTitle['Quantum Alchemy Breathwork']).toMatchObject({ price: 25, original_price: 59.99, is_featured: true });
    expect(byTitle['The Animal That Walks With You']).toMatchObject({ price: 199.99, original_price: null, is_featured: true });
    const count = (id: string) => DEMO_SESSIONS.filter((s) => s.course_id === id).length;
    expect(DEMO_COURSES.map((c) => [c.id, count(c.id)])).toEqual([
      ['quantum-alchemy-breathwork', 5],
      ['the-animal-that-walks-with-you', 6],
      ['sonic-sound-healing', 6],
      ['shapeshifter-soul', 6],
    ]);
  });

  it('has one admin and one learner account', () => {
    expect(DEMO_ACCOUNTS.map((a) => a.admin)).toEqual([true, false]);
    expect(new Set(DEMO_ACCOUNTS.map((a) => a.email)).size).toBe(2);
  });

  it("enrolls the demo learner as an admin's manual enrollment (nobody paid for it)", () => {
    expect(DEMO_ENROLLMENT_REFERENCE).toBe(MANUAL_ENROLLMENT_REFERENCE);
  });
});

describe('prerequisite checks', () => {
  let server: Server | undefined;
  const path = process.env.PATH;
  afterEach(async () => {
    process.env.PATH = path;
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
    server = undefined;
  });

  it('names the port in use and the variable that moves it', async () => {
    server = createServer();
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    await expect(requireFreePort(port, 'the website', 'PORT')).rejects.toThrow(
      `Port ${port} (the website) is already in use: stop whatever is using it or set PORT to another port.`,
    );
  });

  it('says how to install Java when it is missing', () => {
    process.env.PATH = '/nonexistent';
    expect(() => requireJava()).toThrow(/Java is missing: install a Java 17\+ runtime/);
  });

  it('finds the Firestore emulator or says how to install it', () => {
    const found = (() => {
      try {
        return findFirestoreEmulator({ FIRESTORE_EMULATOR_BINARY: '/nonexistent/x' });
      } catch (error) {
        return (error as Error).message;
      }
    })();
    // On our machines the emulator is installed; elsewhere the message must say what to install.
    expect(found).toMatch(/cloud_firestore_emulator$|apt-get install -y google-cloud-cli-firestore-emulator/);
    // Where no known place has it, the check asks gcloud, a Python program that takes seconds to start.
  }, 30_000);
});

describe("npm start's wait for /api/health", () => {
  /** A health endpoint that answers each call with the next of `answers` (the last one repeats). */
  async function healthServer(answers: Array<{ status: number; failing?: string[]; delayMs?: number }>) {
    let calls = 0;
    const server = createHttpServer((_req, res) => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.status === 200 ? { status: 'ok' } : { status: 'unavailable', failing: answer.failing ?? [] }));
      }, answer.delayMs ?? 0);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/health`;
    return { url, calls: () => calls, close: () => new Promise((r) => server.close(r)) };
  }

  it('is ready when the database answers after a slow first call and a few 503s', async () => {
    const health = await healthServer([
      { status: 503, failing: ['database'], delayMs: 300 },
      { status: 503, failing: ['database'] },
      { status: 200 },
    ]);
    try {
      await expect(waitForHealth(health.url, { timeoutMs: 5000, intervalMs: 20 })).resolves.toEqual({ calls: 3 });
    } finally {
      await health.close();
    }
  });

  it('gives up at its bound, naming what never became ready and where to look', async () => {
    const health = await healthServer([{ status: 503, failing: ['database'] }]);
    try {
      const started = Date.now();
      await expect(
        waitForHealth(health.url, {
          timeoutMs: 2000,
          intervalMs: 50,
          describe: { database: 'the database (the Cloud Firestore emulator on 127.0.0.1:8080)' },
          logs: '.data/logs/',
        }),
      ).rejects.toThrow(
        'the database (the Cloud Firestore emulator on 127.0.0.1:8080) did not become ready within 2 s: /api/health still answered 503 (failing: database); see .data/logs/',
      );
      // Bounded: it stops at its deadline (plus the last call's own time), having asked more than once.
      expect(Date.now() - started).toBeLessThan(2000 + 3000);
      expect(health.calls()).toBeGreaterThan(1);
    } finally {
      await health.close();
    }
  });

  it('names the last answer it had when the call under way at its bound is cut short', async () => {
    // A 503 naming the database, then calls that outlast the bound (a busy machine): the 503 is what it knows.
    const health = await healthServer([
      { status: 503, failing: ['database'] },
      { status: 503, failing: ['database'], delayMs: 5000 },
    ]);
    try {
      await expect(waitForHealth(health.url, { timeoutMs: 500, intervalMs: 20, describe: { database: 'the database' } })).rejects.toThrow(
        'the database did not become ready within 0.5 s: /api/health still answered 503 (failing: database)',
      );
      expect(health.calls()).toBe(2);
    } finally {
      await health.close();
    }
  });

  it('says the functions never answered when no call completes, and stops at once when the server exits', async () => {
    const health = await healthServer([{ status: 200, delayMs: 5000 }]);
    try {
      await expect(waitForHealth(health.url, { timeoutMs: 300 })).rejects.toThrow(
        'the functions did not answer /api/health within 0.3 s (no answer in time)',
      );
      await expect(waitForHealth(health.url, { stillRunning: () => 'the web server exited (code 1)' })).rejects.toThrow(
        'the web server exited (code 1)',
      );
    } finally {
      await health.close();
    }
  });
});
