// `npm run admin:grant -- someone@example.com` (scripts/admin-grant.mjs) against the test emulators.
import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/emulators.mjs';
import { auth, db } from '../../netlify/lib/firebase';
import { PASSWORD } from './learningSupport';

const SCRIPT = join(ROOT, 'scripts', 'admin-grant.mjs');

function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { cwd: ROOT, env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** The test emulators' variables only: no credentials, nothing else from this process. */
function emulatorEnv(): NodeJS.ProcessEnv {
  const { PATH, HOME, FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST, FIREBASE_PROJECT_ID, GCLOUD_PROJECT } = process.env;
  return {
    PATH,
    HOME,
    FIREBASE_AUTH_EMULATOR_HOST,
    FIRESTORE_EMULATOR_HOST,
    FIREBASE_PROJECT_ID,
    GCLOUD_PROJECT,
    METADATA_SERVER_DETECTION: 'none',
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let email: string;
let uid: string;
beforeAll(async () => {
  email = `first-admin-${randomUUID().slice(0, 8)}@example.com`;
  uid = (await auth().createUser({ email, password: PASSWORD })).uid;
});

describe('admin:grant', () => {
  it('grants admin (claim and role record) to an existing account; running it twice is harmless', async () => {
    for (let i = 0; i < 2; i++) {
      const result = await run([email.toUpperCase()], emulatorEnv());
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`${email} is now an admin in the local emulators`);
    }
    expect((await auth().getUser(uid)).customClaims).toEqual({ admin: true });
    expect((await (await db()).collection('user_roles').doc(uid).get()).data()).toEqual({ user_id: uid, role: 'admin' });
  });

  it('says so in one sentence when there is no such account', async () => {
    const result = await run(['nobody-here@example.com'], emulatorEnv());
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^No account uses nobody-here@example\.com in the local emulators \(project [\w-]+\): sign up on the site first, then run this again\.$/,
    );
  });

  it('says so when the local emulators are not running', async () => {
    const [authPort, firestorePort] = [await freePort(), await freePort()];
    const { PATH, HOME } = process.env;
    const result = await run([email], { PATH, HOME, AUTH_EMULATOR_PORT: String(authPort), FIRESTORE_EMULATOR_PORT: String(firestorePort) });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(
      /^The local emulators are not running .*: start them with `npm start` in another terminal, or set FIREBASE_SERVICE_ACCOUNT to grant admin in a real project\.$/,
    );
  });

  it('explains its usage without an e-mail address', async () => {
    for (const args of [[], ['not-an-email'], ['a@example.com', 'b@example.com']]) {
      const result = await run(args, emulatorEnv());
      expect(result.code).toBe(1);
      expect(result.stderr.trim()).toBe('Usage: npm run admin:grant -- someone@example.com');
    }
  });
});
