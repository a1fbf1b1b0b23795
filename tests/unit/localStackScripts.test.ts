import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { appShellFor, isAppShellRoute } from '../../scripts/lib/app-shell-rewrite.mjs';
import { DEMO_ACCOUNTS, DEMO_COURSES, DEMO_SESSIONS } from '../../scripts/lib/demo-data.mjs';
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
  });
});
